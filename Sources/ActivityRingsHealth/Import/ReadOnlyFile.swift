import ActivityRings
import ActivityRingsFiles
import _ActivityRingsPlatform

/// A file opened for reading with POSIX calls, closed when the value goes away. Reads of a
/// regular file are positioned (`pread`), so a zip's directory and its entries can be read in
/// any order.
///
/// A pipe, a FIFO, a character device or a socket (standard input, `/dev/stdin`, a shell's
/// `<(…)`) cannot seek: it is read in order, and its first ``replayLength`` bytes are kept, so
/// that the kind can be sniffed from them and the whole stream then read from offset 0 once.
/// Reading out of that order throws; a zip, whose directory is at its end, is first copied to
/// an unlinked temporary file with ``spooled(maximumBytes:)``.
///
/// ```swift
/// let file = try ReadOnlyFile(path: "export.zip")
/// let head = try file.read(at: 0, count: 4)
/// ```
final class ReadOnlyFile {
  /// The path as given, for messages.
  let path: String
  /// The size in bytes when the file was opened; 0 when it cannot seek.
  let size: Int64
  /// Whether reads may go anywhere (`pread`); false for pipes and devices, read in order.
  let isSeekable: Bool
  private let descriptor: Int32
  /// For a stream: its first bytes, kept for one replay from offset 0.
  private var head: [UInt8] = []
  /// For a stream: how many bytes have been taken from the descriptor.
  private var consumed: Int64 = 0

  /// How many leading bytes of a stream are kept for a replay: enough to sniff the kind.
  static let replayLength = ExportKind.sniffLength

  /// The alignment for buffers that ``read(at:into:)`` fills: a page. The kernel copies file
  /// data several times faster into a page-aligned buffer than into one that starts 16 bytes
  /// into a page, as a 16-byte-aligned allocation does (measured on Linux, AMD EPYC: 0.04 s
  /// against 0.22 s of system time for 500 MB in 256 KiB reads).
  static let bufferAlignment = 4096

  /// Opens `path`; messages name it as `displayPath` (the path as the user typed it).
  ///
  /// - Throws: ``HealthImportError/fileNotFound(path:)`` or
  ///   ``HealthImportError/folder(path:)`` or ``HealthImportError/unreadable(path:reason:)``
  ///   (permissions, not a regular file).
  convenience init(path: String, displayPath: String? = nil) throws(HealthImportError) {
    let shownPath = displayPath ?? path
    let descriptor = PathEncoding.withCString(path) { open($0, O_RDONLY | O_CLOEXEC) }
    guard descriptor >= 0 else {
      let code = errno
      if code == ENOENT { throw .fileNotFound(path: shownPath) }
      if code == EISDIR { throw .folder(path: shownPath) }
      throw .unreadable(path: shownPath, reason: Self.reason(code))
    }
    try self.init(descriptor: descriptor, displayPath: shownPath)
  }

  /// Takes ownership of an open descriptor (closed when this value goes, or on a throw).
  ///
  /// - Throws: ``HealthImportError/folder(path:)`` for a folder,
  ///   ``HealthImportError/unreadable(path:reason:)`` for a failed `fstat`.
  init(descriptor: Int32, displayPath shownPath: String) throws(HealthImportError) {
    path = shownPath
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      let code = errno
      close(descriptor)
      throw .unreadable(path: shownPath, reason: Self.reason(code))
    }
    let kind = status.st_mode & S_IFMT
    guard kind != S_IFDIR else {
      close(descriptor)
      throw .folder(path: shownPath)
    }
    self.descriptor = descriptor
    // Pipes and devices report size 0; they are read to their end all the same, in order.
    isSeekable = kind == S_IFREG && lseek(descriptor, 0, SEEK_CUR) >= 0
    size = isSeekable ? Int64(status.st_size) : 0
  }

  deinit {
    close(descriptor)
  }

  /// Reads up to `buffer.count` bytes at `offset` into `buffer`; returns how many were read
  /// (0 at the end of the file).
  ///
  /// - Throws: ``HealthImportError/unreadable(path:reason:)`` on an I/O error.
  func read(at offset: Int64, into buffer: UnsafeMutableRawBufferPointer) throws(HealthImportError)
    -> Int
  {
    guard let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
    guard isSeekable else { return try readInOrder(at: offset, into: buffer) }
    while true {
      let count = pread(descriptor, base, buffer.count, off_t(offset))
      if count >= 0 { return count }
      if errno == EINTR { continue }
      throw .unreadable(path: path, reason: Self.reason(errno))
    }
  }

  /// A stream's read: from the kept head, or the next bytes of the descriptor.
  private func readInOrder(at offset: Int64, into buffer: UnsafeMutableRawBufferPointer)
    throws(HealthImportError) -> Int
  {
    if offset < Int64(head.count) {
      let start = Int(offset)
      let count = min(buffer.count, head.count - start)
      head.withUnsafeBytes { kept in
        buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: kept[start..<(start + count)]))
      }
      return count
    }
    guard offset == consumed, let base = buffer.baseAddress else {
      throw .unreadable(
        path: path, reason: "it is a stream (a pipe or a device), read only from start to end")
    }
    while true {
      let count = readDescriptor(descriptor, base, buffer.count)
      if count < 0 {
        if errno == EINTR { continue }
        throw .unreadable(path: path, reason: Self.reason(errno))
      }
      if consumed < Int64(Self.replayLength), count > 0 {
        let kept = min(count, Self.replayLength - Int(consumed))
        head.append(contentsOf: UnsafeRawBufferPointer(start: base, count: kept))
      }
      consumed += Int64(count)
      return count
    }
  }

  /// A stream copied whole into a temporary file that is unlinked at once, so it is gone
  /// however the process ends, even by SIGKILL; the copy is seekable. A seekable file is
  /// returned as it is. The folder is `TMPDIR`, else `/tmp`.
  ///
  /// - Parameter maximumBytes: the largest stream copied.
  /// - Throws: ``HealthImportError/unreadable(path:reason:)`` when the stream is longer, or
  ///   the copy cannot be written.
  func spooled(maximumBytes: Int64, temporaryFolder: String) throws(HealthImportError)
    -> ReadOnlyFile
  {
    guard !isSeekable else { return self }
    func failure(_ error: SafeOutputError) -> HealthImportError {
      .unreadable(path: path, reason: "cannot keep a copy of the zip: \(error.message)")
    }
    let spool: TemporarySpool
    do throws(SafeOutputError) {
      spool = try TemporarySpool(in: temporaryFolder)
    } catch {
      throw failure(error)
    }
    let buffer = UnsafeMutableRawBufferPointer.allocate(
      byteCount: 1 << 20, alignment: Self.bufferAlignment)
    defer { buffer.deallocate() }
    var offset: Int64 = 0
    while true {
      let count = try read(at: offset, into: buffer)
      guard count > 0 else { break }
      offset += Int64(count)
      guard offset <= maximumBytes else {
        throw .unreadable(
          path: path,
          reason: "a zip read from a stream is copied to a temporary file, up to "
            + "\(maximumBytes) bytes; this one is longer: give its path instead")
      }
      do throws(SafeOutputError) {
        try spool.append(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
      } catch {
        throw failure(error)
      }
    }
    // The spool's descriptor is the spool's to close; this file reads a duplicate of it.
    let copy = fcntl(spool.descriptor, F_DUPFD_CLOEXEC, 0)
    guard copy >= 0 else { throw .unreadable(path: path, reason: Self.reason(errno)) }
    return try ReadOnlyFile(descriptor: copy, displayPath: path)
  }

  /// Reads up to `count` bytes at `offset`, fewer at the end of the file.
  ///
  /// - Throws: ``HealthImportError/unreadable(path:reason:)`` on an I/O error.
  func read(at offset: Int64, count: Int) throws(HealthImportError) -> [UInt8] {
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(count, 1), alignment: 16)
    defer { buffer.deallocate() }
    var filled = 0
    while filled < count {
      let read = try self.read(
        at: offset + Int64(filled),
        into: UnsafeMutableRawBufferPointer(rebasing: buffer[filled..<count]))
      if read == 0 { break }
      filled += read
    }
    return Array(buffer[0..<filled])
  }

  private static func reason(_ code: Int32) -> String {
    SystemReason.readingText(forCode: code)
  }
}

/// `read(2)`, under a name the class's own `read` methods do not hide.
private func readDescriptor(_ descriptor: Int32, _ base: UnsafeMutableRawPointer, _ count: Int)
  -> Int
{
  read(descriptor, base, count)
}

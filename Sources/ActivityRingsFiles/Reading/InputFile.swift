import ActivityRings
import _ActivityRingsPlatform

/// A small input read whole — a summary, a draw list, a manifest, a token — from a path or
/// from an open descriptor such as standard input. Pipes, FIFOs and devices work; a read stops
/// at a size limit, so `/dev/zero` is an error rather than a hang; a regular file is read into
/// a buffer of its size, so it is never copied while it is read.
///
/// ```swift
/// let summary = try InputFile(path: "today.json", limit: 1 << 20)
/// let piped = try InputFile.standardInput(limit: 1 << 20)
/// print(summary.bytes.count, summary.permissions)  // 312 420 (0o644)
/// ```
///
/// Paths are bytes (see `PathEncoding` in the core). Reading a large export is
/// `HealthExportReader`'s, which reads in chunks and never holds the file whole.
public struct InputFile: Sendable {
  /// Every byte of the input.
  public let bytes: [UInt8]
  /// Which file was read, for a writer's "that is the input" check.
  public let identity: FileIdentity
  /// Its permission bits (`st_mode & 07777`).
  public let permissions: UInt32

  /// Opens `path` and reads it to its end.
  ///
  /// - Parameters:
  ///   - path: the file, absolute or relative to the current folder; a link is followed.
  ///   - limit: the most bytes read; more is ``InputFileError/tooLong(limit:)``.
  /// - Throws: ``InputFileError``: the system's refusal (no such file, permission denied…),
  ///   a folder, or an input longer than `limit`.
  public init(path: String, limit: Int) throws(InputFileError) {
    let descriptor: Int32
    do {
      // The path as given, not normalized: `day.json/` is not a folder, and `a/../b` goes
      // through the link `a` may be, as the shell would.
      descriptor = try FileDescriptorCalls.openFile(path, in: AT_FDCWD, O_RDONLY | O_CLOEXEC)
    } catch {
      throw error.code == EISDIR ? .folder : .refused(code: error.code)
    }
    defer { close(descriptor) }
    try self.init(descriptor: descriptor, limit: limit)
  }

  /// Reads standard input to its end.
  ///
  /// - Throws: ``InputFileError``, as ``init(path:limit:)``.
  public static func standardInput(limit: Int) throws(InputFileError) -> InputFile {
    try InputFile(descriptor: STDIN_FILENO, limit: limit)
  }

  /// Reads an open descriptor (standard input, say) from where it stands to its end; the
  /// descriptor stays open.
  ///
  /// - Throws: ``InputFileError``, as ``init(path:limit:)``.
  public init(descriptor: Int32, limit: Int) throws(InputFileError) {
    guard let metadata = FileMetadata(descriptor: descriptor) else {
      throw errno == EISDIR ? .folder : .refused(code: errno)
    }
    if metadata.kind == .directory { throw .folder }
    identity = FileIdentity(metadata)
    permissions = UInt32(metadata.permissions)
    let expected = metadata.kind == .regular ? Int(clamping: metadata.size) : 0
    var bytes: [UInt8] = []
    bytes.reserveCapacity(min(expected, limit) + 1)
    var buffer = [UInt8](repeating: 0, count: 64 << 10)
    while true {
      let count = buffer.withUnsafeMutableBytes { chunk in
        read(descriptor, chunk.baseAddress, chunk.count)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw errno == EISDIR ? .folder : .refused(code: errno)
      }
      if count == 0 { break }
      bytes.append(contentsOf: buffer[0..<count])
      guard bytes.count <= limit else { throw .tooLong(limit: limit) }
    }
    self.bytes = bytes
  }
}

import ActivityRings

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes files so that a reader never sees half of one, and so that what stands at the path
/// stays what it was:
///
/// - A regular file (or a new one) is replaced in one step: the bytes go to a temporary file in
///   the same folder, which is flushed to disk, given the old file's mode (and owner, when
///   allowed), and renamed over it. An error, or Ctrl-C, leaves the destination as it was and
///   no temporary file behind.
/// - A symbolic link stays: the file it points to (through any chain of links) is replaced, or
///   created when missing.
/// - A device, a FIFO or a socket, and `/dev/stdout`, `/dev/stderr` and `/dev/fd/N`, are
///   opened and written in place, never replaced.
/// - A read-only file, or one the user may not write, is an error, though its folder would
///   allow a rename.
///
/// ```swift
/// try AtomicFileWriter.write(pngBytes, to: "out/rings.png")
/// ```
///
/// Temporary files are named `.<name>.rings-<pid>-XXXXXX`; one left by a process that is gone
/// (killed with SIGKILL, say) is removed by the next write into the same folder (see
/// ``StaleTemporaries``).
package enum AtomicFileWriter {
  /// Writes `bytes` to `path`.
  ///
  /// - Throws: a runtime ``CLIError`` naming the path and the reason (missing folder, permission
  ///   denied, read-only, a folder in the way, disk full…).
  package static func write(_ bytes: [UInt8], to path: String) throws(CLIError) {
    if let descriptor = openDescriptor(named: path) {
      try StandardOutput.write(bytes, to: descriptor, describing: QuotedText.quoted(path))
      return
    }
    let target = try resolvingLinks(path)
    var status = stat()
    if stat(target, &status) == 0 {
      switch status.st_mode & S_IFMT {
      case S_IFREG, S_IFDIR:
        break
      default:
        try writeInPlace(bytes, to: path)
        return
      }
    }
    let staged = try stage(bytes, for: target, shownAs: path)
    try InterruptCleanup.holdingInterrupts { () throws(CLIError) in try staged.commit() }
  }

  /// Writes `bytes` to a new temporary file beside `path`, flushed to disk, for a later
  /// ``StagedFile/commit()``; the folder must exist. An existing file at `path` must be a
  /// regular file the user may write; its mode is kept.
  ///
  /// - Parameter shown: how messages name the destination (default `path`).
  /// - Throws: a runtime ``CLIError`` naming the path and the reason; nothing is left behind.
  static func stage(_ bytes: [UInt8], for path: String, shownAs shown: String? = nil)
    throws(CLIError) -> StagedFile
  {
    let name = QuotedText.quoted(shown ?? path)
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    var existing = stat()
    let exists = lstat(path, &existing) == 0
    if exists {
      switch existing.st_mode & S_IFMT {
      case S_IFREG:
        if existing.st_mode & 0o222 == 0 {
          throw .runtime(
            "cannot write \(name): it is read-only (mode \(String(existing.st_mode & 0o777, radix: 8)))"
          )
        }
        if access(path, W_OK) != 0, errno == EACCES {
          throw .runtime("cannot write \(name): permission denied")
        }
      case S_IFDIR: throw .runtime("cannot write \(name): it is a folder")
      case S_IFLNK: throw .runtime("cannot write \(name): it is a symbolic link")
      default: throw .runtime("cannot write \(name): it is not a regular file")
      }
    }
    guard FileStatus.isFolder(atPath: folder) == true else {
      throw .runtime("cannot write \(name): folder \(QuotedText.quoted(folder)) does not exist")
    }
    InterruptCleanup.install()
    StaleTemporaries.removeOnce(in: folder)
    var template = Array(
      "\(folder)/.\(url.lastPathComponent)\(StaleTemporaries.marker)\(getpid())-XXXXXX"
        .utf8CString)
    // An interrupt between creating the file and tracking it would leave the file behind.
    let (descriptor, temporaryPath) = InterruptCleanup.holdingInterrupts {
      () -> (Int32, String) in
      let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
        guard let base = buffer.baseAddress else { return -1 }
        return mkstemp(base)
      }
      guard descriptor >= 0 else { return (descriptor, "") }
      let temporaryPath = String(
        decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      InterruptCleanup.track(temporaryPath, kind: .file)
      return (descriptor, temporaryPath)
    }
    guard descriptor >= 0 else {
      throw .runtime("cannot write \(name): \(String(cString: strerror(errno)))")
    }
    let staged = StagedFile(path: path, temporaryPath: temporaryPath, shownPath: shown ?? path)
    do throws(CLIError) {
      try StandardOutput.write(bytes, to: descriptor, describing: name)
      // mkstemp creates 0600: give the file the old file's mode, or what a plain create would.
      let mask = umask(0)
      umask(mask)
      let mode = exists ? existing.st_mode & 0o7777 : 0o666 & ~mask
      guard fchmod(descriptor, mode) == 0, fsync(descriptor) == 0 else {
        throw CLIError.runtime("cannot write \(name): \(String(cString: strerror(errno)))")
      }
      if exists, existing.st_uid != geteuid() || existing.st_gid != getegid() {
        // Only root may give a file away; anyone else keeps the new file as their own.
        _ = fchown(descriptor, existing.st_uid, existing.st_gid)
      }
    } catch {
      close(descriptor)
      staged.discard()
      throw error
    }
    guard close(descriptor) == 0 else {
      let reason = String(cString: strerror(errno))
      staged.discard()
      throw .runtime("cannot write \(name): \(reason)")
    }
    return staged
  }

  /// The descriptor a path names without a file behind it to replace: `/dev/stdout` (1),
  /// `/dev/stderr` (2), `/dev/fd/N` and `/proc/self/fd/N`, when open.
  static func openDescriptor(named path: String) -> Int32? {
    let number: Int32?
    switch path {
    case "/dev/stdout": number = STDOUT_FILENO
    case "/dev/stderr": number = STDERR_FILENO
    default:
      let prefixes = ["/dev/fd/", "/proc/self/fd/"]
      guard let prefix = prefixes.first(where: path.hasPrefix) else { return nil }
      number = Int32(path.dropFirst(prefix.count))
    }
    guard let number, fcntl(number, F_GETFD) >= 0 else { return nil }
    return number
  }

  /// The path at the end of a chain of symbolic links (at most 40, as the kernel allows);
  /// `path` itself when it is not a link or does not exist.
  ///
  /// - Throws: a runtime ``CLIError`` for a loop of links.
  static func resolvingLinks(_ path: String) throws(CLIError) -> String {
    var current = path
    for _ in 0..<40 {
      var status = stat()
      guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else {
        return current
      }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let length = readlink(current, &buffer, buffer.count - 1)
      guard length > 0 else { return current }
      let target = String(
        decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if target.hasPrefix("/") {
        current = target
      } else {
        let folder = URL(fileURLWithPath: current).deletingLastPathComponent().path
        current = folder + "/" + target
      }
    }
    throw .runtime("cannot write \(QuotedText.quoted(path)): too many symbolic links (a loop?)")
  }

  /// Opens a device, FIFO or socket and writes to it, as `>` in a shell does.
  private static func writeInPlace(_ bytes: [UInt8], to path: String) throws(CLIError) {
    let descriptor = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else {
      let reason = errno == EACCES ? "permission denied" : String(cString: strerror(errno))
      throw .runtime("cannot write \(QuotedText.quoted(path)): \(reason)")
    }
    defer { close(descriptor) }
    try StandardOutput.write(bytes, to: descriptor, describing: QuotedText.quoted(path))
  }
}

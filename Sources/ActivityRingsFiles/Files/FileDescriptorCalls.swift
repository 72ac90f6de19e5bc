import ActivityRings
import _ActivityRingsPlatform

/// `open(2)` and `write(2)` as the writers call them: the path's bytes as ``PathEncoding``
/// gives them, normalized (``PathNames/normalized(_:)``), interrupted calls (`EINTR`) retried,
/// short writes continued, and a failure thrown as its ``SystemCallError``.
///
/// ```swift
/// let descriptor = try FileDescriptorCalls.openFile("out/a.png", O_WRONLY | O_CLOEXEC)
/// defer { close(descriptor) }
/// try FileDescriptorCalls.writeAll(bytes, to: descriptor)
/// ```
enum FileDescriptorCalls {
  /// Opens `path` with `flags` (`O_WRONLY | O_CREAT | …`), creating it with `permissions` (less
  /// the umask) when `flags` has `O_CREAT`.
  static func openFile(_ path: String, _ flags: Int32, permissions: mode_t = 0)
    throws(SystemCallError) -> Int32
  {
    try openFile(PathNames.normalized(path), in: AT_FDCWD, flags, permissions: permissions)
  }

  /// Opens `name` in the folder open as `folder` (`openat(2)`; `AT_FDCWD` for the current
  /// folder), as ``openFile(_:_:permissions:)`` opens a path.
  static func openFile(
    _ name: String, in folder: Int32, _ flags: Int32, permissions: mode_t = 0
  ) throws(SystemCallError) -> Int32 {
    while true {
      let descriptor = PathEncoding.withCString(name) {
        // O_CREAT, and O_TMPFILE (which holds O_DIRECTORY), make a file: both take its mode.
        flags & O_CREAT != 0 || permissions != 0
          ? openat(folder, $0, flags, permissions) : openat(folder, $0, flags)
      }
      if descriptor >= 0 { return descriptor }
      guard errno == EINTR else { throw .current }
    }
  }

  /// Writes every byte of `bytes` to `descriptor`.
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(SystemCallError) {
    // A typed-throws closure through `withUnsafeBytes` crashes Swift 6.3's IR generation: the
    // error comes out as a value.
    let failure = bytes.withUnsafeBytes { buffer -> SystemCallError? in
      do throws(SystemCallError) {
        try writeAll(buffer, to: descriptor)
        return nil
      } catch {
        return error
      }
    }
    if let failure { throw failure }
  }

  /// Writes every byte of `bytes` to `descriptor`; a write that takes no byte of a non-empty
  /// rest is the device's refusal (`EIO`), not progress.
  static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32)
    throws(SystemCallError)
  {
    var written = 0
    while written < bytes.count {
      let count = write(descriptor, bytes.baseAddress.map { $0 + written }, bytes.count - written)
      if count > 0 {
        written += count
      } else if count == 0 {
        throw SystemCallError(code: EIO)
      } else if errno != EINTR {
        throw .current
      }
    }
  }
}

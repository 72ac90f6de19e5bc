import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A file whose contents each fuzz input replaces, reachable by a path (`/proc/self/fd/N`) for
/// code that opens files (the zip reader reads with `pread`). It lives in `/dev/shm` (memory)
/// and has no name: it is removed as soon as it is made, so no run leaves it behind.
///
/// ```swift
/// let file = MemoryFile()
/// file.replaceContents(with: bytes)
/// try HealthExportReader().read(contentsOf: file.url)
/// ```
public final class MemoryFile: Sendable {
  private let descriptor: Int32
  /// The file's path, for `open`.
  public let url: URL

  /// Creates an empty file; stops the run if the system has none to give.
  public init() {
    let folder = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : "/tmp"
    var template = Array("\(folder)/rings-fuzz-XXXXXX".utf8CString)
    descriptor = mkstemp(&template)
    if descriptor < 0 { fatalError("mkstemp failed: \(String(cString: strerror(errno)))") }
    unlink(template)
    url = URL(fileURLWithPath: "/proc/self/fd/\(descriptor)")
  }

  deinit {
    close(descriptor)
  }

  /// Makes `bytes` the whole contents of the file.
  public func replaceContents(with bytes: UnsafeRawBufferPointer) {
    guard ftruncate(descriptor, 0) == 0 else { fatalError("ftruncate failed") }
    var written = 0
    while written < bytes.count {
      let count = pwrite(
        descriptor, bytes.baseAddress.map { $0 + written }, bytes.count - written, off_t(written))
      if count < 0, errno == EINTR { continue }
      if count <= 0 { fatalError("pwrite failed: \(String(cString: strerror(errno)))") }
      written += count
    }
  }
}

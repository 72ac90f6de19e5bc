#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What is at a path, from `stat(2)` (links followed): the one question the commands ask of
/// the file system before writing, without Foundation's platform-dependent `ObjCBool`.
///
/// ```swift
/// FileStatus.isFolder(atPath: "out")  // true, false for a file, nil when nothing is there
/// ```
enum FileStatus {
  /// Whether the path names a folder (true) or something else (false); nil when nothing is
  /// there or it cannot be looked at.
  static func isFolder(atPath path: String) -> Bool? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return status.st_mode & S_IFMT == S_IFDIR
  }
}

import SystemPackage

/// What is at a path (links followed): the one question asked of the file system before
/// writing, without Foundation's platform-dependent `ObjCBool`.
///
/// ```swift
/// FileStatus.isFolder(atPath: "out")  // true, false for a file, nil when nothing is there
/// ```
public enum FileStatus {
  /// Whether the path names a folder (true) or something else (false); nil when nothing is
  /// there or it cannot be looked at.
  public static func isFolder(atPath path: String) -> Bool? {
    guard let status = try? Stat(FilePath(path)) else { return nil }
    return status.type == .directory
  }
}

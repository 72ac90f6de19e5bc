/// What is at a path (links followed): the one question asked of the file system before
/// writing, without Foundation's platform-dependent `ObjCBool`.
///
/// ```swift
/// FileStatus.isFolder(atPath: "out")  // true, false for a file, nil when nothing is there
/// FileStatus.isRegularFile(atPath: "out/Contents.json")  // false for a folder or a FIFO
/// ```
public enum FileStatus {
  /// Whether the path names a folder (true) or something else (false); nil when nothing is
  /// there or it cannot be looked at.
  public static func isFolder(atPath path: String) -> Bool? {
    FileMetadata(path: path).map { $0.kind == .directory }
  }

  /// Whether the path names a regular file (a link to one counts); false when nothing is there,
  /// for a folder, a FIFO, a device or a socket, and when it cannot be looked at.
  public static func isRegularFile(atPath path: String) -> Bool {
    FileMetadata(path: path)?.kind == .regular
  }
}

import Foundation
import _ActivityRingsTestSupport

/// A fresh folder under the system's temporary folder for one test, and what it holds.
///
/// ```swift
/// let folder = try TestFolder()
/// try folder.write("old", to: "a.png")
/// folder.names  // ["a.png"]
/// ```
struct TestFolder {
  /// The folder's path.
  let path: String

  /// Creates an empty folder.
  init() throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("safe-output-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// The path of `name` inside the folder.
  func path(_ name: String) -> String {
    path + "/" + name
  }

  /// The names in the folder (hidden ones included), sorted.
  var names: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
  }

  /// Writes `text` to `name`.
  func write(_ text: String, to name: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path(name)))
  }

  /// The text of `name`, or nil when it cannot be read.
  func text(of name: String) -> String? {
    FileManager.default.contents(atPath: path(name)).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The permission bits of `name` (links followed), or nil.
  func mode(of name: String) -> mode_t? {
    var status = stat()
    return stat(path(name), &status) == 0 ? status.st_mode & 0o7777 : nil
  }

  /// The kind of `name` itself (`S_IFREG`, `S_IFLNK`…), or 0 when nothing is there.
  func kind(of name: String) -> mode_t {
    var status = stat()
    return lstat(path(name), &status) == 0 ? status.st_mode & S_IFMT : 0
  }

  /// The names in the folder as the file system has them, bytes, sorted.
  var byteNames: [[UInt8]] { FolderNames.bytes(in: path) }
}

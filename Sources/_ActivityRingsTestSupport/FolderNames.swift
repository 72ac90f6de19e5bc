import _ActivityRingsPlatform

/// The names in a folder as the file system has them: bytes, which Foundation's listings
/// decode (a name that is not UTF-8 comes back with U+FFFD in it).
///
/// ```swift
/// FolderNames.bytes(in: "/tmp/out")  // [[0x80, 0x2E, 0x73, 0x76, 0x67]] for \x80.svg
/// ```
public enum FolderNames {
  /// The names in `folder`, without `.` and `..`, sorted by their bytes; empty when it cannot
  /// be read.
  public static func bytes(in folder: String) -> [[UInt8]] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var names: [[UInt8]] = []
    while let entry = readdir(directory) {
      var rawName = entry.pointee.d_name
      let name = withUnsafeBytes(of: &rawName) { Array($0.prefix(while: { $0 != 0 })) }
      if name != [0x2E], name != [0x2E, 0x2E] { names.append(name) }
    }
    return names.sorted { $0.lexicographicallyPrecedes($1) }
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The names in a folder, read with `readdir(3)`.
enum FolderListing {
  /// The names of the entries in `folder` that start with `prefix` (bytes of UTF-8), in the
  /// order the folder gives them; empty when it cannot be opened.
  ///
  /// - Complexity: one pass over the entries; only the names that match become strings, so a
  ///   folder of many files (`/tmp`) costs little.
  static func names(in folder: String, startingWith prefix: [UInt8]) -> [String] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      var rawName = entry.pointee.d_name
      let name = withUnsafeBytes(of: &rawName) { bytes -> String? in
        let length = bytes.firstIndex(of: 0) ?? bytes.count
        guard bytes[..<length].starts(with: prefix) else { return nil }
        return String(decoding: bytes[..<length], as: UTF8.self)
      }
      if let name { names.append(name) }
    }
    return names
  }
}

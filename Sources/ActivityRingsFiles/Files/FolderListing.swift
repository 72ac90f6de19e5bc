import ActivityRings
import _ActivityRingsPlatform

/// The names in a folder, read with `readdir(3)` and kept as bytes (``PathEncoding``).
enum FolderListing {
  /// The names of the entries in `folder` that start with `prefix` (bytes), in the order the
  /// folder gives them; empty when it cannot be read.
  ///
  /// - Complexity: one pass over the entries; only the names that match become strings, so a
  ///   folder of many files (`/tmp`) costs little.
  static func names(in folder: OpenedFolder, startingWith prefix: [UInt8]) -> [String] {
    // The folder is open for `…at` calls only (O_PATH): open it again to read it.
    guard
      let readable = try? FileDescriptorCalls.openFile(
        ".", in: folder.descriptor, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    else { return [] }
    guard let directory = fdopendir(readable) else {
      close(readable)
      return []
    }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      var rawName = entry.pointee.d_name
      let name = withUnsafeBytes(of: &rawName) { bytes -> String? in
        let length = bytes.firstIndex(of: 0) ?? bytes.count
        guard bytes[..<length].starts(with: prefix) else { return nil }
        return PathEncoding.string(fromBytes: bytes[..<length])
      }
      if let name { names.append(name) }
    }
    return names
  }
}

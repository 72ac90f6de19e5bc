import Foundation
import ZIPFoundation

/// Zip archives built in the tests with ZIPFoundation.
enum ZipFixtures {
  /// A new archive holding `entries` (path, content), deflated unless `stored`.
  static func archive(_ entries: [(String, [UInt8])], stored: Bool = false) throws -> URL {
    let url = try HealthFixtures.temporaryFolder().appendingPathComponent("export.zip")
    let archive = try Archive(url: url, accessMode: .create)
    for (path, bytes) in entries {
      let data = Data(bytes)
      try archive.addEntry(
        with: path, type: .file, uncompressedSize: Int64(data.count),
        compressionMethod: stored ? .none : .deflate
      ) { position, size in
        data.subdata(in: Int(position)..<Int(position) + size)
      }
    }
    return url
  }
}

import Foundation

/// The executables this package builds (`rings-server`, and `rings` from the root package),
/// found next to the test bundle in the build folder.
enum BuiltProducts {
  /// The executable `name`.
  static func executable(_ name: String) -> URL {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    // Swift Testing may run from inside the .xctest bundle on some platforms.
    while !FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path),
      folder.path != "/"
    {
      folder.deleteLastPathComponent()
    }
    return folder.appendingPathComponent(name)
  }

  /// The fixture export, a small export.xml written for these tests.
  static var fixtureExport: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/export.xml")
  }

  /// A fresh empty folder for one test's files.
  static func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("rings-server-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }
}

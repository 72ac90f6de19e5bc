import Foundation

/// Runs `xmllint --noout` (libxml2-utils) to check that text is well-formed XML.
enum Xmllint {
  /// The executable on `PATH`, nil when it is not installed.
  static var path: String? {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
      .split(separator: ":")
    return folders.map { "\($0)/xmllint" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// xmllint's complaints about `text` (written to a temporary file named `name`), or nil when
  /// it finds the document well-formed.
  static func problems(in text: String, named name: String) throws -> String? {
    guard let path else { return "xmllint is not installed" }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("activity-rings-xmllint-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: file)

    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = ["--noout", "--nonet", file.path]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus != 0 || !message.isEmpty else { return nil }
    return "xmllint exited with \(process.terminationStatus): "
      + (String(data: message, encoding: .utf8) ?? "")
  }
}

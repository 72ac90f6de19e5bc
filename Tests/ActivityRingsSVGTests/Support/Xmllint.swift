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

  /// Debian's SVG 1.1 DTD (package w3c-sgml-lib).
  static let svg11DTD = "/usr/share/xml/w3c-sgml-lib/schema/dtd/REC-SVG11-20110816/svg11.dtd"

  /// What the README claims our SVG is: SVG 1.1, plus the WAI-ARIA attributes `role` and
  /// `aria-labelledby` on the root element, declared here on top of the SVG 1.1 DTD.
  static let svg11PlusARIA = """
    <!-- SVG 1.1 plus the two WAI-ARIA attributes ActivityRings writes on the root element. -->
    <!ATTLIST svg
      role CDATA #IMPLIED
      aria-labelledby IDREFS #IMPLIED>
    <!ENTITY % svg11 SYSTEM "file://\(svg11DTD)">
    %svg11;

    """

  /// Whether xmllint and the SVG 1.1 DTD are installed.
  static var canValidate: Bool {
    path != nil && FileManager.default.fileExists(atPath: svg11DTD)
  }

  /// xmllint's complaints about `text` validated against `dtd` (the DTD's text), or nil when it
  /// is valid.
  static func validityProblems(in text: String, named name: String, dtd: String) throws -> String? {
    guard let path else { return "xmllint is not installed" }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("activity-rings-xmllint-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: file)
    let schema = folder.appendingPathComponent("profile.dtd")
    try Data(dtd.utf8).write(to: schema)

    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = ["--noout", "--nonet", "--dtdvalid", schema.path, file.path]
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

import Foundation
import _ActivityRingsTestSupport

/// Runs `xmllint --noout` (libxml2-utils) to check that text is well-formed XML, or valid
/// against a DTD.
enum Xmllint {
  /// Whether xmllint is installed.
  static var isInstalled: Bool { InstalledTool.isInstalled("xmllint") }

  /// xmllint's complaints about `text` (written to a temporary file named `name`), or nil when
  /// it finds the document well-formed.
  static func problems(in text: String, named name: String) throws -> String? {
    try complaints(["--noout", "--nonet"], files: [(name, text)])
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
    isInstalled && FileManager.default.fileExists(atPath: svg11DTD)
  }

  /// xmllint's complaints about `text` validated against `dtd` (the DTD's text), or nil when it
  /// is valid.
  static func validityProblems(in text: String, named name: String, dtd: String) throws -> String? {
    try complaints(
      ["--noout", "--nonet", "--dtdvalid"], files: [("profile.dtd", dtd), (name, text)])
  }

  /// Runs xmllint with `options` and the written `files`' paths (in order); its complaints, or
  /// nil when it exits 0 and says nothing.
  private static func complaints(_ options: [String], files: [(name: String, text: String)])
    throws -> String?
  {
    let xmllint = try InstalledTool.named("xmllint")
    let result = try InstalledTool.withFiles(files.map { ($0.name, Array($0.text.utf8)) }) {
      try xmllint.run(options + $0)
    }
    guard result.status != 0 || !result.output.isEmpty else { return nil }
    return "xmllint exited with \(result.status): \(result.output)"
  }
}

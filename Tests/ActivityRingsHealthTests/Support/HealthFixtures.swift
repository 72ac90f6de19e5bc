import ActivityRings
import ActivityRingsHealth
import Foundation
import _ActivityRingsTestSupport

/// Temporary files and small helpers for the tests; the package's fixture exports are
/// ``HealthExportFixtures``.
enum HealthFixtures {
  /// The package root.
  static let packageRoot = HealthExportFixtures.packageRoot

  /// A fresh empty folder for one test.
  static func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("health-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Writes `text` to a new temporary file and returns its URL.
  static func file(_ text: String, name: String = "export.xml") throws -> URL {
    try file(Array(text.utf8), name: name)
  }

  /// Writes `bytes` to a new temporary file and returns its URL.
  static func file(_ bytes: [UInt8], name: String = "export.xml") throws -> URL {
    let url = try temporaryFolder().appendingPathComponent(name)
    try Data(bytes).write(to: url)
    return url
  }

  /// A minimal export around `body`.
  static func export(_ body: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <HealthData locale="en_US">
     <ExportDate value="2024-05-01 10:00:00 +0200"/>
    \(body)
    </HealthData>

    """
  }

  /// Scans `bytes` in one piece.
  static func scan(
    _ bytes: [UInt8], since: CalendarDay? = nil, until: CalendarDay? = nil,
    limits: HealthImportLimits = HealthImportLimits()
  ) -> HealthImport {
    var scanner = ActivitySummaryScanner(since: since, until: until, limits: limits)
    scanner.feed(bytes)
    return scanner.finish()
  }

  /// Scans `text` in one piece.
  static func scan(_ text: String, limits: HealthImportLimits = HealthImportLimits())
    -> HealthImport
  {
    scan(Array(text.utf8), limits: limits)
  }

  /// A day, for expectations.
  static func day(_ text: String) -> CalendarDay {
    // Test fixtures only name real days.
    try! CalendarDay(parsing: text)
  }
}

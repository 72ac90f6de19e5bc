import ActivityRings
import ActivityRingsHealth
import Foundation
import Testing
import _ActivityRingsTestSupport

/// Where the shared sample exports are, temporary files, and small helpers for the tests.
enum HealthFixtures {
  /// The package root.
  static let packageRoot = SharedSamples.packageRoot

  /// A sample in `../shared/reference/health/`, beside the package.
  static func sample(_ name: String) -> URL { SharedSamples.sample(name) }

  /// Whether `../shared/reference/health/` is beside the package (CI has it).
  static let samplesArePresent = SharedSamples.arePresent

  /// Skips a test or suite that reads the shared samples when they are not there, saying so.
  static let needsSamples = SharedSamples.needed

  static let dogsheep = sample("dogsheep-healthkit-to-sqlite_tests_export.xml")
  static let tdda = sample("tdda-applehealthdata_export6s3sample.xml")
  static let sumant = sample("sumant-28-AppleHealthParser.jl_example.xml")
  static let rgosdin = sample("rgosdin-docs_export.xml")
  static let k0rventenV13 = sample("k0rventen-apple-health-grafana_test-export_v13_en_FR.xml")
  static let k0rventenBrokenDTD = sample(
    "k0rventen-apple-health-grafana_test-export3_brokenDTD.xml")
  static let wanjunhongCSV = sample("wanjunhong0-MyHealth_ActivitySummary.csv")

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

import ActivityRings
import ActivityRingsHealth
import ActivityRingsReport
import ActivityRingsSnapshotTestingCore
import Foundation
import SnapshotTesting
import Testing

/// The page the library builds, compared byte for byte with its references in
/// `Snapshots/ReportPageTests/`: the pages `rings report FIXTURE.csv` wrote for the CSVs in
/// `Fixtures/` (a year of every kind of day, and a streak across New Year).
@Suite struct ReportPageTests {
  /// The fixtures, by file name without `.csv`.
  static let fixtures = ["one-year", "two-years"]

  /// The summaries of `Fixtures/NAME.csv`, read as `rings report` reads them.
  static func summaries(_ name: String) throws -> [ActivitySummary] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures").appendingPathComponent(name + ".csv")
    return try HealthExportReader().read(contentsOf: url).summaries
  }

  @Test("each fixture's page is its reference, byte for byte")
  func references() throws {
    for name in Self.fixtures {
      let html = try ReportPage(summaries: try Self.summaries(name)).html()
      assertRingSnapshot(of: html, as: .html, named: name)
    }
  }
}

extension Snapshotting where Value == String, Format == String {
  /// An HTML page, compared line by line and stored as `.html`.
  static var html: Snapshotting {
    var strategy = Snapshotting.lines
    strategy.pathExtension = "html"
    return strategy
  }
}

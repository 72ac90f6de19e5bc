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

  /// Today is marked; the days after it without data show their number alone, taking no
  /// rings; the month tables' weeks start on the day asked for.
  @Test func todayIsMarkedAndTheDaysAfterItAreEmpty() throws {
    let today = try CalendarDay(parsing: "2019-02-20")
    let html = try ReportPage(
      summaries: try Self.summaries("one-year"),
      options: ReportOptions(firstWeekday: .sunday, today: today)
    ).html()
    // The fixture has no data on that day.
    #expect(html.contains(#"<div class="day empty today" id="d2019-02-20" aria-current="date""#))
    #expect(html.components(separatedBy: #"aria-current="date""#).count == 2)
    // 2019-03-19 has data though it is after today: it is drawn.
    #expect(html.contains(#"<div class="day" id="d2019-03-19""#))
    let ahead = html.components(separatedBy: #" ahead""#).count - 1
    // March 20 to December 31 and February 21 to March 18, less the days with data.
    #expect(ahead > 250)
    #expect(html.contains("Still to come"))
    #expect(
      html.contains(
        #"<thead><tr><th scope="col"><abbr title="Sunday">S</abbr></th><th scope="col"><abbr title="Monday">M</abbr>"#
      ))
    // January 2019 starts on a Tuesday: two empty cells before it from Sunday.
    #expect(html.contains("<tbody>\n<tr><td></td><td></td><td><div class=\"day"))
    // Without today nothing is marked, and no day is ahead.
    let plain = try ReportPage(summaries: try Self.summaries("one-year")).html()
    #expect(!plain.contains(#"aria-current="date""#) && !plain.contains(#" ahead""#))
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

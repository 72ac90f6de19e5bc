import ActivityRings
import ActivityRingsHealth
import Foundation
import Testing
import _ActivityRingsTestSupport

/// The ActivitySummary CSV: reading it, writing it, and the round trip.
@Suite struct SummaryCSVTests {
  @Test func headerFollowsTheExportOrder() {
    #expect(
      ActivitySummaryCSV.header
        == "dateComponents,activeEnergyBurned,activeEnergyBurnedGoal,activeEnergyBurnedUnit,"
        + "appleMoveTime,appleMoveTimeGoal,appleExerciseTime,appleExerciseTimeGoal,"
        + "appleStandHours,appleStandHoursGoal")
  }

  @Test func rowsWriteNumbersInFull() {
    let summary = ActivitySummary(
      day: HealthFixtures.day("2016-04-14"), activeEnergyBurned: 700.698,
      activeEnergyBurnedGoal: 680, activeEnergyBurnedUnit: .kilocalories, appleExerciseTime: 89,
      appleExerciseTimeGoal: 30, appleStandHours: 16, appleStandHoursGoal: 12)
    #expect(ActivitySummaryCSV.row(for: summary) == "2016-04-14,700.698,680,kcal,,,89,30,16,12")
  }

  @Test func theFixtureRoundTrips() throws {
    let original = try HealthExportReader().read(contentsOf: HealthExportFixtures.summaries)
    let text =
      ([ActivitySummaryCSV.header] + original.summaries.map(ActivitySummaryCSV.row(for:)))
      .joined(separator: "\n") + "\n"
    let again = try HealthExportReader().read(contentsOf: HealthFixtures.file(text, name: "a.csv"))
    #expect(again.warnings == original.warnings)
    #expect(again.summaries.count == original.summaries.count)
    for (left, right) in zip(again.summaries, original.summaries) where left != right {
      Issue.record("\(left) differs from \(right)")
      return
    }
  }

  @Test func quotedFieldsCRLFAndABadValue() throws {
    let text =
      "\u{FEFF}appleStandHours,\"dateComponents\",note\r\n\"7\",2024-05-01,\"a, \"\"quoted\"\"\r\nline\"\r\nx,2024-05-02,\r\n"
    let result = try HealthExportReader().read(contentsOf: HealthFixtures.file(text, name: "a.csv"))
    #expect(result.summaries.map(\.appleStandHours) == [7, nil])
    #expect(
      result.warnings.map(\.description) == [
        "line 4: appleStandHours is 'x', not a number; kept 2024-05-02 without it"
      ])
  }

  @Test func aColumnNamedTwiceIsReadFromItsLaterCopyWithAWarning() throws {
    let text = "appleStandHours,dateComponents,appleStandHours\n1,2024-05-01,2\n"
    let result = try HealthExportReader().read(contentsOf: HealthFixtures.file(text, name: "a.csv"))
    #expect(result.summaries.map(\.appleStandHours) == [2])
    #expect(
      result.warnings.map(\.description) == [
        "line 1: the CSV header names 'appleStandHours' more than once; read the later column"
      ])
  }

  /// Plain rows are read where they lie in a chunk, others byte by byte: both readings agree,
  /// whatever the chunk size, on quotes, CRLF, lone CRs, blank lines and odd field counts.
  @Test func everyChunkSizeGivesTheSameResult() throws {
    let text =
      "\u{FEFF}dateComponents,appleStandHours,appleStandHoursGoal\r\n"
      + "2024-05-01,1,12\r\n2024-05-02,\"2\",12\n\n,,\n2024-05-03,3\r,12\n"
      + "2024-05-04,\"4\"\"\",12,extra\n2024-05-05,x,12\n2024-05-06\n\"2024-05-07\",7,\"1\n2\"\n"
      + "2024-05-08,8,12"
    let file = try HealthFixtures.file(text, name: "a.csv")
    let whole = try HealthExportReader().read(contentsOf: file)
    #expect(
      whole.summaries.map(\.day?.description) == [
        "2024-05-01", "2024-05-02", "2024-05-03", "2024-05-04", "2024-05-05", "2024-05-06",
        "2024-05-07", "2024-05-08",
      ])
    #expect(whole.summaries.map(\.appleStandHours) == [1, 2, 3, nil, nil, nil, 7, 8])
    for size in 1...text.utf8.count {
      let result = try HealthExportReader(chunkSize: size).read(contentsOf: file)
      #expect(result == whole, "chunks of \(size) bytes")
      if result != whole { return }
    }
  }

  @Test func aCSVCutInsideQuotesIsTruncated() throws {
    let text = "dateComponents,appleStandHours\n2024-05-01,3\n2024-05-02,\"4"
    let result = try HealthExportReader().read(contentsOf: HealthFixtures.file(text, name: "a.csv"))
    #expect(result.summaries.count == 1)
    #expect(result.warnings.map(\.kind) == [.truncated])
  }
}

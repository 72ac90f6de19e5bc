import ActivityRings
import ActivityRingsHealth
import Foundation
import Testing

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

  @Test(HealthFixtures.needsSamples) func theSampleRoundTrips() throws {
    let original = try HealthExportReader().read(contentsOf: HealthFixtures.wanjunhongCSV)
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

  @Test func aCSVCutInsideQuotesIsTruncated() throws {
    let text = "dateComponents,appleStandHours\n2024-05-01,3\n2024-05-02,\"4"
    let result = try HealthExportReader().read(contentsOf: HealthFixtures.file(text, name: "a.csv"))
    #expect(result.summaries.count == 1)
    #expect(result.warnings.map(\.kind) == [.truncated])
  }
}

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
  /// whatever the chunk size, on quotes, CRLF, lone CRs, blank lines, odd field counts and a
  /// last line without a line break.
  @Test func everyChunkSizeGivesTheSameResult() throws {
    let text =
      "\u{FEFF}dateComponents,appleStandHours,appleStandHoursGoal\r\n"
      + "2024-05-01,1,12\r\n2024-05-02,\"2\",12\n\n,,\n2024-05-03,3\r2024-05-09,9,12\r"
      + "2024-05-04,\"4\"\"\",12,extra\n2024-05-05,x,12\n2024-05-06\n\"2024-05-07\",7,\"1\n2\"\n"
      + "2024-05-08,8,12"
    let file = try HealthFixtures.file(text, name: "a.csv")
    let whole = try HealthExportReader().read(contentsOf: file)
    #expect(
      whole.summaries.map(\.day?.description) == [
        "2024-05-01", "2024-05-02", "2024-05-04", "2024-05-05", "2024-05-07", "2024-05-09",
      ])
    #expect(whole.summaries.map(\.appleStandHours) == [1, 2, nil, nil, 7, 9])
    #expect(whole.warnings.map(\.line) == [6, 8, 8, 9, 10, 11, 13])
    for size in 1...text.utf8.count {
      let result = try HealthExportReader(chunkSize: size).read(contentsOf: file)
      #expect(result == whole, "chunks of \(size) bytes")
      if result != whole { return }
    }
  }

  /// A row with fewer fields than the header may be cut short (`123.456` cut to `12`): it is
  /// skipped whole, with a warning naming its line, never read in part.
  @Test func aRowWithFewerFieldsThanTheHeaderIsSkippedWhole() throws {
    let text =
      "dateComponents,activeEnergyBurned,activeEnergyBurnedGoal\n2024-05-01,12\n"
      + "2024-05-02,123.456,500\n"
    let result = try HealthExportReader().read(contentsOf: HealthFixtures.file(text, name: "a.csv"))
    #expect(result.summaries.map(\.activeEnergyBurned) == [123.456])
    #expect(
      result.warnings.map(\.description) == [
        "line 2: a CSV row with 2 fields, the header has 3; skipped it, as it may be cut short"
      ])
  }

  /// A last line without a line break may be cut anywhere (a goal of `12` cut to `1`): it is
  /// skipped, and the warning says how to keep it.
  @Test func aLastLineWithoutALineBreakIsSkippedAsCut() throws {
    let text = "dateComponents,appleStandHours,appleStandHoursGoal\n2024-05-01,7,12\n2024-05-02,8,1"
    let result = try HealthExportReader().read(contentsOf: HealthFixtures.file(text, name: "a.csv"))
    #expect(result.summaries.map(\.appleStandHoursGoal) == [12])
    #expect(
      result.warnings.map(\.description) == [
        "line 3: the CSV's last line has no line break, so it may be cut short; skipped it (end the file with a line break to keep it)"
      ])
    let ended = try HealthExportReader().read(
      contentsOf: HealthFixtures.file(text + "\n", name: "a.csv"))
    #expect(ended.summaries.map(\.appleStandHoursGoal) == [12, 1])
    #expect(ended.warnings.isEmpty)
  }

  /// A CSV cut at any byte never gives a value that was not in the file: every day read is
  /// the whole file's day, and every cut is said.
  @Test func aCSVCutAtAnyByteInventsNoValue() throws {
    let text =
      "dateComponents,activeEnergyBurned,activeEnergyBurnedGoal,appleStandHours,appleStandHoursGoal\n"
      + "2024-05-01,123.456,500,7,12\n2024-05-02,\"98.7\",450,10,12\n2024-05-03,0,500,12,12\n"
    let bytes = Array(text.utf8)
    let whole = try HealthExportReader().read(contentsOf: HealthFixtures.file(bytes, name: "a.csv"))
    #expect(whole.summaries.count == 3)
    let header = text.prefix { $0 != "\n" }.utf8.count
    for cut in header..<bytes.count {
      let result = try HealthExportReader().read(
        contentsOf: HealthFixtures.file(Array(bytes[..<cut]), name: "a.csv"))
      for summary in result.summaries where !whole.summaries.contains(summary) {
        Issue.record("cut at byte \(cut): \(summary) is not in the file")
        return
      }
      let complete = bytes[cut - 1] == UInt8(ascii: "\n")
      #expect(complete || !result.warnings.isEmpty, "cut at byte \(cut) without a warning")
    }
  }

  /// Old Mac line ends (a lone `\r`) are line breaks: each row is a day (this read as one
  /// header naming '500' more than once, and no day).
  @Test func carriageReturnLineEndsAreRead() throws {
    let text =
      "dateComponents,activeEnergyBurnedGoal,appleStandHours\r2024-05-01,500,7\r"
      + "2024-05-02,500,x\r2024-05-03,500,9\r"
    let result = try HealthExportReader().read(contentsOf: HealthFixtures.file(text, name: "a.csv"))
    #expect(result.summaries.map(\.appleStandHours) == [7, nil, 9])
    #expect(
      result.warnings.map(\.description) == [
        "line 3: appleStandHours is 'x', not a number; kept 2024-05-02 without it"
      ])
  }

  @Test func aCSVCutInsideQuotesIsTruncated() throws {
    let text = "dateComponents,appleStandHours\n2024-05-01,3\n2024-05-02,\"4"
    let result = try HealthExportReader().read(contentsOf: HealthFixtures.file(text, name: "a.csv"))
    #expect(result.summaries.count == 1)
    #expect(result.warnings.map(\.kind) == [.truncated])
  }
}

import Foundation
import Testing
import _ActivityRingsTestSupport

/// Nothing comes out empty without a word: an export without summaries, a range outside the
/// export, and a summary JSON without a key rings knows.
@Suite struct EmptinessTests {
  static let xml = ImportCommandTests.xml

  @Test func anExportWithoutSummariesWarnsAndExitsZero() throws {
    let folder = try RingsProcess.temporaryFolder()
    try Data("<HealthData>\n<Record type=\"x\"/>\n</HealthData>\n".utf8)
      .write(to: folder.appendingPathComponent("none.xml"))
    let result = try RingsProcess.run(["import", "none.xml"], in: folder)
    #expect(result.status == 0)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError
        == "rings: warning: 'none.xml' has no Activity summary with a readable day (no ActivitySummary element or CSV row with a dateComponents)\n"
    )
  }

  @Test func aRangeOutsideTheExportNamesTheDaysItCovers() throws {
    let imported = try RingsProcess.run(["import", Self.xml, "--since", "2030-01-01"])
    #expect(imported.status == 0)
    #expect(
      imported.standardError.hasSuffix(
        "has no Activity summary from 2030-01-01 on; it covers 2016-05-09 to 2016-05-10\n"))
    let history = try RingsProcess.run([
      "history", Self.xml, "--month", "2030-01", "--format", "svg",
    ])
    #expect(history.status == 0)
    #expect(
      history.standardError.contains(
        "no Activity summary from 2030-01-01 to 2030-01-31; it covers 2016-05-09 to 2016-05-10; drawing empty rings"
      ))
    let day = try RingsProcess.run([
      "render", "--from-export", Self.xml, "--date", "2020-01-01", "--format", "svg",
    ])
    #expect(day.status == 0)
    #expect(
      day.standardError.contains(
        "no Activity summary for 2020-01-01; it covers 2016-05-09 to 2016-05-10"))
    // Inside the export: no warning.
    let inside = try RingsProcess.run(["import", Self.xml, "--since", "2016-05-10"])
    #expect(inside.standardError.isEmpty)
  }

  @Test func aSummaryWithoutAKnownKeyIsAUsageError() throws {
    let result = try RingsProcess.run(
      ["render", "--summary", "-", "--format", "svg"], input: Data(#"{"appleStandHour": 8}"#.utf8))
    #expect(result.status == 64)
    #expect(
      result.standardError.contains(
        "has no key rings knows ('appleStandHour'): use dateComponents, activeEnergyBurned"))
    #expect(result.standardError.contains("appleStandHours, appleStandHoursGoal"))
    #expect(result.standardOutput.isEmpty)
    let mixed = try RingsProcess.run(
      ["render", "--summary", "-", "--format", "svg"],
      input: Data(#"{"appleStandHours": 8, "appleStandHourGoal": 12}"#.utf8))
    #expect(mixed.status == 0)
    #expect(
      mixed.standardError
        == "rings: warning: the summary JSON in standard input: ignored unknown key 'appleStandHourGoal'\n"
    )
  }
}

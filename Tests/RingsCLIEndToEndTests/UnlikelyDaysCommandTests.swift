import Foundation
import Testing

/// An export with days before Apple Watch, as the public sample has (1969-12-30 and -31):
/// `stats` and `report` name them in one warning and start at the first real day, unless
/// `--since` asks for them.
@Suite struct UnlikelyDaysCommandTests {
  static func export() throws -> String {
    let csv = """
      dateComponents,activeEnergyBurned,activeEnergyBurnedGoal,activeEnergyBurnedUnit,appleExerciseTime,appleExerciseTimeGoal,appleStandHours,appleStandHoursGoal
      1969-12-30,0,0,kcal,0,30,0,12
      1969-12-31,0,0,kcal,0,30,0,12
      2017-10-28,300,500,kcal,10,30,6,12
      2018-01-02,600,500,kcal,40,30,13,12

      """
    let path = try RingsProcess.temporaryFolder().appendingPathComponent("export.csv").path
    try Data(csv.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  static let warning =
    "rings: warning: 2 days before Apple Watch (2015-04-24), from the export's clock rather "
    + "than a watch: 1969-12-30, 1969-12-31; kept (--since 2015-04-24 leaves them out)\n"

  @Test func statsNameThemAndStartAtTheFirstRealDay() throws {
    let path = try Self.export()
    let stats = try RingsProcess.run(["stats", path])
    #expect(stats.status == 0)
    #expect(stats.standardError == Self.warning)
    #expect(
      stats.text.hasPrefix("Activity from 2017-10-28 to 2018-01-02: 67 days"), "\(stats.text)")
    let asked = try RingsProcess.run(["stats", path, "--since", "1969-12-30"])
    #expect(asked.text.hasPrefix("Activity from 1969-12-30 to 2018-01-02"), "\(asked.text)")
  }

  @Test func theReportsTitleStartsAtTheFirstRealYear() throws {
    let path = try Self.export()
    let page = try RingsProcess.run(["report", path, "-o", "-", "--today", "2026-12-06"])
    #expect(page.status == 0, "\(page.standardError)")
    #expect(page.standardError == Self.warning)
    #expect(page.text.contains("<title>Activity rings, 2017–2018</title>"))
  }

  @Test func importKeepsThemWithTheWarning() throws {
    let path = try Self.export()
    let imported = try RingsProcess.run(["import", path, "--format", "csv"])
    #expect(imported.status == 0)
    #expect(imported.standardError == Self.warning)
    #expect(imported.text.contains("\n1969-12-30,"))
  }
}

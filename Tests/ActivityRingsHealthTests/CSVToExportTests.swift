import ActivityRings
import ActivityRingsHealth
import Testing
import _ActivityRingsTestSupport

/// The 560 days of the CSV fixture, written as an export.xml by a test helper, read back.
@Suite struct CSVToExportTests {
  /// One `<ActivitySummary …/>` tag with the export's attribute names, absent values left out.
  static func tag(for summary: ActivitySummary) -> String {
    var attributes: [(String, String)] = []
    if let day = summary.day { attributes.append(("dateComponents", day.description)) }
    func add(_ name: String, _ value: Double?) {
      // Shortest round-tripping text, as Swift prints Doubles.
      if let value { attributes.append((name, "\(value)")) }
    }
    add("activeEnergyBurned", summary.activeEnergyBurned)
    add("activeEnergyBurnedGoal", summary.activeEnergyBurnedGoal)
    if let unit = summary.activeEnergyBurnedUnit {
      attributes.append(("activeEnergyBurnedUnit", unit.rawValue))
    }
    add("appleMoveTime", summary.appleMoveTime)
    add("appleMoveTimeGoal", summary.appleMoveTimeGoal)
    add("appleExerciseTime", summary.appleExerciseTime)
    add("appleExerciseTimeGoal", summary.appleExerciseTimeGoal)
    add("appleStandHours", summary.appleStandHours)
    add("appleStandHoursGoal", summary.appleStandHoursGoal)
    return "<ActivitySummary " + attributes.map { "\($0.0)=\"\($0.1)\"" }.joined(separator: " ")
      + "/>"
  }

  @Test func theCSVFixtureRoundTripsThroughAnExport() throws {
    let csv = try HealthExportReader().read(contentsOf: HealthExportFixtures.summaries)
    #expect(csv.summaries.count == 560)
    let xml = HealthFixtures.export(csv.summaries.map(Self.tag(for:)).joined(separator: "\n"))
    let export = try HealthExportReader().read(contentsOf: HealthFixtures.file(xml))
    // Only the epoch rows' warning, as the CSV's.
    #expect(export.warnings == csv.warnings, "\(export.warnings)")
    #expect(export.warnings.map(\.kind) == [.unlikelyDay])
    #expect(export.summaries.count == 560)
    for (read, written) in zip(export.summaries, csv.summaries) {
      #expect(read.day == written.day)
      #expect(read.activeEnergyBurned == written.activeEnergyBurned)
      #expect(read.activeEnergyBurnedGoal == written.activeEnergyBurnedGoal)
      #expect(read.appleExerciseTime == written.appleExerciseTime)
      #expect(read.appleExerciseTimeGoal == written.appleExerciseTimeGoal)
      #expect(read.appleStandHours == written.appleStandHours)
      #expect(read.appleStandHoursGoal == written.appleStandHoursGoal)
      #expect(read.appleMoveTime == written.appleMoveTime)
      #expect(read.effectiveMoveMode == written.effectiveMoveMode)
    }
  }
}

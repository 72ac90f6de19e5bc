import ActivityRings
import Testing

@testable import RingsServer

@Suite struct DaySnapshotTests {
  @Test func movesInKilojoulesWhenTheGoalIsInKilojoules() {
    let reference = ActivitySummary(
      day: day("2024-05-01"), activeEnergyBurned: 1000, activeEnergyBurnedGoal: 2000,
      activeEnergyBurnedUnit: .kilojoules)
    let snapshot = DaySnapshot(
      generation: 1, imported: [:], importedBefore: reference,
      readings: [day("2024-05-02"): [.activeEnergy: 100]])
    let summary = snapshot.summaries(goals: DefaultGoals()).first
    #expect(summary?.activeEnergyBurnedUnit == .kilojoules)
    #expect(summary?.activeEnergyBurnedGoal == 2000)
    #expect(abs((summary?.activeEnergyBurned ?? 0) - 418.4) < 1e-9)
  }

  @Test func aMoveTimeReferenceKeepsMoveTimeMode() {
    let reference = ActivitySummary(
      day: day("2024-05-01"), appleMoveTime: 20, appleMoveTimeGoal: 30)
    let snapshot = DaySnapshot(
      generation: 1, imported: [:], importedBefore: reference,
      readings: [day("2024-05-02"): [.exerciseTime: 12]])
    let summary = snapshot.summaries(goals: DefaultGoals()).first
    #expect(summary?.effectiveMoveMode == .appleMoveTime)
    #expect(summary?.appleMoveTimeGoal == 30)
    #expect(summary?.appleExerciseTime == 12)
  }

  @Test func withoutAnImportedSummaryTheConfiguredGoalsApply() {
    let snapshot = DaySnapshot(
      generation: 1, imported: [:], importedBefore: nil,
      readings: [day("2024-05-02"): [.standHours: 7]])
    let summary = snapshot.summaries(goals: DefaultGoals(move: 321, exercise: 22, stand: 9))
    #expect(
      summary == [
        ActivitySummary(
          day: day("2024-05-02"), activeEnergyBurnedGoal: 321, appleExerciseTimeGoal: 22,
          appleStandHours: 7, appleStandHoursGoal: 9)
      ])
  }

  @Test func goalsParseAndBadGoalsNameTheEntry() throws {
    #expect(try DefaultGoals(parsing: "move=600,stand=10") == DefaultGoals(move: 600, stand: 10))
    for bad in ["move=-1", "move=abc", "steps=3", "move=1,move=2", "move", ""] {
      #expect(throws: ServerSetupError.self, "\(bad)") { try DefaultGoals(parsing: bad) }
    }
  }
}

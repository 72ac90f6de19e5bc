import ActivityRings
import Foundation
import Testing

@Suite struct ActivitySummaryTests {
  @Test func progressIsValueOverGoal() throws {
    let summary = ActivitySummary(
      activeEnergyBurned: 350, activeEnergyBurnedGoal: 500, appleExerciseTime: 20,
      appleExerciseTimeGoal: 30, appleStandHours: 8, appleStandHoursGoal: 12)
    #expect(try summary.progress(of: .move) == 0.7)
    #expect(try summary.progress(of: .exercise) == 20.0 / 30.0)
    #expect(try summary.progress(of: .stand) == 8.0 / 12.0)
  }
}

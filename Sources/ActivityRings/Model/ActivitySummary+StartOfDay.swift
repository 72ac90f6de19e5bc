extension ActivitySummary {
  /// The same day before any activity: every value the summary has at 0, its goals, unit, move
  /// mode and pause kept. An animation from it to the day fills the rings from 12 o'clock, as
  /// the Fitness app does when it opens a day.
  ///
  /// ```swift
  /// let day = ActivitySummary(activeEnergyBurned: 350, activeEnergyBurnedGoal: 500)
  /// day.atStartOfDay.activeEnergyBurned      // 0
  /// day.atStartOfDay.activeEnergyBurnedGoal  // 500
  /// ```
  public var atStartOfDay: ActivitySummary {
    var start = self
    start.activeEnergyBurned = activeEnergyBurned.map { _ in 0 }
    start.appleMoveTime = appleMoveTime.map { _ in 0 }
    start.appleExerciseTime = appleExerciseTime.map { _ in 0 }
    start.appleStandHours = appleStandHours.map { _ in 0 }
    return start
  }
}

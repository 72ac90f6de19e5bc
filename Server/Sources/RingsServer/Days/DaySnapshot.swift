import ActivityRings

/// The stored days from one read of the store: the imported summaries of a range, the latest
/// imported summary before it (whose goals the range's first days may need), the Health Auto
/// Export totals of the range, and the store's generation at that read.
///
/// ```swift
/// let snapshot = try await store.snapshot(from: first, through: last)
/// let days = snapshot.summaries(goals: DefaultGoals())
/// ```
struct DaySnapshot: Sendable, Hashable {
  /// The store's generation when this was read: the same generation, the same days.
  var generation: Int64
  /// Imported summaries in the range, by day.
  var imported: [CalendarDay: ActivitySummary]
  /// The latest imported summary before the range, if any.
  var importedBefore: ActivitySummary?
  /// Health Auto Export totals in the range, by day, in kilocalories, minutes and hours.
  var readings: [CalendarDay: [HealthMetric: Double]]

  /// Each day of the range that has data, sorted by day.
  ///
  /// A day with an imported summary and no readings is that summary, as the export has it. A
  /// day with readings takes each ring's value from them (Move converted to the goal's unit),
  /// its other values from its imported summary if it has one, and its goals from the most
  /// recent imported summary on or before it, else from `goals`.
  func summaries(goals: DefaultGoals) -> [ActivitySummary] {
    let days = Set(imported.keys).union(readings.keys).sorted()
    var reference = importedBefore
    var result: [ActivitySummary] = []
    result.reserveCapacity(days.count)
    for day in days {
      let own = imported[day]
      if let own { reference = own }
      guard let totals = readings[day] else {
        if let own { result.append(own) }
        continue
      }
      result.append(Self.summary(day: day, own: own, totals: totals, reference: reference, goals))
    }
    return result
  }

  private static func summary(
    day: CalendarDay, own: ActivitySummary?, totals: [HealthMetric: Double],
    reference: ActivitySummary?, _ goals: DefaultGoals
  ) -> ActivitySummary {
    var summary = own ?? ActivitySummary(day: day)
    if own == nil {
      let unit = reference?.activeEnergyBurnedUnit
      summary.activeEnergyBurnedUnit = unit
      summary.activeEnergyBurnedGoal =
        reference?.activeEnergyBurnedGoal
        ?? goals.move * (unit == .kilojoules ? ActivityRecord.kilojoulesPerKilocalorie : 1)
      summary.appleMoveTimeGoal = reference?.appleMoveTimeGoal
      summary.moveMode = reference?.effectiveMoveMode
      summary.appleExerciseTimeGoal = reference?.appleExerciseTimeGoal ?? goals.exercise
      summary.appleStandHoursGoal = reference?.appleStandHoursGoal ?? goals.stand
    }
    if let energy = totals[.activeEnergy] {
      summary.activeEnergyBurned =
        energy
        * (summary.activeEnergyBurnedUnit == .kilojoules
          ? ActivityRecord.kilojoulesPerKilocalorie : 1)
    }
    if let exercise = totals[.exerciseTime] { summary.appleExerciseTime = exercise }
    if let stand = totals[.standHours] { summary.appleStandHours = stand }
    return summary
  }
}

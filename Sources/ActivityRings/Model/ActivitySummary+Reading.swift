extension ActivitySummary {
  /// A ring's value and goal as people give them, by the name they give them under: the keys
  /// of the inline spec (``init(spec:)``) and the options of `rings render`.
  ///
  /// ```swift
  /// var summary = ActivitySummary()
  /// summary.set(try ValueGoal(parsing: "20/30"), for: .moveTime)
  /// summary.moveMode  // .appleMoveTime
  /// ```
  public enum ReadingKey: String, Sendable, Hashable, CaseIterable {
    /// Move in kilocalories (`activeEnergyBurned`, `activeEnergyBurnedGoal`).
    case move
    /// Move in minutes, which makes the day a move-time day (`appleMoveTime`,
    /// `appleMoveTimeGoal`).
    case moveTime = "movetime"
    /// Exercise in minutes (`appleExerciseTime`, `appleExerciseTimeGoal`).
    case exercise
    /// Stand in hours (`appleStandHours`, `appleStandHoursGoal`).
    case stand
  }

  /// Sets the value and goal `key` stands for; ``ReadingKey/moveTime`` also sets ``moveMode``
  /// to ``MoveMode/appleMoveTime``.
  public mutating func set(_ reading: ValueGoal, for key: ReadingKey) {
    switch key {
    case .move:
      activeEnergyBurned = reading.value
      activeEnergyBurnedGoal = reading.goal
    case .moveTime:
      appleMoveTime = reading.value
      appleMoveTimeGoal = reading.goal
      moveMode = .appleMoveTime
    case .exercise:
      appleExerciseTime = reading.value
      appleExerciseTimeGoal = reading.goal
    case .stand:
      appleStandHours = reading.value
      appleStandHoursGoal = reading.goal
    }
  }
}

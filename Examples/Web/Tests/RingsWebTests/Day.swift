import ActivityRings

/// One day's rings as the page gives them to the module: a value and a goal per ring, nil for a
/// ring without data.
///
/// ```swift
/// let day = Day(move: .init(350, 500), exercise: .init(20, 30), stand: .init(8, 12))
/// day.arguments  // [350, 500, 20, 30, 8, 12]
/// ```
struct Day: Sendable, CustomStringConvertible {
  /// A ring's value and goal, in the ring's unit.
  struct Ring: Sendable {
    let value: Double
    let goal: Double

    init(_ value: Double, _ goal: Double) {
      self.value = value
      self.goal = goal
    }
  }

  var move: Ring?
  var exercise: Ring?
  var stand: Ring?

  /// The six numbers the module's functions take for a day, as rings.js passes them: each
  /// ring's value and goal, NaN and 0 for a ring without data.
  var arguments: [Double] {
    [move, exercise, stand].flatMap { ring in [ring?.value ?? .nan, ring?.goal ?? 0] }
  }

  /// The summary `rings render` builds from the same values (`--move-time` when `moveTime`).
  func summary(moveTime: Bool) -> ActivitySummary {
    var summary = ActivitySummary()
    if let move, moveTime {
      summary.appleMoveTime = move.value
      summary.appleMoveTimeGoal = move.goal
      summary.moveMode = .appleMoveTime
    } else if let move {
      summary.activeEnergyBurned = move.value
      summary.activeEnergyBurnedGoal = move.goal
    }
    summary.appleExerciseTime = exercise?.value
    summary.appleExerciseTimeGoal = exercise?.goal
    summary.appleStandHours = stand?.value
    summary.appleStandHoursGoal = stand?.goal
    return summary
  }

  var description: String {
    [("move", move), ("exercise", exercise), ("stand", stand)].compactMap { name, ring in
      ring.map { "\(name) \($0.value)/\($0.goal)" }
    }.joined(separator: ", ")
  }
}

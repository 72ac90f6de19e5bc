import ActivityRings

/// A summary that JSON cannot hold: a value that is not finite, which a summary read from an
/// export or checked by ``SummaryJSON`` never has.
///
/// ```swift
/// do { _ = try SummaryJSONLines.lines([ActivitySummary(appleStandHours: .infinity)]) } catch {
///   print(error)  // cannot write a day as JSON: appleStandHours is inf, which JSON cannot hold
/// }
/// ```
public struct SummaryJSONWriteError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The summary's day, when it has one.
  public var day: CalendarDay?
  /// The attribute holding the value.
  public var key: String
  /// The value.
  public var value: Double

  /// Creates the error.
  public init(day: CalendarDay?, key: String, value: Double) {
    self.day = day
    self.key = key
    self.value = value
  }

  /// The error for the first value of `summary` that is not finite (an attribute name and 0
  /// when every value is).
  init(notFiniteIn summary: ActivitySummary) {
    let values: [(String, Double?)] = [
      ("activeEnergyBurned", summary.activeEnergyBurned),
      ("activeEnergyBurnedGoal", summary.activeEnergyBurnedGoal),
      ("appleExerciseTime", summary.appleExerciseTime),
      ("appleExerciseTimeGoal", summary.appleExerciseTimeGoal),
      ("appleMoveTime", summary.appleMoveTime), ("appleMoveTimeGoal", summary.appleMoveTimeGoal),
      ("appleStandHours", summary.appleStandHours),
      ("appleStandHoursGoal", summary.appleStandHoursGoal),
    ]
    let (key, value) = values.first { !($0.1?.isFinite ?? true) } ?? ("activeEnergyBurned", 0)
    self.init(day: summary.day, key: key, value: value ?? 0)
  }

  /// One line naming the day and the attribute.
  public var description: String {
    "cannot write \(day?.description ?? "a day") as JSON: \(key) is \(value), which JSON cannot "
      + "hold"
  }
}

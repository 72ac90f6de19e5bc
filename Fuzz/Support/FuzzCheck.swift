import ActivityRings
import ActivityRingsHealth

/// The properties every import result must have, checked after each fuzz input; a failed
/// check stops the fuzzer with the input that broke it.
///
/// ```swift
/// FuzzCheck.wellFormed(result, limits: limits)
/// ```
public enum FuzzCheck {
  /// Stops the run, naming what failed, when `condition` is false.
  public static func require(
    _ condition: Bool, _ message: @autoclosure () -> String, file: StaticString = #file,
    line: UInt = #line
  ) {
    if !condition { fatalError(message(), file: file, line: line) }
  }

  /// Days strictly increasing, every summary with a day and valid values, and the counts
  /// within the limits (the warnings may have one more for dropped days and one for dropped
  /// warnings).
  public static func wellFormed(_ result: HealthImport, limits: HealthImportLimits) {
    require(result.summaries.count <= limits.maximumDays, "more days than the limit")
    require(result.warnings.count <= limits.maximumWarnings + 2, "more warnings than the limit")
    var previous: CalendarDay?
    for summary in result.summaries {
      guard let day = summary.day else {
        require(false, "a summary without a day")
        return
      }
      if let previous { require(previous < day, "days out of order or repeated: \(day)") }
      previous = day
      let values = [
        summary.activeEnergyBurned, summary.activeEnergyBurnedGoal, summary.appleMoveTime,
        summary.appleMoveTimeGoal, summary.appleExerciseTime, summary.appleExerciseTimeGoal,
        summary.appleStandHours, summary.appleStandHoursGoal,
      ]
      for value in values.compactMap({ $0 }) {
        require(value.isFinite && value >= 0 && value.sign == .plus, "a bad value \(value)")
      }
    }
    for warning in result.warnings {
      require(
        !warning.description.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F },
        "a warning with a control character: \(warning.description.debugDescription)")
    }
  }
}

import ActivityRings

/// The Health Auto Export metrics that fill the rings, by the names the app writes, each with
/// the unit the server keeps it in.
///
/// ```swift
/// HealthMetric(rawValue: "apple_exercise_time")  // .exerciseTime
/// ```
enum HealthMetric: String, Sendable, Hashable, CaseIterable {
  /// Move: active energy, kept in kilocalories (kilojoules are converted).
  case activeEnergy = "active_energy"
  /// Exercise, in minutes.
  case exerciseTime = "apple_exercise_time"
  /// Stand, in hours stood (the app counts them).
  case standHours = "apple_stand_hour"

  /// The units the app may write for this metric, and the factor that turns each into the
  /// server's unit.
  var units: [String: Double] {
    switch self {
    case .activeEnergy:
      [
        "kcal": 1, "Cal": 1, "kCal": 1, "kJ": 1 / ActivityRecord.kilojoulesPerKilocalorie,
        "kj": 1 / ActivityRecord.kilojoulesPerKilocalorie,
      ]
    case .exerciseTime: ["min": 1]
    case .standHours: ["count": 1, "hr": 1, "h": 1]
    }
  }
}

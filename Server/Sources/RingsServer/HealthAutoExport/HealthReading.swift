import ActivityRings

/// One Health Auto Export data point, in the server's unit for its metric (kilocalories,
/// minutes, hours), on the day written in its timestamp.
///
/// ```swift
/// HealthReading(metric: .activeEnergy, stamp: "2026-02-27 00:00:00 -0800",
///               day: try CalendarDay(parsing: "2026-02-27"), value: 450)
/// ```
struct HealthReading: Sendable, Hashable {
  /// What it measures.
  var metric: HealthMetric
  /// The timestamp as the app wrote it: with the metric, what makes the point the same point
  /// when it is sent again.
  var stamp: String
  /// The date written in the timestamp, whatever the server's time zone.
  var day: CalendarDay
  /// The amount, finite and ≥ 0.
  var value: Double
}

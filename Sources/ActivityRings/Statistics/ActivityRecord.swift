/// A best day: the most of one measure recorded on one day (Apple's "Move record").
///
/// ```swift
/// let best = statistics.record(of: .activeEnergy)
/// print(best?.day, best?.value, best?.unit)  // 2018-06-02 1843.6 kcal
/// ```
public struct ActivityRecord: Sendable, Hashable {
  /// What a record measures.
  public enum Measure: String, Sendable, Hashable, CaseIterable {
    /// Active energy (the Move ring in its energy mode), compared in kilocalories.
    case activeEnergy
    /// Move time in minutes (the Move ring in its move-time mode).
    case moveTime
    /// Exercise minutes.
    case exercise
    /// Stand hours.
    case stand

    /// The ring the measure fills.
    public var ring: RingKind {
      switch self {
      case .activeEnergy, .moveTime: .move
      case .exercise: .exercise
      case .stand: .stand
      }
    }
  }

  /// Kilojoules in one kilocalorie (the thermochemical calorie): energy recorded in kJ is
  /// divided by this to be compared with energy in kcal.
  public static let kilojoulesPerKilocalorie = 4.184

  /// What it measures.
  public var measure: Measure
  /// The day.
  public var day: CalendarDay
  /// The value as the day recorded it, in ``unit``.
  public var value: Double
  /// The unit of ``value``: `kcal` or `kJ` for energy, `min` for minutes, `h` for hours.
  public var unit: String
  /// The value in the unit records are compared in: kilocalories for energy, else ``value``.
  public var comparable: Double

  /// Creates a record.
  public init(measure: Measure, day: CalendarDay, value: Double, unit: String, comparable: Double) {
    self.measure = measure
    self.day = day
    self.value = value
    self.unit = unit
    self.comparable = comparable
  }

  /// The record `summary` would set for `measure`, nil when it has no such value.
  init?(_ measure: Measure, of summary: ActivitySummary, on day: CalendarDay) {
    let isMoveTime = summary.effectiveMoveMode == .appleMoveTime
    let raw: Double?
    var unit: String
    var factor = 1.0
    switch measure {
    case .activeEnergy:
      guard !isMoveTime else { return nil }
      raw = summary.activeEnergyBurned
      unit = summary.effectiveEnergyUnit.symbol
      if summary.effectiveEnergyUnit == .kilojoules { factor = 1 / Self.kilojoulesPerKilocalorie }
    case .moveTime:
      guard isMoveTime else { return nil }
      raw = summary.appleMoveTime
      unit = "min"
    case .exercise:
      raw = summary.appleExerciseTime
      unit = "min"
    case .stand:
      raw = summary.appleStandHours
      unit = "h"
    }
    guard let raw, raw.isFinite, raw >= 0 else { return nil }
    self.init(measure: measure, day: day, value: raw, unit: unit, comparable: raw * factor)
  }
}

#if !hasFeature(Embedded)
  extension ActivityRecord: Encodable {
    private enum CodingKeys: String, CodingKey { case measure, day, value, unit, kilocalories }

    /// Encodes `{"measure": "activeEnergy", "day": "2026-07-03", "value": 6276, "unit": "kJ",
    /// "kilocalories": 1500}`: `kilocalories` (``comparable``) only for active energy.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(measure.rawValue, forKey: .measure)
      try container.encode(day.description, forKey: .day)
      try container.encode(value, forKey: .value)
      try container.encode(unit, forKey: .unit)
      if measure == .activeEnergy { try container.encode(comparable, forKey: .kilocalories) }
    }
  }
#endif

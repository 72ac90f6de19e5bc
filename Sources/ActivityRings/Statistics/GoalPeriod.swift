/// A stretch of days with one goal for one ring: goals over time, one period per change.
///
/// ```swift
/// for period in statistics.goalPeriods where period.ring == .move {
///   print("\(period.first)…\(period.last): \(period.goal) \(period.unit)")
/// }
/// // 2016-04-14…2017-01-08: 500 kcal
/// // 2017-01-09…2026-08-13: 600 kcal
/// ```
///
/// Days that do not record the ring's goal (no summary, or the goal absent) neither end nor
/// start a period; a goal of 0 ("no goal") is a period of its own. A period ends where the goal
/// or its unit changes (kcal to kJ, or energy to move time).
public struct GoalPeriod: Sendable, Hashable {
  /// The ring.
  public var ring: RingKind
  /// The goal.
  public var goal: Double
  /// Its unit: `kcal`, `kJ` or `min` for Move, `min` for Exercise, `h` for Stand.
  public var unit: String
  /// The first day with this goal.
  public var first: CalendarDay
  /// The last day with this goal, before it changed (or the last day recorded).
  public var last: CalendarDay
  /// The days that recorded this goal.
  public var days: Int

  /// Creates a period.
  public init(
    ring: RingKind, goal: Double, unit: String, first: CalendarDay, last: CalendarDay, days: Int
  ) {
    self.ring = ring
    self.goal = goal
    self.unit = unit
    self.first = first
    self.last = last
    self.days = days
  }

  /// The goal and unit `summary` records for `ring`, nil when it records none (or not a finite
  /// number ≥ 0).
  static func goal(of ring: RingKind, in summary: ActivitySummary) -> (goal: Double, unit: String)?
  {
    let goal: Double?
    let unit: String
    switch ring {
    case .move where summary.effectiveMoveMode == .appleMoveTime:
      (goal, unit) = (summary.appleMoveTimeGoal, "min")
    case .move: (goal, unit) = (summary.activeEnergyBurnedGoal, summary.effectiveEnergyUnit.symbol)
    case .exercise: (goal, unit) = (summary.appleExerciseTimeGoal, "min")
    case .stand: (goal, unit) = (summary.appleStandHoursGoal, "h")
    }
    guard let goal, goal.isFinite, goal >= 0 else { return nil }
    return (goal, unit)
  }
}

#if !hasFeature(Embedded)
  extension GoalPeriod: Encodable {
    private enum CodingKeys: String, CodingKey { case ring, goal, unit, first, last, days }

    /// Encodes `{"ring": "move", "goal": 400, "unit": "kcal", "first": "2026-05-30", "last":
    /// "2026-06-12", "days": 14}`.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(ring.rawValue, forKey: .ring)
      try container.encode(goal, forKey: .goal)
      try container.encode(unit, forKey: .unit)
      try container.encode(first.description, forKey: .first)
      try container.encode(last.description, forKey: .last)
      try container.encode(days, forKey: .days)
    }
  }
#endif

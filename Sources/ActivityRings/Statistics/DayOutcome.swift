/// What one day did for one ``RingTarget``: the classification every statistic starts from.
///
/// ```swift
/// let day = ActivitySummary(
///   day: try CalendarDay(parsing: "2026-08-13"),
///   activeEnergyBurned: 520, activeEnergyBurnedGoal: 500)
/// DayOutcome(of: .move, on: day)      // .closed
/// DayOutcome(of: .exercise, on: day)  // .noData
/// DayOutcome(of: .move, on: nil)      // .missing
/// ```
///
/// The rules, in order (the first that applies wins):
///
/// 1. No summary for the day: ``missing``.
/// 2. The value reached the goal, and the goal is above 0: ``closed`` (paused or not: a ring
///    closed on a paused day counts).
/// 3. The day is paused: ``paused``.
/// 4. No value (absent, negative, NaN or infinite): ``noData``.
/// 5. No goal (absent or 0, or not a finite positive number): ``noGoal``.
/// 6. Otherwise: ``notClosed``.
///
/// For ``RingTarget/all`` the day is ``closed`` when all three rings are; otherwise ``paused``
/// on a paused day; otherwise ``noData`` when any ring has no data (a day with Move alone, say),
/// ``noGoal`` when any ring has no goal, and ``notClosed`` for the rest.
///
/// Only ``closed`` extends a streak and only ``paused`` keeps one; the rest break it. A close
/// rate counts ``closed`` and ``notClosed`` days (the days the target could be closed and that
/// count); the others are left out of it, never counted as zeros.
public enum DayOutcome: String, Sendable, Hashable, CaseIterable {
  /// The ring (or all three) closed.
  case closed
  /// The ring could be closed, and was not.
  case notClosed
  /// A paused day on which the ring did not close: it neither counts nor breaks a streak.
  case paused
  /// A value without a goal (absent or 0, as Health records before goals are set).
  case noGoal
  /// A summary without this ring's value.
  case noData
  /// No summary at all for the day.
  case missing

  /// Classifies `summary` (nil for a day without one) for `target`.
  ///
  /// - Complexity: O(1).
  public init(of target: RingTarget, on summary: ActivitySummary?) {
    guard let summary else {
      self = .missing
      return
    }
    guard let ring = target.ring else {
      let rings = RingKind.allCases.map { DayOutcome(of: RingTarget($0), on: summary) }
      if rings.allSatisfy({ $0 == .closed }) {
        self = .closed
      } else if summary.isPaused {
        self = .paused
      } else if rings.contains(.noData) {
        self = .noData
      } else if rings.contains(.noGoal) {
        self = .noGoal
      } else {
        self = .notClosed
      }
      return
    }
    let reading = summary.reading(of: ring)
    let value = reading.value.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
    let goal = reading.goal.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    if let value, let goal, value >= goal {
      self = .closed
    } else if summary.isPaused {
      self = .paused
    } else if value == nil {
      self = .noData
    } else if goal == nil {
      self = .noGoal
    } else {
      self = .notClosed
    }
  }

  /// Whether the day counts in a close rate: it was ``closed`` or ``notClosed``.
  public var counts: Bool { self == .closed || self == .notClosed }
}

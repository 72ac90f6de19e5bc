/// The figures of one month, one year, or the whole span of an ``ActivityStatistics``.
///
/// ```swift
/// for month in statistics.months {
///   let move = month.count(of: .move)
///   print(month.name, move.closed, move.rate.map { "\(Int($0 * 100))%" } ?? "no data")
/// }
/// ```
///
/// Only days inside the statistics' span count: the first and last month (and year) may be
/// partial, and ``days`` says how many of their days are in.
public struct PeriodStatistics: Sendable, Hashable {
  /// What period this is.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// One calendar month.
    case month
    /// One calendar year.
    case year
    /// The whole span.
    case all
  }

  /// Month, year or all.
  public var kind: Kind
  /// The year (of the first day, for ``Kind/all``).
  public var year: Int
  /// The month 1…12 for ``Kind/month``, else nil.
  public var month: Int?
  /// The first day counted.
  public var first: CalendarDay
  /// The last day counted.
  public var last: CalendarDay
  /// The days from ``first`` to ``last``.
  public var days: Int
  /// The days with a summary.
  public var daysWithData: Int
  /// The paused days (with a summary that says so).
  public var pausedDays: Int
  /// Each target's closed days and rate: Move, Exercise, Stand, then all three.
  public var counts: [TargetCount]
  /// Days on which Move reached at least twice its goal (300% days included).
  public var doubleMoveDays: Int
  /// Days on which Move reached at least three times its goal.
  public var tripleMoveDays: Int

  /// The days without a summary: ``days`` − ``daysWithData``.
  public var daysWithoutData: Int { days - daysWithData }

  /// The period's name: `2026-08`, `2026`, or `all` for the span.
  public var name: String {
    switch kind {
    case .month:
      let number = month ?? 0
      return "\(year)-\(number < 10 ? "0" : "")\(number)"
    case .year: return String(year)
    case .all: return "all"
    }
  }

  /// The count of `target`.
  public func count(of target: RingTarget) -> TargetCount {
    counts.first { $0.target == target } ?? TargetCount(target: target)
  }

  /// An empty period starting on `day`.
  init(kind: Kind, startingOn day: CalendarDay) {
    self.kind = kind
    year = day.year
    month = kind == .month ? day.month : nil
    first = day
    last = day
    days = 0
    daysWithData = 0
    pausedDays = 0
    counts = RingTarget.allCases.map { TargetCount(target: $0) }
    doubleMoveDays = 0
    tripleMoveDays = 0
  }

  /// Adds one day: its summary (nil without one), its outcome per target (in
  /// `RingTarget.allCases` order) and its Move progress.
  mutating func add(
    _ day: CalendarDay, summary: ActivitySummary?, outcomes: [DayOutcome], moveProgress: Double?
  ) {
    last = day
    days += 1
    if let summary {
      daysWithData += 1
      if summary.isPaused { pausedDays += 1 }
    }
    for index in counts.indices { counts[index].add(outcomes[index]) }
    if let moveProgress {
      if moveProgress >= 2 { doubleMoveDays += 1 }
      if moveProgress >= 3 { tripleMoveDays += 1 }
    }
  }
}

#if !hasFeature(Embedded)
  extension PeriodStatistics: Encodable {
    private enum CodingKeys: String, CodingKey {
      case period, kind, first, last, days, daysWithData, daysWithoutData, pausedDays
      case move, exercise, stand, all, doubleMoveDays, tripleMoveDays
    }

    /// Encodes the period's figures: `{"period": "2026-06", "kind": "month", "first":
    /// "2026-06-01", "last": "2026-06-30", "days": 30, "daysWithData": 30, "daysWithoutData": 0,
    /// "pausedDays": 0, "move": {"closed": 30, "counted": 30, "rate": 1}, "exercise": {…},
    /// "stand": {…}, "all": {…}, "doubleMoveDays": 2, "tripleMoveDays": 0}`, each target's
    /// count a ``TargetCount`` object under its name.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(name, forKey: .period)
      try container.encode(kind.rawValue, forKey: .kind)
      try container.encode(first.description, forKey: .first)
      try container.encode(last.description, forKey: .last)
      try container.encode(days, forKey: .days)
      try container.encode(daysWithData, forKey: .daysWithData)
      try container.encode(daysWithoutData, forKey: .daysWithoutData)
      try container.encode(pausedDays, forKey: .pausedDays)
      try container.encode(count(of: .move), forKey: .move)
      try container.encode(count(of: .exercise), forKey: .exercise)
      try container.encode(count(of: .stand), forKey: .stand)
      try container.encode(count(of: .all), forKey: .all)
      try container.encode(doubleMoveDays, forKey: .doubleMoveDays)
      try container.encode(tripleMoveDays, forKey: .tripleMoveDays)
    }
  }
#endif

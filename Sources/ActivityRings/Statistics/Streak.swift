/// A run of days on which a ring (or all three) closed, with only paused days between them.
///
/// ```swift
/// let statistics = ActivityStatistics(summaries: days)
/// if let streak = statistics.streaks(of: .move).longest {
///   print("\(streak.length) days, \(streak.first) to \(streak.last)")
/// }
/// ```
public struct Streak: Sendable, Hashable {
  /// The first closed day.
  public var first: CalendarDay
  /// The last closed day.
  public var last: CalendarDay
  /// How many days closed the ring: the days from ``first`` to ``last`` less the paused days
  /// between them.
  public var length: Int

  /// Creates a streak.
  public init(first: CalendarDay, last: CalendarDay, length: Int) {
    self.first = first
    self.last = last
    self.length = length
  }
}

#if !hasFeature(Embedded)
  extension Streak: Encodable {
    private enum CodingKeys: String, CodingKey { case first, last, length }

    /// Encodes `{"first": "2026-06-01", "last": "2026-07-01", "length": 31}`, days as
    /// `YYYY-MM-DD`.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(first.description, forKey: .first)
      try container.encode(last.description, forKey: .last)
      try container.encode(length, forKey: .length)
    }
  }
#endif

/// A run of consecutive calendar days, both ends included.
///
/// ```swift
/// let gap = statistics.longestGap
/// print("\(gap?.days ?? 0) days without data from \(gap?.first) to \(gap?.last)")
/// ```
public struct DayRange: Sendable, Hashable {
  /// The first day.
  public var first: CalendarDay
  /// The last day.
  public var last: CalendarDay

  /// Creates a range; `last` must not be before `first`.
  public init(first: CalendarDay, last: CalendarDay) {
    self.first = first
    self.last = last
  }

  /// How many days it holds.
  public var days: Int { last.dayNumber - first.dayNumber + 1 }
}

#if !hasFeature(Embedded)
  extension DayRange: Encodable {
    private enum CodingKeys: String, CodingKey { case first, last, days }

    /// Encodes `{"first": "2026-07-02", "last": "2026-07-04", "days": 3}`, days as
    /// `YYYY-MM-DD`.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(first.description, forKey: .first)
      try container.encode(last.description, forKey: .last)
      try container.encode(days, forKey: .days)
    }
  }
#endif

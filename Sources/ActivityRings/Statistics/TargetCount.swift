/// How often one ``RingTarget`` closed in a period, and its close rate.
///
/// ```swift
/// let move = statistics.total?.count(of: .move)
/// move?.closed   // 250
/// move?.counted  // 300
/// move?.rate     // 0.8333…
/// ```
public struct TargetCount: Sendable, Hashable {
  /// The ring, or all three (perfect days).
  public var target: RingTarget
  /// Days on which it closed.
  public var closed: Int
  /// Days that count in the rate: closed, or could have closed and did not (see
  /// ``DayOutcome/counts``). Days without data, without a goal, or paused and not closed are
  /// left out.
  public var counted: Int

  /// Creates a count.
  public init(target: RingTarget, closed: Int = 0, counted: Int = 0) {
    self.target = target
    self.closed = closed
    self.counted = counted
  }

  /// ``closed`` ÷ ``counted``, from 0 to 1; nil when no day counts (never 0 for "no data").
  public var rate: Double? { counted > 0 ? Double(closed) / Double(counted) : nil }

  /// Adds one day.
  mutating func add(_ outcome: DayOutcome) {
    if outcome == .closed { closed += 1 }
    if outcome.counts { counted += 1 }
  }
}

#if !hasFeature(Embedded)
  extension TargetCount: Encodable {
    private enum CodingKeys: String, CodingKey { case closed, counted, rate }

    /// Encodes `{"closed": 30, "counted": 31, "rate": 0.967…}`, the rate `null` when no day
    /// counts. The target is not written: a ``PeriodStatistics`` writes each count under its
    /// target's name.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(closed, forKey: .closed)
      try container.encode(counted, forKey: .counted)
      try container.encodeOrNull(rate, forKey: .rate)
    }
  }
#endif

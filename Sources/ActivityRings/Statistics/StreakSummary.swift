/// The longest and the current streak of one ``RingTarget``.
///
/// ```swift
/// let move = statistics.streaks(of: .move)
/// move.longest?.length  // 23
/// move.current?.length  // 4
/// ```
public struct StreakSummary: Sendable, Hashable {
  /// The ring, or all three.
  public var target: RingTarget
  /// The longest streak (the earliest of equals), nil when the target never closed.
  public var longest: Streak?
  /// The streak still running on the last day, nil when there is none. The last day does not
  /// break it when it is not closed, since it may still be in progress (as Apple counts today):
  /// then the streak ends the day before.
  public var current: Streak?

  /// Creates a summary.
  public init(target: RingTarget, longest: Streak?, current: Streak?) {
    self.target = target
    self.longest = longest
    self.current = current
  }
}

#if !hasFeature(Embedded)
  extension StreakSummary: Encodable {
    private enum CodingKeys: String, CodingKey { case target, longest, current }

    /// Encodes `{"target": "move", "longest": {…}, "current": null}`: each streak a
    /// ``Streak`` object, or `null` when there is none.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(target.rawValue, forKey: .target)
      try container.encodeOrNull(longest, forKey: .longest)
      try container.encodeOrNull(current, forKey: .current)
    }
  }
#endif

/// The outcome of one ``GuidelineRule`` for one picture: passed or failed, with what was measured.
///
/// ```swift
/// let result = GuidelineChecker.check(scene).result(for: .outerMargin)
/// result?.passed    // true
/// result?.measured  // "outer margin 8 pt ≥ gap 2 pt"
/// result?.line      // "✓ outer-margin: outer margin 8 pt ≥ gap 2 pt"
/// ```
///
/// Encoded as `{"measured": "…", "passed": true, "rule": "outer-margin"}`.
public struct GuidelineResult: Sendable, Hashable {
  /// The rule checked.
  public var rule: GuidelineRule
  /// Whether the picture keeps the rule.
  public var passed: Bool
  /// What was measured, in words and points, e.g. "outer margin 8 pt ≥ gap 2 pt" or
  /// "Move arc #ff0000 ≠ HIG #fa114f".
  public var measured: String

  /// Creates a result.
  public init(rule: GuidelineRule, passed: Bool, measured: String) {
    self.rule = rule
    self.passed = passed
    self.measured = measured
  }

  /// One line for a report: a check mark or a cross, the rule's id and the measurement.
  public var line: String {
    "\(passed ? "✓" : "✗") \(rule.id): \(measured)"
  }
}

#if !hasFeature(Embedded)
  extension GuidelineResult: Codable {}
#endif

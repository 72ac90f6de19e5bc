/// The outcome of checking one picture against the rules that apply to it, in the rules' order:
/// ``GuidelineRule/pictureRules`` for ``GuidelineChecker``, those of ``GuidelineRule/presetRules``
/// that a preset's layout concerns for an export preset.
///
/// ```swift
/// let report = GuidelineChecker.check(scene)
/// report.passed  // true when every rule passed
/// print(report.text)
/// // ✓ black-background: canvas #000000
/// // ✓ ring-colors: Move #fa114f, Exercise #a6ff00, Stand #00fff6 = HIG, opaque; tracks at 15%
/// // …
/// ```
public struct GuidelineReport: Sendable, Hashable, CustomStringConvertible {
  /// One result per rule checked, in report order.
  public var results: [GuidelineResult]

  /// Creates a report from results.
  ///
  /// ```swift
  /// let report = GuidelineReport(results: [
  ///   GuidelineResult(rule: .labelPresent, passed: true, measured: "no label asked for")
  /// ])
  /// ```
  public init(results: [GuidelineResult]) {
    self.results = results
  }

  /// Whether every rule passed.
  public var passed: Bool { results.allSatisfy { $0.passed } }

  /// The results that failed.
  public var failures: [GuidelineResult] { results.filter { !$0.passed } }

  /// The result of one rule, if the report has it.
  public func result(for rule: GuidelineRule) -> GuidelineResult? {
    results.first { $0.rule == rule }
  }

  /// One line per rule: `✓ id: measured` or `✗ id: measured`, separated by newlines, without a
  /// trailing one.
  public var text: String {
    results.map { $0.line }.joined(separator: "\n")
  }

  /// The ``text``.
  public var description: String { text }
}

#if !hasFeature(Embedded)
  extension GuidelineReport: Codable {}
#endif

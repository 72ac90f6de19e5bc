/// One HIG rule that applies to a preset's layout, checked on a ``PresetPicture``: passed or
/// failed, with what was measured.
///
/// ```swift
/// let picture = try PresetPicture(
///   preset: try ExportPreset.named("live-activity-lock-screen"), scale: .x2, summary: today)
/// for check in picture.checks() { print(check.line) }
/// // ✓ preset-margin: rings and values at least 14 pt from every edge (closest 14 pt)
/// // ✓ text-size: 3 lines at 22 pt, at least 11
/// // ✓ values-beside-rings: Move, Exercise, Stand beside the rings, in their colours
/// ```
///
/// The rules: `preset-margin` (wide layouts: nothing closer to an edge than the layout's
/// margin), `text-size` (no text under 11 pt), `values-beside-rings` (wide layouts: a line per
/// ring in its colour, right of the rings), `compact-snug` (compact elements against the
/// camera's side). Encoded as `rings validate` writes a guideline result:
/// `{"measured": "…", "passed": true, "rule": "preset-margin"}`.
public struct PresetCheck: Sendable, Hashable, Codable {
  /// The rule's id: `preset-margin`, `text-size`, `values-beside-rings` or `compact-snug`.
  public let rule: String
  /// Whether the picture keeps the rule.
  public let passed: Bool
  /// What was measured, in points.
  public let measured: String

  /// Creates a result.
  public init(rule: String, passed: Bool, measured: String) {
    self.rule = rule
    self.passed = passed
    self.measured = measured
  }

  /// `✓ rule: measured` or `✗ rule: measured`, as `rings validate` prints its rules.
  public var line: String {
    "\(passed ? "✓" : "✗") \(rule): \(measured)"
  }
}

import ActivityRings

/// A preset that cannot be had: a name no preset has, or a square side out of range.
///
/// ```swift
/// do { _ = try ExportPreset.named("sqaure-64") } catch { print(error) }
/// // unknown preset 'sqaure-64': did you mean 'square-64'?
/// do { _ = try ExportPreset.named("huge") } catch { print(error) }
/// // unknown preset 'huge' (known: live-activity-compact, …, square-1024)
/// ```
///
/// The suggestion is `NameSuggestion`'s, the rule every name a user types follows.
public enum ExportPresetError: Error, Sendable, Hashable, CustomStringConvertible {
  /// No built-in preset has this name; `known` lists every name.
  case unknownName(String, known: [String])
  /// A square's side is not at least 0.01 and at most ``ExportPreset/maximumSquareSide`` points.
  case invalidSide(Double)

  /// One line naming the problem.
  public var description: String {
    switch self {
    case .unknownName(let name, let known):
      if let nearest = NameSuggestion.nearest(to: name, among: known) {
        "unknown preset \(QuotedText.quoted(name)): did you mean '\(nearest)'?"
      } else {
        "unknown preset \(QuotedText.quoted(name)) (known: \(known.joined(separator: ", ")))"
      }
    case .invalidSide(let side):
      "a square's side must be at least 0.01 and at most 10000 points, not "
        + DecimalFormat(maximumFractionDigits: 2).string(side)
    }
  }
}

import ActivityRings

/// A ring's value and goal as typed on the command line: `350/500`.
///
/// ```swift
/// let move = try ValueGoal(parsing: "350/500", option: "--move")
/// move.value  // 350
/// move.goal   // 500
/// ```
package struct ValueGoal: Sendable, Hashable {
  /// The value, finite and ≥ 0.
  package var value: Double
  /// The goal, finite and ≥ 0 (0 draws an empty ring).
  package var goal: Double

  /// Parses `VALUE/GOAL`; both numbers use `.` as the decimal separator.
  ///
  /// - Throws: a usage ``CLIError`` naming the option and the text, for anything but two
  ///   finite, non-negative numbers separated by `/`.
  package init(parsing text: String, option: String) throws(CLIError) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2 else {
      throw .usage("\(option) \(QuotedText.quoted(text)) is not VALUE/GOAL (for example 350/500)")
    }
    func number(_ part: Substring, _ what: String) throws(CLIError) -> Double {
      let trimmed = part.trimmingCharacters(in: " ")
      guard let number = Double(trimmed), trimmed.allSatisfy({ "0123456789.+-eE".contains($0) })
      else {
        throw .usage(
          "\(option) \(QuotedText.quoted(text)): \(what) \(QuotedText.quoted(part)) is not a number"
        )
      }
      guard number.isFinite else {
        throw .usage("\(option) \(QuotedText.quoted(text)): \(what) is too large")
      }
      guard number >= 0 else {
        throw .usage("\(option) \(QuotedText.quoted(text)): \(what) must not be negative")
      }
      return number
    }
    value = try number(parts[0], "the value")
    goal = try number(parts[1], "the goal")
  }
}

extension Substring {
  /// The text without the given character at either end.
  func trimmingCharacters(in character: Character) -> Substring {
    var text = self
    while text.first == character { text = text.dropFirst() }
    while text.last == character { text = text.dropLast() }
    return text
  }
}

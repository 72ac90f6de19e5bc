/// A ring's value and goal as people type them: `350/500`.
///
/// ```swift
/// let move = try ValueGoal(parsing: "350/500")
/// move.value  // 350
/// move.goal   // 500
/// ```
public struct ValueGoal: Sendable, Hashable {
  /// The value, finite and ≥ 0.
  public var value: Double
  /// The goal, finite and ≥ 0 (0 draws an empty ring).
  public var goal: Double

  /// Creates a value and goal.
  public init(value: Double, goal: Double) {
    self.value = value
    self.goal = goal
  }

  /// Parses `VALUE/GOAL`: two numbers with `.` as the decimal separator, spaces around them
  /// allowed.
  ///
  /// - Throws: ``ValueGoalError`` for anything but two finite, non-negative numbers separated
  ///   by `/`.
  public init(parsing text: String) throws(ValueGoalError) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2 else { throw ValueGoalError(text: text, problem: .notValueGoal) }
    func number(_ part: Substring, _ which: ValueGoalError.Part) throws(ValueGoalError) -> Double {
      guard let number = Self.decimal(part) else {
        throw ValueGoalError(text: text, problem: .notANumber(which, String(part)))
      }
      guard number.isFinite else {
        throw ValueGoalError(text: text, problem: .tooLarge(which))
      }
      guard number >= 0 else { throw ValueGoalError(text: text, problem: .negative(which)) }
      return number
    }
    value = try number(parts[0], .value)
    goal = try number(parts[1], .goal)
  }

  /// A number as people type one, the one rule for every number a request gives: digits,
  /// `.`, signs and exponents, spaces around them ignored (no `inf`, `nan` or hexadecimal,
  /// which `Double` would read); nil for anything else. It may be too large to be finite.
  package static func decimal(_ text: Substring) -> Double? {
    let trimmed = text.trimmingCharacters(in: " ")
    guard let number = Double(trimmed), trimmed.utf8.allSatisfy(isNumberByte) else { return nil }
    return number
  }

  /// The bytes a number may be written with.
  private static func isNumberByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "+"),
      UInt8(ascii: "-"), UInt8(ascii: "e"), UInt8(ascii: "E"):
      true
    default: false
    }
  }
}

extension Substring {
  /// The text without the given character at either end.
  package func trimmingCharacters(in character: Character) -> Substring {
    var text = self
    while text.first == character { text = text.dropFirst() }
    while text.last == character { text = text.dropLast() }
    return text
  }
}

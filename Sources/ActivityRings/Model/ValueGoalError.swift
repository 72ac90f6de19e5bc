/// Why ``ValueGoal/init(parsing:)`` refused its text, told for the option or key it came from.
///
/// ```swift
/// do { _ = try ValueGoal(parsing: "350") } catch {
///   error.message(naming: "--move")  // "--move '350' is not VALUE/GOAL (for example 350/500)"
/// }
/// ```
public struct ValueGoalError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Which of the two numbers.
  public enum Part: String, Sendable, Hashable {
    /// The number before `/`.
    case value
    /// The number after `/`.
    case goal
  }

  /// What is wrong.
  public enum Problem: Sendable, Hashable {
    /// Not two parts separated by one `/`.
    case notValueGoal
    /// A part, as written, is not a number.
    case notANumber(Part, String)
    /// A part is too large to be finite.
    case tooLarge(Part)
    /// A part is below zero.
    case negative(Part)
  }

  /// The text as typed.
  public var text: String
  /// What is wrong with it.
  public var problem: Problem

  /// Creates an error.
  public init(text: String, problem: Problem) {
    self.text = text
    self.problem = problem
  }

  /// One line naming where the text came from: `--move '350/x': the goal 'x' is not a number`.
  public func message(naming source: String) -> String {
    let given = "\(source) \(QuotedText.quoted(text))"
    return switch problem {
    case .notValueGoal: "\(given) is not VALUE/GOAL (for example 350/500)"
    case .notANumber(let part, let written):
      "\(given): the \(part.rawValue) \(QuotedText.quoted(written)) is not a number"
    case .tooLarge(let part): "\(given): the \(part.rawValue) is too large"
    case .negative(let part): "\(given): the \(part.rawValue) must not be negative"
    }
  }

  /// One line: `'350' is not VALUE/GOAL (for example 350/500)`.
  public var description: String {
    String(message(naming: "").drop { $0 == " " })
  }
}

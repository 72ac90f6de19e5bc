/// Why a ``HistoryRange`` cannot be made: the field at fault, its text and why, worded by the
/// caller's names for the fields.
///
/// ```swift
/// do { _ = try HistoryRange(week: "9999-12-31") } catch {
///   error.message(naming: { "--" + $0.rawValue })
///   // "--week '9999-12-31': the week of 9999-12-31 runs past 9999-12-31, the last day there is"
/// }
/// ```
public struct HistoryRangeError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong.
  public enum Problem: Sendable, Hashable {
    /// Not exactly one of a month, a week, or a first and last day.
    case noneOrSeveral
    /// A first day without a last, or a last without a first.
    case alone
    /// A month's text that is not `YYYY-MM`.
    case notAMonth
    /// A text that names no day (or no month).
    case notADay(CalendarDayError)
    /// The week holding this day runs past the first or last day there is.
    case weekOutOfRange(CalendarDay)
    /// The last day is before the first.
    case reversed(first: CalendarDay, last: CalendarDay)
  }

  /// What is wrong.
  public var problem: Problem
  /// The field at fault; nil when it is the choice of fields.
  public var field: HistoryRange.Field?
  /// The field's text, as given.
  public var text: String

  /// Creates the error.
  public init(_ problem: Problem, field: HistoryRange.Field?, text: String) {
    self.problem = problem
    self.field = field
    self.text = text
  }

  /// One line, each field called by `name` (`--month`, `month`).
  public func message(naming name: (HistoryRange.Field) -> String) -> String {
    let given = field.map { "\(name($0)) \(QuotedText.quoted(text))" } ?? ""
    switch problem {
    case .noneOrSeveral:
      return "give one of \(name(.month)) YYYY-MM, \(name(.week)) DAY, or \(name(.from)) DAY "
        + "\(name(.to)) DAY"
    case .alone:
      return "\(name(.from)) and \(name(.to)) go together"
    case .notAMonth:
      return "\(given) is not YYYY-MM (for example 2026-11)"
    case .notADay(let error):
      return "\(given): \(error)"
    case .weekOutOfRange(let day):
      let edge = day.year > 1 ? "past 9999-12-31, the last" : "before 0001-01-01, the first"
      return "\(given): the week of \(day) runs \(edge) day there is"
    case .reversed(let first, let last):
      return "\(name(.to)) \(last) is before \(name(.from)) \(first)"
    }
  }

  /// One line, each field called by its plain name.
  public var description: String { message(naming: { $0.rawValue }) }
}

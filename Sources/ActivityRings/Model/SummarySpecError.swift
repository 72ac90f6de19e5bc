/// Why ``ActivitySummary/init(spec:)`` refused a spec, in one line that names the entry.
///
/// ```swift
/// do { _ = try ActivitySummary(spec: "move=350/500,steps=9000") } catch {
///   print(error)
///   // summary spec key 'steps' is unknown (use move, movetime, exercise, stand, date, unit, paused)
/// }
/// ```
public enum SummarySpecError: Error, Sendable, Hashable, CustomStringConvertible {
  /// An entry without `=`.
  case notKeyValue(String)
  /// A key given twice (lower-cased).
  case repeated(String)
  /// A ring's `VALUE/GOAL` that does not read.
  case value(key: String, ValueGoalError)
  /// A `date` that is not a day.
  case date(CalendarDayError)
  /// A `unit` other than kcal, Cal or kJ.
  case unit(String)
  /// A `paused` other than true or false.
  case paused(String)
  /// A key the spec does not have (lower-cased).
  case unknownKey(String)
  /// Both `move` and `movetime`.
  case bothMoveModes
  /// No entry at all; the spec as given.
  case empty(String)

  /// The keys a spec may have.
  static let keys =
    ActivitySummary.ReadingKey.allCases.map { $0.rawValue } + ["date", "unit", "paused"]

  /// One line naming the entry at fault.
  public var description: String {
    switch self {
    case .notKeyValue(let entry):
      "summary spec entry \(QuotedText.quoted(entry)) is not KEY=VALUE"
    case .repeated(let key): "summary spec names \(QuotedText.quoted(key)) twice"
    case .value(let key, let error): error.message(naming: key)
    case .date(let error): "summary spec date: \(QuotedText.line(error.description))"
    case .unit(let text): "summary spec unit \(QuotedText.quoted(text)) is not kcal, Cal or kJ"
    case .paused(let text): "summary spec paused \(QuotedText.quoted(text)) is not true or false"
    case .unknownKey(let key):
      "summary spec key \(QuotedText.quoted(key)) is unknown (use "
        + Self.keys.joined(separator: ", ") + ")"
        + UnknownNameError(name: key, known: Self.keys).didYouMean
    case .bothMoveModes: "summary spec has both move and movetime: choose one Move mode"
    case .empty(let spec): "summary spec \(QuotedText.quoted(spec)) is empty"
    }
  }
}

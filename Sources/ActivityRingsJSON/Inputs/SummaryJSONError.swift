import ActivityRings

/// Why ``SummaryJSON`` could not read a summary, told about a named input.
///
/// ```swift
/// do { _ = try SummaryJSON(reading: Array("[8]".utf8)) } catch {
///   error.message(naming: "standard input")
///   // "the summary JSON in standard input must be an object such as {"appleStandHours": 8,
///   // "appleStandHoursGoal": 12}, not a list"
/// }
/// ```
public enum SummaryJSONError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Nothing but whitespace.
  case empty
  /// Not JSON.
  case notJSON(JSONSyntaxError)
  /// JSON, but not an object.
  case notAnObject(found: JSONValue.Kind)
  /// A list of `count` days (not one), the first and last of which have these dates, when they
  /// have one.
  case notOneDay(count: Int, first: String?, last: String?)
  /// An object without any key a summary has; `unknown` are the keys it has, sorted.
  case noKnownKey(unknown: [String])
  /// A value of the wrong kind or out of range, described.
  case invalid(String)

  /// The problem in one line, naming the input: `the summary JSON in 'day.json' is empty`.
  public func message(naming source: String) -> String {
    let prefix = "the summary JSON in \(source)"
    switch self {
    case .empty:
      return "\(prefix) is empty"
    case .notJSON(let error):
      return "\(prefix) is not JSON: \(error)"
    case .notAnObject(let kind):
      return "\(prefix) must be an object such as {\"appleStandHours\": 8, "
        + "\"appleStandHoursGoal\": 12}, not \(kind)"
    case .notOneDay(let count, let first, let last):
      guard count > 0 else {
        return "\(prefix) is an empty list: it must hold one day's summary"
      }
      var span = ""
      if let first, let last { span = first == last ? " (\(first))" : " (\(first) to \(last))" }
      return "\(prefix) holds \(count) days\(span): it must hold one; "
        + "rings import EXPORT --since DAY --until DAY -o day.json writes one"
    case .noKnownKey(let unknown):
      let shown = unknown.map { QuotedText.quoted($0) }.joined(separator: ", ")
      let has = unknown.isEmpty ? "has no keys" : "has no key rings knows (\(shown))"
      return "\(prefix) \(has): use \(SummaryJSON.shownKeys.joined(separator: ", "))"
    case .invalid(let detail):
      return "\(prefix) is invalid: \(detail)"
    }
  }

  /// The problem in one line, naming the input "the input".
  public var description: String { message(naming: "the input") }
}

extension SummaryJSONError: JSONInputFailure {}

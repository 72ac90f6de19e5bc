/// Why `DrawList(json:)` could not read a draw list, told about a named input.
///
/// ```swift
/// do { _ = try DrawList(json: Array(#"{"size": true}"#.utf8)) } catch {
///   error.message(naming: "'edited.json'")
///   // "the draw list JSON in 'edited.json' is invalid: size is true: expected an object"
/// }
/// ```
public enum DrawListJSONError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Nothing but whitespace.
  case empty
  /// Not JSON.
  case notJSON(JSONSyntaxError)
  /// JSON, but not a draw list: the field, what it holds and the rule it breaks.
  case invalid(String)

  /// The problem in one line, naming the input: `the draw list JSON in 'edited.json' is empty`.
  public func message(naming source: String) -> String {
    let prefix = "the draw list JSON in \(source)"
    return switch self {
    case .empty: "\(prefix) is empty"
    case .notJSON(let error): "\(prefix) is invalid: not JSON: \(error)"
    case .invalid(let detail): "\(prefix) is invalid: \(detail)"
    }
  }

  /// The problem in one line, naming the input "the input".
  public var description: String { message(naming: "the input") }
}

extension DrawListJSONError: JSONInputFailure {}

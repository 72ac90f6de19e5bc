import ActivityRings
import Foundation

/// JSON values and parse failures in our words, for messages: never a Foundation or Swift type
/// name, and every piece of input escaped.
///
/// ```swift
/// JSONProblem.kind(of: [8])          // "a list"
/// JSONProblem.shown("x\u{1B}")       // "\"x\\u{1B}\""
/// ```
enum JSONProblem {
  /// What a `JSONSerialization` value is: "an object", "a list", "text", "a number"…
  static func kind(of value: Any) -> String {
    switch value {
    case is [String: Any]: "an object"
    case is [Any]: "a list"
    case is String: "text"
    case let number as NSNumber: isBoolean(number) ? "true or false" : "a number"
    case is NSNull: "null"
    default: "another kind of value"
    }
  }

  /// A value as it would be written in JSON, escaped and cut to 40 characters.
  static func shown(_ value: Any) -> String {
    switch value {
    case let text as String:
      let cut = text.count > 40 ? String(text.prefix(40)) + "…" : text
      return "\"" + QuotedText.line(cut.replacingOccurrences(of: "\"", with: "\\\"")) + "\""
    case let number as NSNumber:
      if isBoolean(number) { return number.boolValue ? "true" : "false" }
      return number.description
    case is NSNull: return "null"
    default: return kind(of: value)
    }
  }

  /// Why `JSONSerialization` could not parse: its own description, in lower case, without the
  /// words about Swift.
  static func parseFailure(_ error: any Error) -> String {
    let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
    guard !detail.isEmpty else { return "it is empty or cut short" }
    var text = detail.replacingOccurrences(
      of: " is not representable in Swift", with: " is too large")
    if text.hasSuffix(".") { text.removeLast() }
    return QuotedText.line(text.prefix(1).lowercased() + text.dropFirst())
  }

  /// Whether an `NSNumber` came from JSON's `true` or `false` (its type code is `c`, a C char).
  private static func isBoolean(_ number: NSNumber) -> Bool {
    String(cString: number.objCType) == "c"
  }
}

import ActivityRings

/// A JSON value as ``JSONReader`` reads it, before it is decoded into a type: for questions a
/// decoder cannot answer in our words (which keys an object has, what kind of value a key
/// holds) and for showing a value in a message.
///
/// ```swift
/// let value = try JSONReader.parse(Array(#"{"appleStandHours": 8}"#.utf8))
/// value.kind                              // "an object"
/// value.objectFields?["appleStandHours"]  // .number(literal: "8", value: 8)
/// ```
package enum JSONValue: Sendable, Hashable {
  /// An object; a key written twice keeps its last value.
  case object([String: JSONValue])
  /// An array, in order.
  case array([JSONValue])
  /// A string, its escapes decoded.
  case string(String)
  /// A number: the text as written, and its nearest `Double` (always finite).
  case number(literal: String, value: Double)
  /// `true` or `false`.
  case bool(Bool)
  /// `null`.
  case null

  /// The fields of an object, or nil for every other kind of value.
  package var objectFields: [String: JSONValue]? {
    if case .object(let fields) = self { fields } else { nil }
  }

  /// What the value is, in words for a message: "an object", "a list", "text", "a number",
  /// "true or false" or "null".
  package var kind: String {
    switch self {
    case .object: "an object"
    case .array: "a list"
    case .string: "text"
    case .number: "a number"
    case .bool: "true or false"
    case .null: "null"
    }
  }

  /// The value as it would be written in JSON for a message: text in double quotes, escaped
  /// and cut to 40 characters; a number as written; an object or list by its kind.
  ///
  /// - Complexity: O(1) apart from the text of a string, cut to 40 characters.
  package var shown: String {
    switch self {
    case .string(let text):
      let cut = text.count > 40 ? String(text.prefix(40)) + "…" : text
      var quoted = ""
      for character in cut {
        if character == "\"" { quoted += "\\\"" } else { quoted.append(character) }
      }
      return "\"" + QuotedText.line(quoted) + "\""
    case .number(let literal, _): return literal
    case .bool(let value): return value ? "true" : "false"
    case .null: return "null"
    case .object, .array: return kind
    }
  }
}

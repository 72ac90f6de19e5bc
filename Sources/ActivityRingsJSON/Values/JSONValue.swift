import ActivityRings

/// One value of a document ``JSONReader`` read: an object, an array, a string, a number, `true`,
/// `false` or `null`. It is a position in the document, not a copy: copying one is cheap, and
/// strings and numbers are decoded from the document's text when they are asked for.
///
/// ```swift
/// let value = try JSONReader.parse(Array(#"{"sizes": [40, 64], "name": "today"}"#.utf8))
/// value.kind                         // .object
/// value["name"]?.string              // "today"
/// value["sizes"]?.array?.map(\.number)  // [40, 64]
/// value["sizes"]?.shown              // "a list"
/// ```
///
/// Decode a `Decodable` type from it with ``JSONValueDecoder``.
public struct JSONValue: Sendable {
  /// The kinds of JSON value.
  public enum Kind: Sendable, Hashable, CustomStringConvertible {
    /// `{…}`
    case object
    /// `[…]`
    case array
    /// `"…"`
    case string
    /// `-1.5e3`
    case number
    /// `true` or `false`
    case bool
    /// `null`
    case null

    /// The kind in words, for a message: "an object", "a list", "text", "a number", "true or
    /// false" or "null".
    public var description: String {
      switch self {
      case .object: "an object"
      case .array: "a list"
      case .string: "text"
      case .number: "a number"
      case .bool: "true or false"
      case .null: "null"
      }
    }
  }

  let tape: JSONTape
  /// The value's entry in the tape.
  let index: Int

  init(tape: JSONTape, index: Int) {
    self.tape = tape
    self.index = index
  }

  /// What kind of value this is.
  public var kind: Kind {
    let entry = tape.entries[index]
    if entry & JSONTape.containerFlag != 0 {
      return entry & JSONTape.objectFlag != 0 ? .object : .array
    }
    switch tape.bytes[Int(entry)] {
    case UInt8(ascii: "\""): return .string
    case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
    case UInt8(ascii: "n"): return .null
    default: return .number
    }
  }

  /// The members of an object, in document order; nil for every other kind of value.
  public var object: JSONObject? {
    kind == .object ? JSONObject(tape: tape, index: index) : nil
  }

  /// The elements of an array, in order; nil for every other kind of value.
  public var array: JSONArray? {
    kind == .array ? JSONArray(tape: tape, index: index) : nil
  }

  /// The text of a string, its escapes decoded; nil for every other kind of value.
  ///
  /// - Complexity: O(the string's length).
  public var string: String? {
    kind == .string ? JSONText.string(tape.bytes, at: tape.offset(index)) : nil
  }

  /// The nearest `Double` to a number (always finite); nil for every other kind of value.
  public var number: Double? {
    kind == .number ? JSONText.number(tape.bytes, at: tape.offset(index)) : nil
  }

  /// A number's text as written (`1.50`, `2e3`); nil for every other kind of value.
  public var numberLiteral: String? {
    kind == .number ? JSONText.numberLiteral(tape.bytes, at: tape.offset(index)) : nil
  }

  /// `true` or `false`; nil for every other kind of value.
  public var bool: Bool? {
    kind == .bool ? tape.bytes[tape.offset(index)] == UInt8(ascii: "t") : nil
  }

  /// Whether the value is `null`.
  public var isNull: Bool { kind == .null }

  /// The value of an object's member named `key` (the last, if the key is written more than
  /// once); nil when there is none or this is not an object.
  ///
  /// - Complexity: O(the object's members).
  public subscript(key: String) -> JSONValue? {
    object?[key]
  }

  /// Where the value starts in the document; nil only for an empty object or array, which
  /// the reader does not keep the place of.
  ///
  /// - Complexity: O(the offset): for messages.
  public var location: JSONLocation? {
    guard let offset = startOffset else { return nil }
    return JSONLocation(offset: offset, in: tape.bytes)
  }

  /// The offset of the value's first byte: a scalar's own, or the bracket before an array's
  /// or object's first entry.
  private var startOffset: Int? {
    var entry = index
    while tape.isContainer(entry) {
      guard tape.size(entry) > 0 else { return nil }
      entry += 1
    }
    var offset = tape.offset(entry)
    // Back from the first scalar inside, over whitespace, brackets and whitespace, as many
    // brackets as containers were entered.
    for _ in 0..<(entry - index) {
      offset -= 1
      while offset > 0, [0x20, 0x09, 0x0A, 0x0D].contains(tape.bytes[offset]) { offset -= 1 }
    }
    return offset
  }

  /// The value as it would be written in JSON for a message: text in double quotes, escaped
  /// and cut to 40 characters; a number as written; an object or list by its kind.
  ///
  /// - Complexity: O(1) apart from the text of a string or number.
  public var shown: String {
    switch kind {
    case .string:
      let text = string ?? ""
      let cut = text.count > 40 ? String(text.prefix(40)) + "…" : text
      var quoted = ""
      for character in cut {
        if character == "\"" { quoted += "\\\"" } else { quoted.append(character) }
      }
      return "\"" + QuotedText.line(quoted) + "\""
    case .number:
      let literal = numberLiteral ?? ""
      return literal.count > 40 ? String(literal.prefix(40)) + "…" : literal
    case .bool: return bool == true ? "true" : "false"
    case .null: return "null"
    case .object, .array: return kind.description
    }
  }
}

import ActivityRings

/// A strict JSON reader (RFC 8259) whose failures say what is wrong and where, in one line:
/// the values a summary or draw list holds, read without Foundation.
///
/// It accepts exactly RFC 8259's grammar: one value, surrounded by spaces, tabs, line feeds or
/// carriage returns (a UTF-8 byte-order mark before it is skipped); objects, arrays, strings
/// with every escape (surrogate pairs included), numbers, `true`, `false` and `null`. It
/// rejects a trailing comma, a leading zero, a number too large for a `Double`, an unescaped
/// control character or invalid UTF-8 in a string, a lone surrogate, and anything after the
/// value. Nesting deeper than ``maximumDepth`` is refused at the bracket that goes too deep,
/// so hostile input costs no more than reading it: the reader keeps its own stack and never
/// recurses.
///
/// ```swift
/// let value = try JSONReader.parse(Array(#"{"appleStandHours": 8}"#.utf8))
/// // value == .object(["appleStandHours": .number(literal: "8", value: 8)])
///
/// try JSONReader.parse(Array(#"{"appleStandHours": 1e400}"#.utf8))
/// // throws "number 1e400 is too large at line 1, column 21"
/// ```
///
/// - Complexity: O(n) time in the input's length; O(n) memory for the values (O(depth) with
///   `keepingValues: false`).
package struct JSONReader {
  /// The deepest nesting of arrays and objects accepted, as in Foundation's `JSONDecoder`.
  package static let maximumDepth = 512

  /// Reads one JSON value from `bytes` (UTF-8).
  ///
  /// - Parameters:
  ///   - keepingValues: false to only check the syntax, without keeping arrays and objects
  ///     (every container then reads as `.null`): for finding the place of an error in a
  ///     large document.
  ///   - maximumDepth: the deepest nesting accepted.
  /// - Throws: ``JSONSyntaxError`` at the first byte that is not JSON.
  package static func parse(
    _ bytes: [UInt8], keepingValues: Bool = true, maximumDepth: Int = Self.maximumDepth
  ) throws(JSONSyntaxError) -> JSONValue {
    var reader = JSONReader(bytes: bytes, keepsValues: keepingValues, maximumDepth: maximumDepth)
    return try reader.document()
  }

  /// An array or object whose values are being read.
  private struct Container {
    var isObject: Bool
    var items: [JSONValue] = []
    var fields: [String: JSONValue] = [:]
    /// The key whose value is read next (objects).
    var key = ""
  }

  private let bytes: [UInt8]
  private let keepsValues: Bool
  private let maximumDepth: Int
  private var index = 0

  private init(bytes: [UInt8], keepsValues: Bool, maximumDepth: Int) {
    self.bytes = bytes
    self.keepsValues = keepsValues
    self.maximumDepth = maximumDepth
  }

  private mutating func document() throws(JSONSyntaxError) -> JSONValue {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    skipWhitespace()
    var open: [Container] = []
    var value: JSONValue
    reading: while true {
      // A value starts here, after any whitespace.
      guard index < bytes.count else { throw expected("a value") }
      switch bytes[index] {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        let isObject = bytes[index] == UInt8(ascii: "{")
        guard open.count < maximumDepth else {
          throw JSONSyntaxError(
            "more than \(maximumDepth) nested lists and objects", at: index, in: bytes)
        }
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: isObject ? "}" : "]") {
          index += 1
          value = isObject ? .object([:]) : .array([])
        } else {
          var container = Container(isObject: isObject)
          if isObject { container.key = try key() }
          open.append(container)
          continue reading
        }
      default:
        value = try scalar()
      }
      // A value is complete: it goes into its container; a container that ends here is the
      // next complete value.
      while !open.isEmpty {
        let last = open.count - 1
        let isObject = open[last].isObject
        if keepsValues {
          if isObject {
            let key = open[last].key
            open[last].fields[key] = value
          } else {
            open[last].items.append(value)
          }
        }
        skipWhitespace()
        let closing = UInt8(ascii: isObject ? "}" : "]")
        guard index < bytes.count, bytes[index] == UInt8(ascii: ",") || bytes[index] == closing
        else {
          throw expected(
            isObject ? "',' or '}' after a value in an object" : "',' or ']' in a list")
        }
        index += 1
        if bytes[index - 1] == UInt8(ascii: ",") {
          skipWhitespace()
          if isObject { open[last].key = try key() }
          continue reading
        }
        let container = open.removeLast()
        value =
          !keepsValues ? .null : isObject ? .object(container.fields) : .array(container.items)
      }
      skipWhitespace()
      guard index == bytes.count else { throw expected("nothing after the value") }
      return value
    }
  }

  /// A key, its colon and the whitespace after it, in an object.
  private mutating func key() throws(JSONSyntaxError) -> String {
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
      throw expected("a key in double quotes")
    }
    let key = try string()
    skipWhitespace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
      throw expected("':' after the key")
    }
    index += 1
    skipWhitespace()
    return key
  }

  /// A string, number, `true`, `false` or `null`.
  private mutating func scalar() throws(JSONSyntaxError) -> JSONValue {
    switch bytes[index] {
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    case UInt8(ascii: "t"): return try word("true", value: .bool(true))
    case UInt8(ascii: "f"): return try word("false", value: .bool(false))
    case UInt8(ascii: "n"): return try word("null", value: .null)
    default: throw expected("a value")
    }
  }

  private mutating func word(_ word: String, value: JSONValue) throws(JSONSyntaxError) -> JSONValue
  {
    let end = index + word.utf8.count
    guard end <= bytes.count, bytes[index..<end].elementsEqual(word.utf8),
      end == bytes.count || !Self.isWordByte(bytes[end])
    else { throw expected("a value") }
    index = end
    return value
  }

  /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, finite as a `Double`.
  private mutating func number() throws(JSONSyntaxError) -> JSONValue {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    let integer = index
    let count = digits()
    guard count > 0 else { throw expected("a digit after '-'") }
    if count > 1, bytes[integer] == UInt8(ascii: "0") {
      throw JSONSyntaxError(
        "a number with a leading zero", at: start, in: bytes, found: found(at: start))
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { throw expected("a digit after '.'") }
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard digits() > 0 else { throw expected("a digit in the exponent") }
    }
    let literal = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(literal), value.isFinite else {
      let shown = literal.count > 40 ? literal.prefix(40) + "…" : literal
      throw JSONSyntaxError(
        "number \(shown) is too large", at: start, in: bytes,
        hint: "the largest a number may be is about 1.8e308")
    }
    return .number(literal: literal, value: value)
  }

  /// Skips ASCII digits; returns how many.
  private mutating func digits() -> Int {
    let start = index
    while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
      index += 1
    }
    return index - start
  }

  /// A string from its opening quote, escapes decoded, UTF-8 checked.
  private mutating func string() throws(JSONSyntaxError) -> String {
    let opening = index
    index += 1
    var decoded: [UInt8] = []
    var run = index
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        decoded += bytes[run..<index]
        index += 1
        return String(decoding: decoded, as: UTF8.self)
      case UInt8(ascii: "\\"):
        decoded += bytes[run..<index]
        try escape(into: &decoded)
        run = index
      case 0..<0x20:
        throw JSONSyntaxError(
          "control character U+\(Self.hex(byte, width: 4)) in text", at: index, in: bytes,
          hint: "write it as an escape (\\u\(Self.hex(byte, width: 4)))")
      case 0x80...:
        guard let (_, length) = Self.scalar(in: bytes, at: index) else {
          throw JSONSyntaxError(
            "invalid UTF-8 (byte 0x\(Self.hex(byte, width: 2))) in text", at: index, in: bytes)
        }
        index += length
      default:
        index += 1
      }
    }
    throw JSONSyntaxError(
      "text without a closing double quote", at: opening, in: bytes)
  }

  /// One escape from its backslash, appended to `decoded` as UTF-8.
  private mutating func escape(into decoded: inout [UInt8]) throws(JSONSyntaxError) {
    let backslash = index
    index += 1
    guard index < bytes.count else {
      throw JSONSyntaxError("the input ends inside an escape in text", at: backslash, in: bytes)
    }
    let simple: UInt8? =
      switch bytes[index] {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): bytes[index]
      case UInt8(ascii: "b"): 0x08
      case UInt8(ascii: "f"): 0x0C
      case UInt8(ascii: "n"): 0x0A
      case UInt8(ascii: "r"): 0x0D
      case UInt8(ascii: "t"): 0x09
      default: nil
      }
    if let simple {
      decoded.append(simple)
      index += 1
      return
    }
    guard bytes[index] == UInt8(ascii: "u") else {
      let escape = Self.scalar(in: bytes, at: index).map { "\\" + String(Character($0.scalar)) }
      throw JSONSyntaxError(
        "invalid escape \(escape.map { "'\($0)' " } ?? "")in text", at: backslash, in: bytes,
        hint: #"use \", \\, \/, \b, \f, \n, \r, \t or \u and four hexadecimal digits"#)
    }
    let unit = try unicodeEscape(at: backslash)
    var scalar = unit
    switch unit {
    case 0xD800...0xDBFF:
      let low = index
      guard bytes[low...].starts(with: #"\u"#.utf8), let second = Self.hexValue(bytes, at: low + 2),
        (0xDC00...0xDFFF).contains(second)
      else {
        throw JSONSyntaxError(
          "'\(escapeText(at: backslash))' is half a surrogate pair", at: backslash, in: bytes,
          hint: #"its second half ('\uDC00' to '\uDFFF') must follow it"#)
      }
      index = low + 6
      scalar = 0x10000 + ((unit - 0xD800) << 10) + (second - 0xDC00)
    case 0xDC00...0xDFFF:
      throw JSONSyntaxError(
        "'\(escapeText(at: backslash))' is half a surrogate pair", at: backslash, in: bytes,
        hint: #"its first half ('\uD800' to '\uDBFF') must come right before it"#)
    default: break
    }
    // Every value left is a scalar: surrogates are paired above.
    if let character = Unicode.Scalar(scalar) { decoded += Array(String(character).utf8) }
  }

  /// The four hexadecimal digits of `\uXXXX` at `backslash`, the index moved past them.
  private mutating func unicodeEscape(at backslash: Int) throws(JSONSyntaxError) -> UInt32 {
    guard let value = Self.hexValue(bytes, at: backslash + 2) else {
      let end = min(bytes.count, backslash + 6)
      let written = String(decoding: bytes[backslash..<end], as: UTF8.self)
      throw JSONSyntaxError(
        "invalid escape '\(written)' in text", at: backslash, in: bytes,
        hint: #"\u takes four hexadecimal digits"#)
    }
    index = backslash + 6
    return value
  }

  /// `\uXXXX` as written at `backslash`.
  private func escapeText(at backslash: Int) -> String {
    String(decoding: bytes[backslash..<(backslash + 6)], as: UTF8.self)
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  /// "expected …" at the current index, with what is there instead.
  private func expected(_ what: String) -> JSONSyntaxError {
    JSONSyntaxError("expected \(what)", at: index, in: bytes, found: found(at: index))
  }

  /// What the input holds at `offset`, for a message: "found 'not'", "found '}'", "found the
  /// end", "found the byte 0xFF".
  private func found(at offset: Int) -> String {
    guard offset < bytes.count else { return "found the end" }
    var end = offset
    while end < bytes.count, Self.isWordByte(bytes[end]) { end += 1 }
    if end > offset {
      let word = String(decoding: bytes[offset..<min(end, offset + 20)], as: UTF8.self)
      return "found " + QuotedText.quoted(end - offset > 20 ? word + "…" : word)
    }
    guard let (scalar, _) = Self.scalar(in: bytes, at: offset) else {
      return "found the byte 0x\(Self.hex(bytes[offset], width: 2)), which is not UTF-8"
    }
    return "found " + QuotedText.quoted(String(Character(scalar)))
  }

  /// Letters, digits and the characters of a number: what reads as one word in a message.
  private static func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"),
      UInt8(ascii: "."), UInt8(ascii: "_"):
      true
    default: false
    }
  }

  /// The Unicode scalar whose UTF-8 starts at `offset`, and its length in bytes; nil where the
  /// bytes are not UTF-8 (overlong, a surrogate, cut short…).
  private static func scalar(in bytes: [UInt8], at offset: Int) -> (
    scalar: Unicode.Scalar, length: Int
  )? {
    var iterator = bytes[offset...].makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    guard case .valid(let encoded) = parser.parseScalar(from: &iterator) else { return nil }
    return (Unicode.UTF8.decode(encoded), encoded.count)
  }

  /// Four hexadecimal digits at `offset`, or nil.
  private static func hexValue(_ bytes: [UInt8], at offset: Int) -> UInt32? {
    guard offset + 4 <= bytes.count else { return nil }
    var value: UInt32 = 0
    for byte in bytes[offset..<(offset + 4)] {
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      value = value << 4 | UInt32(digit)
    }
    return value
  }

  private static func hex(_ byte: UInt8, width: Int) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}

import ActivityRings

/// The byte-level grammar of JSON's strings, numbers and words, shared by ``JSONReader``, which
/// checks each one once, and ``JSONValue``, which decodes one when it is asked for: the same code
/// checks and decodes, so what was accepted always decodes.
enum JSONText {
  // MARK: - Strings

  /// Reads the string whose opening quote is at `opening`, checking escapes and UTF-8.
  ///
  /// - Parameters:
  ///   - decoding: whether to write the decoded text into `decoded`; false only checks.
  ///   - decoded: receives the decoded UTF-8 when `decoding` and the string holds an escape;
  ///     left empty without escapes, where the bytes between the quotes are the text.
  /// - Returns: the index after the closing quote, and whether the string holds an escape.
  /// - Throws: ``JSONSyntaxError`` at the first byte that is not allowed.
  static func scanString(
    _ bytes: [UInt8], at opening: Int, decoding: Bool, into decoded: inout [UInt8]
  ) throws(JSONSyntaxError) -> (end: Int, escaped: Bool) {
    var index = opening + 1
    var run = index
    var escaped = false
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        if decoding, escaped { decoded += bytes[run..<index] }
        return (index + 1, escaped)
      case UInt8(ascii: "\\"):
        if decoding { decoded += bytes[run..<index] }
        escaped = true
        index = try escape(bytes, at: index, decoding: decoding, into: &decoded)
        run = index
      case 0..<0x20:
        throw JSONSyntaxError(
          "control character U+\(hex(byte, width: 4)) in text", at: index, in: bytes,
          hint: "write it as an escape (\\u\(hex(byte, width: 4)))")
      case 0x80...:
        guard let (_, length) = scalar(in: bytes, at: index) else {
          throw JSONSyntaxError(
            "invalid UTF-8 (byte 0x\(hex(byte, width: 2))) in text", at: index, in: bytes)
        }
        index += length
      default:
        index += 1
      }
    }
    throw JSONSyntaxError("text without a closing double quote", at: opening, in: bytes)
  }

  /// The text of the string whose opening quote is at `opening`, escapes decoded; nil if it is
  /// not a string ``JSONReader`` accepted.
  static func string(_ bytes: [UInt8], at opening: Int) -> String? {
    var decoded: [UInt8] = []
    guard let (end, escaped) = try? scanString(bytes, at: opening, decoding: true, into: &decoded)
    else { return nil }
    if escaped { return String(decoding: decoded, as: UTF8.self) }
    return String(decoding: bytes[(opening + 1)..<(end - 1)], as: UTF8.self)
  }

  /// Whether the string whose opening quote is at `opening` is `name`, without making a
  /// `String` unless it holds an escape.
  ///
  /// - Complexity: O(`name`'s length) without escapes.
  static func string(_ bytes: [UInt8], at opening: Int, equals name: String) -> Bool {
    var index = opening + 1
    for byte in name.utf8 {
      guard index < bytes.count, bytes[index] != UInt8(ascii: "\\") else {
        return string(bytes, at: opening) == name
      }
      guard bytes[index] == byte else { return false }
      index += 1
    }
    guard index < bytes.count else { return false }
    if bytes[index] == UInt8(ascii: "\\") { return string(bytes, at: opening) == name }
    return bytes[index] == UInt8(ascii: "\"")
  }

  /// One escape from its backslash, appended to `decoded` as UTF-8 when `decoding`.
  ///
  /// - Returns: the index after the escape.
  private static func escape(
    _ bytes: [UInt8], at backslash: Int, decoding: Bool, into decoded: inout [UInt8]
  ) throws(JSONSyntaxError) -> Int {
    let index = backslash + 1
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
      if decoding { decoded.append(simple) }
      return index + 1
    }
    guard bytes[index] == UInt8(ascii: "u") else {
      let escape = scalar(in: bytes, at: index).map { "\\" + String(Character($0.scalar)) }
      throw JSONSyntaxError(
        "invalid escape \(escape.map { "'\($0)' " } ?? "")in text", at: backslash, in: bytes,
        hint: #"use \", \\, \/, \b, \f, \n, \r, \t or \u and four hexadecimal digits"#)
    }
    guard let unit = hexValue(bytes, at: backslash + 2) else {
      let end = min(bytes.count, backslash + 6)
      let written = String(decoding: bytes[backslash..<end], as: UTF8.self)
      throw JSONSyntaxError(
        "invalid escape '\(written)' in text", at: backslash, in: bytes,
        hint: #"\u takes four hexadecimal digits"#)
    }
    var end = backslash + 6
    var scalar = unit
    let written = String(decoding: bytes[backslash..<end], as: UTF8.self)
    switch unit {
    case 0xD800...0xDBFF:
      guard bytes[end...].starts(with: #"\u"#.utf8), let second = hexValue(bytes, at: end + 2),
        (0xDC00...0xDFFF).contains(second)
      else {
        throw JSONSyntaxError(
          "'\(written)' is half a surrogate pair", at: backslash, in: bytes,
          hint: #"its second half ('\uDC00' to '\uDFFF') must follow it"#)
      }
      end += 6
      scalar = 0x10000 + ((unit - 0xD800) << 10) + (second - 0xDC00)
    case 0xDC00...0xDFFF:
      throw JSONSyntaxError(
        "'\(written)' is half a surrogate pair", at: backslash, in: bytes,
        hint: #"its first half ('\uD800' to '\uDBFF') must come right before it"#)
    default: break
    }
    // Every value left is a scalar: surrogates are paired above.
    if decoding, let character = Unicode.Scalar(scalar) {
      decoded += Array(String(character).utf8)
    }
    return end
  }

  // MARK: - Numbers

  /// Checks the number starting at `start`: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]?
  /// [0-9]+)?`, finite as a `Double`.
  ///
  /// - Returns: the index after it.
  /// - Complexity: O(its length); a `Double` is made only for a number within a factor of ten
  ///   of the largest one.
  static func scanNumber(_ bytes: [UInt8], at start: Int) throws(JSONSyntaxError) -> Int {
    var index = start
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    let integer = index
    index = digits(bytes, from: index)
    let integerDigits = index - integer
    guard integerDigits > 0 else {
      throw expected("a digit after '-'", at: index, in: bytes)
    }
    if integerDigits > 1, bytes[integer] == UInt8(ascii: "0") {
      throw JSONSyntaxError(
        "a number with a leading zero", at: start, in: bytes, found: found(at: start, in: bytes))
    }
    // The power of ten of the first digit that is not 0, without the exponent; nil for zero.
    var magnitude: Int? = bytes[integer] == UInt8(ascii: "0") ? nil : integerDigits - 1
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      let fraction = index + 1
      index = digits(bytes, from: fraction)
      guard index > fraction else { throw expected("a digit after '.'", at: index, in: bytes) }
      if magnitude == nil, let first = bytes[fraction..<index].firstIndex(where: { $0 != 48 }) {
        magnitude = fraction - first - 1
      }
    }
    var exponent = 0
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      var sign = 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        if bytes[index] == UInt8(ascii: "-") { sign = -1 }
        index += 1
      }
      let first = index
      index = digits(bytes, from: first)
      guard index > first else { throw expected("a digit in the exponent", at: index, in: bytes) }
      for byte in bytes[first..<index] {
        // Past a million the value is 0 or infinite either way: stop counting.
        exponent = min(exponent * 10 + Int(byte - UInt8(ascii: "0")), 1_000_000)
      }
      exponent *= sign
    }
    // The largest Double is about 1.8e308: below 1e308 a number is finite, from 1e309 it is
    // not, and only in between does it take reading.
    if let magnitude, magnitude + exponent >= 308 {
      let literal = String(decoding: bytes[start..<index], as: UTF8.self)
      if magnitude + exponent > 308 || !(Double(literal)?.isFinite ?? false) {
        let shown = literal.count > 40 ? literal.prefix(40) + "…" : literal
        throw JSONSyntaxError(
          "number \(shown) is too large", at: start, in: bytes,
          hint: "the largest a number may be is about 1.8e308")
      }
    }
    return index
  }

  /// The number ``JSONReader`` accepted at `start`, as the nearest `Double`.
  static func number(_ bytes: [UInt8], at start: Int) -> Double? {
    let end = numberEnd(bytes, at: start)
    // Whole numbers of up to 15 digits are exact as a Double: no text to make.
    var index = start
    let negative = bytes[index] == UInt8(ascii: "-")
    if negative { index += 1 }
    if end - index <= 15, bytes[index..<end].allSatisfy({ (48...57).contains($0) }) {
      var value = 0
      for byte in bytes[index..<end] { value = value * 10 + Int(byte - 48) }
      return negative ? -Double(value) : Double(value)
    }
    return Double(String(decoding: bytes[start..<end], as: UTF8.self))
  }

  /// The text of the number at `start`, as written.
  static func numberLiteral(_ bytes: [UInt8], at start: Int) -> String {
    String(decoding: bytes[start..<numberEnd(bytes, at: start)], as: UTF8.self)
  }

  /// The index after the number ``JSONReader`` accepted at `start`.
  private static func numberEnd(_ bytes: [UInt8], at start: Int) -> Int {
    var end = start
    while end < bytes.count {
      switch bytes[end] {
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"),
        UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
        end += 1
      default:
        return end
      }
    }
    return end
  }

  /// The index after the ASCII digits from `index`.
  private static func digits(_ bytes: [UInt8], from index: Int) -> Int {
    var end = index
    while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) {
      end += 1
    }
    return end
  }

  // MARK: - Messages

  /// "expected …" at `offset`, with what is there instead.
  static func expected(_ what: String, at offset: Int, in bytes: [UInt8]) -> JSONSyntaxError {
    JSONSyntaxError("expected \(what)", at: offset, in: bytes, found: found(at: offset, in: bytes))
  }

  /// What the input holds at `offset`, for a message: "found 'not'", "found '}'", "found the
  /// end", "found the byte 0xFF".
  static func found(at offset: Int, in bytes: [UInt8]) -> String {
    guard offset < bytes.count else { return "found the end" }
    var end = offset
    while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
    if end > offset {
      let word = String(decoding: bytes[offset..<min(end, offset + 20)], as: UTF8.self)
      return "found " + QuotedText.quoted(end - offset > 20 ? word + "…" : word)
    }
    guard let (scalar, _) = scalar(in: bytes, at: offset) else {
      return "found the byte 0x\(hex(bytes[offset], width: 2)), which is not UTF-8"
    }
    return "found " + QuotedText.quoted(String(Character(scalar)))
  }

  /// Letters, digits and the characters of a number: what reads as one word in a message.
  static func isWordByte(_ byte: UInt8) -> Bool {
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
  static func scalar(in bytes: [UInt8], at offset: Int) -> (scalar: Unicode.Scalar, length: Int)? {
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

  static func hex(_ byte: UInt8, width: Int) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}

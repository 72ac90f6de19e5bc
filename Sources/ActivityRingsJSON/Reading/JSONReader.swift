/// A strict JSON reader (RFC 8259) whose failures say what is wrong and where, in one line,
/// without Foundation.
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
/// value["appleStandHours"]?.number  // 8
///
/// try JSONReader.parse(Array(#"{"appleStandHours": 1e400}"#.utf8))
/// // throws "number 1e400 is too large at line 1, column 21"
/// ```
///
/// The document is read once. What is kept is compact: the bytes, and 4 bytes per value in
/// document order (see ``JSONValue``); strings and numbers are decoded when asked for. A value
/// therefore never costs more than twice its text: `[1,1,…]` takes 2 bytes of text and 4 of
/// index per element, so the bytes and the index together are at most 3 times the input.
///
/// - Complexity: O(n) time in the input's length; memory: the input, and at most 2n bytes
///   more.
public enum JSONReader {
  /// The deepest nesting of arrays and objects accepted, as in Foundation's `JSONDecoder`.
  public static let maximumDepth = 512

  /// The longest input read: 2 GiB less a byte, so that every offset fits the 31 bits an
  /// index entry gives it.
  public static let maximumLength = Int(Int32.max)

  /// Reads one JSON value from `bytes` (UTF-8).
  ///
  /// - Parameters:
  ///   - bytes: the document, UTF-8.
  ///   - maximumDepth: the deepest nesting accepted.
  /// - Returns: the document's value; it keeps `bytes`.
  /// - Throws: ``JSONSyntaxError`` at the first byte that is not JSON, or for an input longer
  ///   than ``maximumLength``.
  public static func parse(
    _ bytes: [UInt8], maximumDepth: Int = Self.maximumDepth
  ) throws(JSONSyntaxError) -> JSONValue {
    guard bytes.count <= maximumLength else {
      throw JSONSyntaxError(
        problem: "the input is \(bytes.count) bytes, longer than the \(maximumLength) this "
          + "reader takes", location: JSONLocation(offset: 0, line: 1, column: 1))
    }
    var reader = Reader(bytes: bytes, maximumDepth: maximumDepth)
    let entries = try reader.document()
    return JSONValue(tape: JSONTape(bytes: bytes, entries: entries), index: 0)
  }

  /// One reading: the position and the entries made so far.
  private struct Reader {
    let bytes: [UInt8]
    let maximumDepth: Int
    var index = 0
    var entries: [UInt32] = []

    init(bytes: [UInt8], maximumDepth: Int) {
      self.bytes = bytes
      self.maximumDepth = maximumDepth
      // A value takes at least one byte and one separator, so there are at most
      // (n + 1) / 2 entries: reserved once, the index is never copied while it grows (the
      // pages it does not use are never touched).
      entries.reserveCapacity((bytes.count + 1) / 2 + 1)
    }

    mutating func document() throws(JSONSyntaxError) -> [UInt32] {
      if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
      skipWhitespace()
      // The entries of the arrays and objects being read, innermost last.
      var open: [Int] = []
      reading: while true {
        // A value starts here, after any whitespace.
        guard index < bytes.count else { throw JSONText.expected("a value", at: index, in: bytes) }
        let byte = bytes[index]
        if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
          let isObject = byte == UInt8(ascii: "{")
          guard open.count < maximumDepth else {
            throw JSONSyntaxError(
              "more than \(maximumDepth) nested lists and objects", at: index, in: bytes)
          }
          entries.append(JSONTape.containerFlag | (isObject ? JSONTape.objectFlag : 0))
          index += 1
          skipWhitespace()
          if index < bytes.count, bytes[index] == UInt8(ascii: isObject ? "}" : "]") {
            index += 1
          } else {
            open.append(entries.count - 1)
            if isObject { try key() }
            continue reading
          }
        } else {
          try scalar()
        }
        // A value is complete; a container that ends here is the next complete value.
        while let last = open.last {
          let isObject = entries[last] & JSONTape.objectFlag != 0
          skipWhitespace()
          let closing = UInt8(ascii: isObject ? "}" : "]")
          guard index < bytes.count, bytes[index] == UInt8(ascii: ",") || bytes[index] == closing
          else {
            throw JSONText.expected(
              isObject ? "',' or '}' after a value in an object" : "',' or ']' in a list",
              at: index, in: bytes)
          }
          index += 1
          if bytes[index - 1] == UInt8(ascii: ",") {
            skipWhitespace()
            if isObject { try key() }
            continue reading
          }
          open.removeLast()
          entries[last] |= UInt32(entries.count - last - 1)
        }
        skipWhitespace()
        guard index == bytes.count else {
          throw JSONText.expected("nothing after the value", at: index, in: bytes)
        }
        return entries
      }
    }

    /// A key, its colon and the whitespace after it, in an object.
    private mutating func key() throws(JSONSyntaxError) {
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw JSONText.expected("a key in double quotes", at: index, in: bytes)
      }
      try scalar()
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw JSONText.expected("':' after the key", at: index, in: bytes)
      }
      index += 1
      skipWhitespace()
    }

    /// A string, number, `true`, `false` or `null`: checked, and its offset kept.
    private mutating func scalar() throws(JSONSyntaxError) {
      let start = index
      switch bytes[index] {
      case UInt8(ascii: "\""):
        var unused: [UInt8] = []
        index = try JSONText.scanString(bytes, at: index, decoding: false, into: &unused).end
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        index = try JSONText.scanNumber(bytes, at: index)
      case UInt8(ascii: "t"): try word("true")
      case UInt8(ascii: "f"): try word("false")
      case UInt8(ascii: "n"): try word("null")
      default: throw JSONText.expected("a value", at: index, in: bytes)
      }
      entries.append(UInt32(start))
    }

    private mutating func word(_ word: StaticString) throws(JSONSyntaxError) {
      let end = index + word.utf8CodeUnitCount
      guard end <= bytes.count,
        word.withUTF8Buffer({ bytes[index..<end].elementsEqual($0) }),
        end == bytes.count || !JSONText.isWordByte(bytes[end])
      else { throw JSONText.expected("a value", at: index, in: bytes) }
      index = end
    }

    private mutating func skipWhitespace() {
      while index < bytes.count {
        switch bytes[index] {
        case 0x20, 0x09, 0x0A, 0x0D: index += 1
        default: return
        }
      }
    }
  }
}

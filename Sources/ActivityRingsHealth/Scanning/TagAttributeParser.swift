/// Splits the inside of one start tag (the bytes after its name, without the closing `>`) into
/// attribute names and decoded values. Either quote style is accepted, attributes may be spread
/// over several lines, and an unquoted value is read up to the next space.
///
/// ```swift
/// let attributes = try TagAttributeParser.parse(Array(#" a="1" b='x&amp;y'/"#.utf8))
/// // [("a", "1"), ("b", "x&y")]
/// ```
enum TagAttributeParser {
  /// Why a tag's inside could not be read; the text completes "malformed tag: …".
  struct Failure: Error, Equatable {
    var reason: String
  }

  /// The attributes in order, as (name, value) pairs.
  ///
  /// - Throws: ``Failure`` when a name has no `=`, a value is missing, or a quote is not closed.
  /// - Complexity: O(`bytes.count`).
  static func parse(_ bytes: [UInt8]) throws(Failure) -> [(name: String, value: String)] {
    var attributes: [(name: String, value: String)] = []
    var index = 0
    func skipSpace() {
      // Any control byte counts as space between attributes, stray ones included.
      while index < bytes.count, bytes[index] <= 0x20 { index += 1 }
    }
    while true {
      skipSpace()
      guard index < bytes.count else { return attributes }
      if bytes[index] == UInt8(ascii: "/") {
        index += 1
        skipSpace()
        guard index == bytes.count else {
          throw Failure(reason: "text after '/'")
        }
        return attributes
      }
      let nameStart = index
      while index < bytes.count, !isNameEnd(bytes[index]) { index += 1 }
      let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
      guard !name.isEmpty else {
        throw Failure(reason: "unexpected '\(Character(Unicode.Scalar(bytes[index])))'")
      }
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
        throw Failure(reason: "attribute '\(name)' has no value")
      }
      index += 1
      skipSpace()
      guard index < bytes.count else { throw Failure(reason: "attribute '\(name)' has no value") }
      let quote = bytes[index]
      let value: ArraySlice<UInt8>
      if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
        let valueStart = index + 1
        guard let close = bytes[valueStart...].firstIndex(of: quote) else {
          throw Failure(reason: "the value of '\(name)' has no closing quote")
        }
        value = bytes[valueStart..<close]
        index = close + 1
      } else {
        let valueStart = index
        while index < bytes.count, bytes[index] > 0x20, bytes[index] != UInt8(ascii: "/") {
          index += 1
        }
        value = bytes[valueStart..<index]
      }
      attributes.append((name, XMLValueDecoder.decode(value)))
    }
  }

  private static func isNameEnd(_ byte: UInt8) -> Bool {
    byte <= 0x20 || byte == UInt8(ascii: "=") || byte == UInt8(ascii: "/")
      || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
  }
}

import ActivityRings

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
  /// - Throws: ``Failure`` when a name has no `=`, a value is missing, a quote is not closed,
  ///   or a name appears twice.
  /// - Complexity: O(`bytes.count`).
  static func parse(_ bytes: [UInt8]) throws(Failure) -> [(name: String, value: String)] {
    var attributes: [(name: String, value: String)] = []
    // The names seen, hashed once a tag has more than a real one's dozen attributes, so a
    // hostile 64 KiB tag of 16,000 attributes costs linear time, not quadratic.
    var seenNames: Set<[UInt8]> = []
    func isRepeated(_ name: ArraySlice<UInt8>) -> Bool {
      guard attributes.count >= 16 else {
        return attributes.contains { $0.name.utf8.elementsEqual(name) }
      }
      if seenNames.isEmpty { seenNames = Set(attributes.map { Array($0.name.utf8) }) }
      return !seenNames.insert(Array(name)).inserted
    }
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
        // Only `=` or a quote can stand where a name should start (see `isNameEnd`).
        throw Failure(reason: "unexpected '\(Character(Unicode.Scalar(bytes[index])))'")
      }
      // XML makes a repeated attribute a fatal error: which value was meant is unknown.
      guard !isRepeated(bytes[nameStart..<index]) else {
        throw Failure(reason: "attribute \(QuotedText.quoted(name)) appears more than once")
      }
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
        throw Failure(reason: "attribute \(QuotedText.quoted(name)) has no value")
      }
      index += 1
      skipSpace()
      guard index < bytes.count else {
        throw Failure(reason: "attribute \(QuotedText.quoted(name)) has no value")
      }
      let quote = bytes[index]
      let value: ArraySlice<UInt8>
      if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
        let valueStart = index + 1
        guard let close = bytes[valueStart...].firstIndex(of: quote) else {
          throw Failure(reason: "the value of \(QuotedText.quoted(name)) has no closing quote")
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

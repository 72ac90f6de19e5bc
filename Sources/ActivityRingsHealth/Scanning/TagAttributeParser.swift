import ActivityRings
import _ActivityRingsPlatform

/// Splits the inside of one start tag (the bytes after its name, without the closing `>`) into
/// attributes, keeping the decoded values of those the importer reads. Either quote style is
/// accepted, attributes may be spread over several lines, and an unquoted value is read up to
/// the next space.
///
/// ```swift
/// var parser = TagAttributeParser()
/// var values = SummaryValues()
/// try Array(#" dateComponents="2024-05-01" appleStandHours='7'/"#.utf8)
///   .withUnsafeBufferPointer { try parser.parse($0, into: &values) }
/// values.withView { $0[.appleStandHours]?.count }  // 1
/// ```
///
/// One parser is reused for every tag, so a tag costs no allocation once its buffers have grown.
struct TagAttributeParser {
  /// Why a tag's inside could not be read; the text completes "malformed tag: …".
  struct Failure: Error, Equatable {
    var reason: String
  }

  /// The fields met in the tag being read, one bit each by ``SummaryField/rawValue``.
  private var seenFields: UInt32 = 0
  /// Where each other attribute name of the tag being read lies, to find a repeated one.
  private var otherNames: [Range<Int>] = []
  /// Those names, hashed once a tag has more of them than a real tag's none, so a hostile
  /// 64 KiB tag of thousands of attributes costs linear time, not quadratic.
  private var hashedNames: Set<[UInt8]> = []

  init() {
    otherNames.reserveCapacity(16)
  }

  /// Reads the attributes of `bytes` into `values` (cleared first); names the importer does
  /// not read are checked and skipped.
  ///
  /// - Throws: ``Failure`` when a name has no `=`, a value is missing, a quote is not closed,
  ///   or a name appears twice (XML makes that an error: which value was meant is unknown).
  /// - Complexity: O(`bytes.count`).
  mutating func parse(_ bytes: UnsafeBufferPointer<UInt8>, into values: inout SummaryValues)
    throws(Failure)
  {
    values.removeAll()
    seenFields = 0
    otherNames.removeAll(keepingCapacity: true)
    hashedNames.removeAll()
    var index = 0
    let count = bytes.count
    while true {
      // Any control byte counts as space between attributes, stray ones included.
      while index < count, bytes[index] <= 0x20 { index += 1 }
      guard index < count else { return }
      if bytes[index] == UInt8(ascii: "/") {
        index += 1
        while index < count, bytes[index] <= 0x20 { index += 1 }
        guard index == count else { throw Failure(reason: "text after '/'") }
        return
      }
      let nameStart = index
      while index < count, !Self.isNameEnd(bytes[index]) { index += 1 }
      let name = UnsafeBufferPointer(rebasing: bytes[nameStart..<index])
      guard !name.isEmpty else {
        // Only `=` or a quote can stand where a name should start (see `isNameEnd`).
        throw Failure(reason: "unexpected '\(Character(Unicode.Scalar(bytes[index])))'")
      }
      let field = SummaryField(name: name)
      guard !isRepeated(field, nameStart..<index, in: bytes) else {
        throw Failure(reason: "attribute \(QuotedText.quotedFromFile(name)) appears more than once")
      }
      while index < count, bytes[index] <= 0x20 { index += 1 }
      guard index < count, bytes[index] == UInt8(ascii: "=") else {
        throw Failure(reason: "attribute \(QuotedText.quotedFromFile(name)) has no value")
      }
      index += 1
      while index < count, bytes[index] <= 0x20 { index += 1 }
      guard index < count else {
        throw Failure(reason: "attribute \(QuotedText.quotedFromFile(name)) has no value")
      }
      let quote = bytes[index]
      let valueRange: Range<Int>
      if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
        let valueStart = index + 1
        guard let base = bytes.baseAddress,
          let found = memchr(base + valueStart, Int32(quote), count - valueStart)
        else {
          throw Failure(
            reason: "the value of \(QuotedText.quotedFromFile(name)) has no closing quote")
        }
        let close = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        valueRange = valueStart..<close
        index = close + 1
      } else {
        let valueStart = index
        while index < count, bytes[index] > 0x20, bytes[index] != UInt8(ascii: "/") {
          index += 1
        }
        valueRange = valueStart..<index
      }
      if let field {
        set(field, to: valueRange, of: bytes, in: &values)
      }
    }
  }

  /// Reads a plainly well-formed tag from the start of `bytes` (just after the tag's name)
  /// through its `>`, in one pass: attributes with quoted values and no `<`, spaces, an
  /// optional `/`. Returns the count of bytes read, `>` included; nil for anything else (a
  /// tag cut by the end of `bytes`, longer than `limit`, with a repeated or unquoted attribute,
  /// a stray byte…), which the caller then reads the general way, with ``parse(_:into:)``, to
  /// the same result. `values` holds the attributes only when a count is returned.
  ///
  /// - Complexity: O(the tag's bytes).
  mutating func parseWellFormed(
    _ bytes: UnsafeBufferPointer<UInt8>, limit: Int, into values: inout SummaryValues
  ) -> Int? {
    values.removeAll()
    seenFields = 0
    otherNames.removeAll(keepingCapacity: true)
    hashedNames.removeAll()
    let count = min(bytes.count, limit + 1)
    var index = 0
    while true {
      while index < count, bytes[index] <= 0x20 { index += 1 }
      guard index < count else { return nil }
      switch bytes[index] {
      case UInt8(ascii: ">"):
        return index + 1
      case UInt8(ascii: "/"):
        index += 1
        while index < count, bytes[index] <= 0x20 { index += 1 }
        return index < count && bytes[index] == UInt8(ascii: ">") ? index + 1 : nil
      default:
        break
      }
      let nameStart = index
      while index < count, !Self.isNameEnd(bytes[index]), bytes[index] != UInt8(ascii: ">"),
        bytes[index] != UInt8(ascii: "<")
      {
        index += 1
      }
      guard index > nameStart else { return nil }
      let field = SummaryField(name: UnsafeBufferPointer(rebasing: bytes[nameStart..<index]))
      guard !isRepeated(field, nameStart..<index, in: bytes) else { return nil }
      while index < count, bytes[index] <= 0x20 { index += 1 }
      guard index < count, bytes[index] == UInt8(ascii: "=") else { return nil }
      index += 1
      while index < count, bytes[index] <= 0x20 { index += 1 }
      guard index < count else { return nil }
      let quote = bytes[index]
      guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return nil }
      // One pass to the closing quote, noting what the value holds.
      let valueStart = index + 1
      var close = valueStart
      var needsDecoding = false
      while close < count, bytes[close] != quote {
        switch XMLValueDecoder.kind(of: bytes[close]) {
        case .plain: break
        case .decoded: needsDecoding = true
        case .lessThan: return nil  // XML allows no `<` in a value; the general path says so.
        }
        close += 1
      }
      guard close < count else { return nil }
      let value = UnsafeBufferPointer(rebasing: bytes[valueStart..<close])
      if let field {
        if needsDecoding {
          values.set(field) { XMLValueDecoder.decode(value, appendingTo: &$0) }
        } else {
          values.set(field, toSource: valueStart..<close)
        }
      }
      index = close + 1
    }
  }

  /// Sets `field` to the value at `range` of `bytes`: that range itself, or its decoding when
  /// it holds entities or control characters.
  private func set(
    _ field: SummaryField, to range: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>,
    in values: inout SummaryValues
  ) {
    let value = UnsafeBufferPointer(rebasing: bytes[range])
    if XMLValueDecoder.needsDecoding(value) {
      values.set(field) { XMLValueDecoder.decode(value, appendingTo: &$0) }
    } else {
      values.set(field, toSource: range)
    }
  }

  /// Whether the name at `range` (the field it names, if any) was met before in this tag;
  /// records it.
  private mutating func isRepeated(
    _ field: SummaryField?, _ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    if let field {
      let bit = UInt32(1) << field.rawValue
      defer { seenFields |= bit }
      return seenFields & bit != 0
    }
    let name = bytes[range]
    guard otherNames.count >= 16 else {
      let repeated = otherNames.contains { bytes[$0].elementsEqual(name) }
      otherNames.append(range)
      return repeated
    }
    if hashedNames.isEmpty { hashedNames = Set(otherNames.map { Array(bytes[$0]) }) }
    return !hashedNames.insert(Array(name)).inserted
  }

  /// The bytes that end a name: spaces and controls, `=`, `/` and quotes, as bits of a
  /// 64-bit mask (all are below 64).
  private static let nameEnds: UInt64 =
    1 << 0x3D | 1 << 0x2F | 1 << 0x22 | 1 << 0x27 | (1 << 0x21 - 1)

  private static func isNameEnd(_ byte: UInt8) -> Bool {
    byte < 64 && nameEnds & (1 << UInt64(byte)) != 0
  }
}

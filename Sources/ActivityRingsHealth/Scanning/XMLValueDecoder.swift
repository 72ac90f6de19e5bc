import _ActivityRingsPlatform

/// Turns the raw bytes of an XML attribute value into text: entities decoded (`&amp;`, `&lt;`,
/// `&gt;`, `&quot;`, `&apos;`, `&#160;`, `&#x41;`), and tabs and line breaks turned into spaces
/// as XML's attribute-value normalisation says. Other control characters (such as the stray
/// `\u{0B}` seen in real exports), written or referenced, are kept: ``SummaryAssembler`` trims
/// them at a value's ends, and one inside a number makes it no number (`5\u{0}0` is not 50).
/// Invalid UTF-8 is passed on (a message shows it as U+FFFD); an unknown or unterminated
/// entity stays as written.
///
/// ```swift
/// var text: [UInt8] = []
/// Array("NJR Apple&#160;Watch".utf8).withUnsafeBufferPointer {
///   XMLValueDecoder.decode($0, appendingTo: &text)
/// }
/// // text: the UTF-8 of "NJR Apple\u{A0}Watch"
/// ```
enum XMLValueDecoder {
  /// The longest entity reference looked for, `&` and `;` included (`&#x10FFFF;` is 10).
  private static let longestEntity = 12

  /// The bytes that make a value need decoding (controls and `&`) or make it invalid (`<`), as
  /// bits of a 64-bit mask; DEL (0x7F) is tested apart.
  private static let specials: UInt64 = (1 << 0x20 - 1) | 1 << 0x26 | 1 << 0x3C

  /// What a byte of a value means for its decoding.
  enum ByteKind {
    /// Itself.
    case plain
    /// `&`, a control character or DEL: the value needs decoding.
    case decoded
    /// `<`, which XML allows in no value.
    case lessThan
  }

  /// What `byte` means for the value it is in, with one test for most bytes.
  static func kind(of byte: UInt8) -> ByteKind {
    guard (byte < 64 && specials & (1 << UInt64(byte)) != 0) || byte == 0x7F else {
      return .plain
    }
    return byte == UInt8(ascii: "<") ? .lessThan : .decoded
  }

  /// Whether `bytes` need decoding (they hold `&`, a control character or DEL: most values are
  /// their own decoding).
  ///
  /// - Complexity: O(`bytes.count`), one test per byte.
  static func needsDecoding(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.contains { kind(of: $0) != .plain }
  }

  /// Decodes `bytes` as UTF-8 bytes appended to `output` (invalid UTF-8 is passed on as it is).
  ///
  /// - Complexity: O(`bytes.count`), with no allocation besides `output`'s growth: a value of
  ///   nothing but character references decodes at about the speed of plain text.
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>, appendingTo output: inout [UInt8]) {
    // The decoding is never longer than the bytes (`&#x80;`, the shortest reference to a
    // two-byte character, is 6 bytes): room for them, written in place, then trimmed.
    let start = output.count
    output.append(contentsOf: repeatElement(0, count: bytes.count))
    let written = output.withUnsafeMutableBufferPointer { buffer in
      decode(bytes, into: UnsafeMutableBufferPointer(rebasing: buffer[start...]))
    }
    output.removeLast(bytes.count - written)
  }

  /// Decodes `bytes` into the start of `output`, at least as long; returns the count written.
  private static func decode(
    _ bytes: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>
  ) -> Int {
    var index = bytes.startIndex
    var written = 0
    while index < bytes.endIndex {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "&"):
        if let (scalar, length) = entity(in: bytes, at: index) {
          written += write(scalar, to: output, at: written)
          index += length
          continue
        }
        output[written] = byte
      case 0x09, 0x0A, 0x0D:
        output[written] = UInt8(ascii: " ")
      default:
        output[written] = byte
      }
      written += 1
      index += 1
    }
    return written
  }

  /// The character an entity reference at `start` stands for, and the reference's length; nil
  /// when the bytes there are not a whole reference. Read from the bytes, without a string.
  private static func entity(in input: UnsafeBufferPointer<UInt8>, at start: Int)
    -> (Unicode.Scalar, Int)?
  {
    let end = min(input.endIndex, start + longestEntity)
    var index = start + 1
    guard index < end else { return nil }
    guard input[index] == UInt8(ascii: "#") else {
      return named(in: UnsafeBufferPointer(rebasing: input[index..<end])).map {
        ($0.scalar, $0.length + 1)
      }
    }
    index += 1
    guard index < end else { return nil }
    // At most 9 decimal or 8 hexadecimal digits fit before `end`: no overflow.
    var code: UInt32 = 0
    let digitsStart: Int
    if input[index] | 0x20 == UInt8(ascii: "x") {
      index += 1
      digitsStart = index
      while index < end {
        let byte = input[index]
        let digit: UInt8
        if byte &- UInt8(ascii: "0") < 10 {
          digit = byte &- UInt8(ascii: "0")
        } else if (byte | 0x20) &- UInt8(ascii: "a") < 6 {
          digit = (byte | 0x20) &- UInt8(ascii: "a") &+ 10
        } else {
          break
        }
        code = code << 4 | UInt32(digit)
        index += 1
      }
    } else {
      digitsStart = index
      while index < end, input[index] &- UInt8(ascii: "0") < 10 {
        code = code &* 10 &+ UInt32(input[index] &- UInt8(ascii: "0"))
        index += 1
      }
    }
    guard index > digitsStart, index < end, input[index] == UInt8(ascii: ";"),
      let scalar = Unicode.Scalar(code)
    else { return nil }
    return (scalar, index - start + 1)
  }

  /// The five predefined entities, from the bytes after `&`: the character and the length of
  /// the name with its `;`.
  private static func named(in bytes: UnsafeBufferPointer<UInt8>)
    -> (scalar: Unicode.Scalar, length: Int)?
  {
    func spells(_ name: StaticString) -> Bool {
      let count = name.utf8CodeUnitCount
      guard let base = bytes.baseAddress, bytes.count > count, bytes[count] == UInt8(ascii: ";")
      else { return false }
      return memcmp(base, name.utf8Start, count) == 0
    }
    if spells("amp") { return ("&", 4) }
    if spells("lt") { return ("<", 3) }
    if spells("gt") { return (">", 3) }
    if spells("quot") { return ("\"", 5) }
    if spells("apos") { return ("'", 5) }
    return nil
  }

  /// Writes a decoded character as UTF-8 at `position`, applying the same rules as for
  /// literal bytes: tabs and line breaks become spaces, other control characters stay as they
  /// are. Returns the count of bytes written.
  private static func write(
    _ scalar: Unicode.Scalar, to output: UnsafeMutableBufferPointer<UInt8>, at position: Int
  ) -> Int {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D:
      output[position] = UInt8(ascii: " ")
      return 1
    case 0..<0x80:
      output[position] = UInt8(truncatingIfNeeded: scalar.value)
      return 1
    default:
      var count = 0
      UTF8.encode(scalar) { unit in
        output[position + count] = unit
        count += 1
      }
      return count
    }
  }
}

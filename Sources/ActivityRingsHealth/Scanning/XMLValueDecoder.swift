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
  /// - Complexity: O(`bytes.count`).
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>, appendingTo output: inout [UInt8]) {
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "&"):
        if let (scalar, length) = entity(in: bytes, at: index) {
          appendScalar(scalar, to: &output)
          index += length
          continue
        }
        output.append(byte)
      case 0x09, 0x0A, 0x0D:
        output.append(UInt8(ascii: " "))
      default:
        output.append(byte)
      }
      index += 1
    }
  }

  /// The character an entity reference at `start` stands for, and the reference's length.
  private static func entity(in input: UnsafeBufferPointer<UInt8>, at start: Int)
    -> (Unicode.Scalar, Int)?
  {
    let end = min(input.endIndex, start + longestEntity)
    guard let semicolon = input[start..<end].firstIndex(of: UInt8(ascii: ";")) else { return nil }
    let name = input[(start + 1)..<semicolon]
    let length = semicolon - start + 1
    switch String(decoding: name, as: UTF8.self) {
    case "amp": return ("&", length)
    case "lt": return ("<", length)
    case "gt": return (">", length)
    case "quot": return ("\"", length)
    case "apos": return ("'", length)
    case let reference where reference.hasPrefix("#x") || reference.hasPrefix("#X"):
      guard let code = UInt32(reference.dropFirst(2), radix: 16),
        let scalar = Unicode.Scalar(code)
      else { return nil }
      return (scalar, length)
    case let reference where reference.hasPrefix("#"):
      guard reference.dropFirst().allSatisfy(\.isASCII),
        let code = UInt32(reference.dropFirst()), let scalar = Unicode.Scalar(code)
      else { return nil }
      return (scalar, length)
    default:
      return nil
    }
  }

  /// Appends a decoded character as UTF-8, applying the same rules as for literal bytes: tabs
  /// and line breaks become spaces, other control characters stay as they are.
  private static func appendScalar(_ scalar: Unicode.Scalar, to output: inout [UInt8]) {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D: output.append(UInt8(ascii: " "))
    default: output.append(contentsOf: UTF8.encode(scalar).map { Array($0) } ?? [])
    }
  }
}

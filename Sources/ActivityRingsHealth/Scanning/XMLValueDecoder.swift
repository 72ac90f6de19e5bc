/// Turns the raw bytes of an XML attribute value into text: entities decoded (`&amp;`, `&lt;`,
/// `&gt;`, `&quot;`, `&apos;`, `&#160;`, `&#x41;`), tabs and line breaks turned into spaces as
/// XML's attribute-value normalisation says, and other control characters (such as the stray
/// `\u{0B}` seen in real exports) dropped. Invalid UTF-8 becomes U+FFFD; an unknown or
/// unterminated entity stays as written.
///
/// ```swift
/// XMLValueDecoder.decode(Array("NJR Apple&#160;Watch".utf8))  // "NJR Apple\u{A0}Watch"
/// ```
enum XMLValueDecoder {
  /// The longest entity reference looked for, `&` and `;` included (`&#x10FFFF;` is 10).
  private static let longestEntity = 12

  /// Decodes `bytes`.
  ///
  /// - Complexity: O(`bytes.count`).
  static func decode(_ bytes: some Collection<UInt8>) -> String {
    // Most values hold no entity and no control character: they are their own decoding.
    if bytes.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "&") && $0 != 0x7F }) {
      return String(decoding: bytes, as: UTF8.self)
    }
    let input = Array(bytes)
    var output: [UInt8] = []
    output.reserveCapacity(input.count)
    var index = 0
    while index < input.count {
      let byte = input[index]
      switch byte {
      case UInt8(ascii: "&"):
        if let (scalar, length) = entity(in: input, at: index) {
          appendScalar(scalar, to: &output)
          index += length
          continue
        }
        output.append(byte)
      case 0x09, 0x0A, 0x0D:
        output.append(UInt8(ascii: " "))
      case 0x00..<0x20, 0x7F:
        break
      default:
        output.append(byte)
      }
      index += 1
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// The character an entity reference at `start` stands for, and the reference's length.
  private static func entity(in input: [UInt8], at start: Int) -> (Unicode.Scalar, Int)? {
    let end = min(input.count, start + longestEntity)
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

  /// Appends a decoded character as UTF-8, applying the same control-character rules as for
  /// literal bytes.
  private static func appendScalar(_ scalar: Unicode.Scalar, to output: inout [UInt8]) {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D: output.append(UInt8(ascii: " "))
    case 0x00..<0x20, 0x7F: break
    default: output.append(contentsOf: UTF8.encode(scalar).map { Array($0) } ?? [])
    }
  }
}

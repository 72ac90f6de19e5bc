/// An opaque sRGB colour with 8-bit channels.
///
/// ```swift
/// let move = RGBColor(red: 250, green: 17, blue: 79)
/// move.hex  // "#fa114f"
/// ```
public struct RGBColor: Sendable, Hashable {
  /// The red channel, 0…255.
  public var red: UInt8
  /// The green channel, 0…255.
  public var green: UInt8
  /// The blue channel, 0…255.
  public var blue: UInt8

  /// Creates a colour from 8-bit sRGB channels.
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// Black, the only background Apple's rings are drawn on.
  public static var black: RGBColor { RGBColor(red: 0, green: 0, blue: 0) }

  /// The colour as lower-case `#rrggbb`.
  public var hex: String {
    // Seven ASCII bytes: a small string, made without allocating and without Unicode tables.
    func digit(_ value: UInt8) -> UInt8 {
      value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
    return String(unsafeUninitializedCapacity: 7) { bytes in
      bytes[0] = UInt8(ascii: "#")
      bytes[1] = digit(red >> 4)
      bytes[2] = digit(red & 0x0f)
      bytes[3] = digit(green >> 4)
      bytes[4] = digit(green & 0x0f)
      bytes[5] = digit(blue >> 4)
      bytes[6] = digit(blue & 0x0f)
      return 7
    }
  }

  /// This colour with every channel multiplied by `factor` (0…1) and rounded: the colour as it
  /// looks at that opacity over black.
  public func dimmed(by factor: Double) -> RGBColor {
    let clamped = min(max(factor, 0), 1)
    func scale(_ channel: UInt8) -> UInt8 { UInt8((Double(channel) * clamped).rounded()) }
    return RGBColor(red: scale(red), green: scale(green), blue: scale(blue))
  }
}

extension RGBColor {
  /// Reads `#rrggbb` (either case).
  ///
  /// - Throws: ``ColorParseError`` when the text is not `#` and six hexadecimal digits.
  public init(hex text: String) throws(ColorParseError) {
    let digits = Array(text.utf8)
    guard digits.count == 7, digits[0] == UInt8(ascii: "#") else {
      throw ColorParseError(text: text)
    }
    func nibble(_ byte: UInt8) throws(ColorParseError) -> UInt8 {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
      default: throw ColorParseError(text: text)
      }
    }
    func channel(_ index: Int) throws(ColorParseError) -> UInt8 {
      try nibble(digits[index]) << 4 | nibble(digits[index + 1])
    }
    self.init(red: try channel(1), green: try channel(3), blue: try channel(5))
  }
}

#if !hasFeature(Embedded)
  extension RGBColor: Codable {

    /// Decodes a colour from `"#rrggbb"`.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      do {
        try self.init(hex: container.decode(String.self))
      } catch let error as ColorParseError {
        throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
      }
    }

    /// Encodes the colour as `"#rrggbb"`.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(hex)
    }
  }
#endif

/// An opaque sRGB colour with 8-bit channels.
///
/// ```swift
/// let move = RGBColor(red: 250, green: 17, blue: 79)
/// move.hex  // "#fa114f"
/// ```
public struct RGBColor: Sendable, Hashable, Codable {
  /// The red channel, 0…255.
  public var red: UInt8
  /// The green channel, 0…255.
  public var green: UInt8
  /// The blue channel, 0…255.
  public var blue: UInt8

  /// Creates a colour from 8-bit sRGB channels.
  ///
  /// ```swift
  /// let black = RGBColor(red: 0, green: 0, blue: 0)
  /// ```
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// Black, the only background Apple's rings are drawn on.
  ///
  /// ```swift
  /// RGBColor.black.hex  // "#000000"
  /// ```
  public static var black: RGBColor { RGBColor(red: 0, green: 0, blue: 0) }

  /// The colour as lower-case `#rrggbb`.
  ///
  /// ```swift
  /// RGBColor(red: 0, green: 255, blue: 246).hex  // "#00fff6"
  /// ```
  public var hex: String {
    let digits = Array("0123456789abcdef")
    var text = "#"
    for channel in [red, green, blue] {
      text.append(digits[Int(channel >> 4)])
      text.append(digits[Int(channel & 0x0f)])
    }
    return text
  }

  /// This colour with every channel multiplied by `factor` (0…1) and rounded: the colour as it
  /// looks at that opacity over black.
  ///
  /// ```swift
  /// RGBColor(red: 250, green: 17, blue: 79).dimmed(by: 0.2)  // (50, 3, 16)
  /// ```
  public func dimmed(by factor: Double) -> RGBColor {
    let clamped = min(max(factor, 0), 1)
    func scale(_ channel: UInt8) -> UInt8 { UInt8((Double(channel) * clamped).rounded()) }
    return RGBColor(red: scale(red), green: scale(green), blue: scale(blue))
  }
}

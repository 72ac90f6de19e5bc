import ActivityRings
import Foundation

/// How far apart two colours look: CIE76 ΔE, the straight-line distance between them in CIELAB
/// (sRGB, D65 white). 1 is about the smallest difference people notice side by side; Apple's
/// measured colours and ours are compared with it.
///
/// ```swift
/// let difference = ColorDifference.cie76(RingKind.move.trackColor, ColorDifference.appleTrack(of: .move))
/// #expect(difference <= 3)
/// ```
public enum ColorDifference {
  /// Each ring's track as measured from Apple's Activity app (`reference/PEERS.md`), written out
  /// here rather than taken from the library: Move (33, 2, 3), Exercise (6, 34, 1), Stand
  /// (1, 29, 34).
  public static func appleTrack(of kind: RingKind) -> RGBColor {
    switch kind {
    case .move: RGBColor(red: 33, green: 2, blue: 3)
    case .exercise: RGBColor(red: 6, green: 34, blue: 1)
    case .stand: RGBColor(red: 1, green: 29, blue: 34)
    }
  }

  /// CIE76 ΔE between two sRGB colours.
  public static func cie76(_ first: RGBColor, _ second: RGBColor) -> Double {
    let a = lab(first)
    let b = lab(second)
    let l = a.l - b.l
    let x = a.a - b.a
    let y = a.b - b.b
    return (l * l + x * x + y * y).squareRoot()
  }

  /// CIE76 ΔE between a pixel (its colour, alpha ignored) and a colour.
  public static func cie76(_ pixel: RGBAImage.Pixel, _ color: RGBColor) -> Double {
    cie76(RGBColor(red: pixel.red, green: pixel.green, blue: pixel.blue), color)
  }

  /// The relative luminance of `color` (Rec. 709 weights, as WCAG) as an sRGB grey level,
  /// 0…255 and not rounded: the test's own oracle for `RGBColor.luminance`, with `pow`.
  public static func luminanceLevel(_ color: RGBColor) -> Double {
    let light =
      0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    return (light <= 0.0031308 ? 12.92 * light : 1.055 * pow(light, 1 / 2.4) - 0.055) * 255
  }

  /// The luminance level of a pixel's colour, alpha ignored.
  public static func luminanceLevel(_ pixel: RGBAImage.Pixel) -> Double {
    luminanceLevel(RGBColor(red: pixel.red, green: pixel.green, blue: pixel.blue))
  }

  /// An sRGB channel's linear light, 0…1.
  public static func linear(_ channel: UInt8) -> Double {
    let value = Double(channel) / 255
    return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
  }

  /// The colour in CIELAB: lightness 0…100 and the a*, b* axes.
  static func lab(_ color: RGBColor) -> (l: Double, a: Double, b: Double) {
    let (r, g, b) = (linear(color.red), linear(color.green), linear(color.blue))
    // sRGB to XYZ, relative to the D65 white point.
    let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
    func f(_ t: Double) -> Double {
      t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116
    }
    let (fx, fy, fz) = (f(x), f(y), f(z))
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
  }
}

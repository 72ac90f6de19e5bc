import ActivityRings

/// How a composited pixel shows in a terminal.
enum PixelColor {
  /// The pixel's colour when at least half opaque, else nil: the terminal's own background
  /// shows through transparent parts of the canvas.
  static func visible(_ pixel: RGBAImage.Pixel) -> RGBColor? {
    guard pixel.alpha >= 128 else { return nil }
    return RGBColor(red: pixel.red, green: pixel.green, blue: pixel.blue)
  }

  /// Whether a ring lights the pixel: at least half opaque, with a channel at or above 128
  /// once composited over black. Ring colours reach 212–255 in some channel; tracks, at 15%
  /// of the gradient's start colour, stay at or below 34, so only rings (and their anti-aliased edges that are
  /// mostly ring) light up.
  static func isLit(_ pixel: RGBAImage.Pixel) -> Bool {
    let brightest = Int(max(pixel.red, pixel.green, pixel.blue)) * Int(pixel.alpha) / 255
    return pixel.alpha >= 128 && brightest >= 128
  }
}

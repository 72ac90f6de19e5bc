extension RGBColor {
  /// The grey of the same relative luminance, as an 8-bit sRGB level: 0 for black, 255 for
  /// white. Luminance weighs the channels as the eye does (Rec. 709, as WCAG), so Move's red
  /// is 127, Exercise's green 231 and Stand's cyan 229.
  ///
  /// ```swift
  /// RingKind.move.color.luminance   // 127
  /// RGBColor.black.luminance        // 0
  /// ```
  public var luminance: UInt8 {
    SRGBTransfer.encoded(SRGBTransfer.luminance(of: self))
  }
}

/// How the rings are coloured.
///
/// ```swift
/// var options = RingOptions()   // the gradient look, as Apple draws the rings
/// options.look = .flat          // the HIG swatches as solid fills
/// ```
///
/// Both looks share the geometry: round caps, the tip's cap and shadow once the ring closes on
/// itself, and ring edges on the pixel grid.
public enum RingLook: String, Sendable, Hashable, CaseIterable {
  /// Each ring in exactly its Human Interface Guidelines swatch (``RingKind/color``).
  case flat
  /// Apple's look, and the default: each ring shades from a deeper colour at 12 o'clock
  /// (``RingKind/gradientStartColor``) to a lighter, hue-shifted one a full lap later
  /// (``RingKind/gradientTipColor``). The colour is tied to the angle, so a growing ring keeps
  /// its colours and its tip lightens as it goes round; past 100% the lap below carries the
  /// same gradient ending at the tip. See ``RingGradient``.
  case gradient

  /// The look scenes use unless told otherwise: ``gradient``.
  public static var `default`: RingLook { .gradient }
}

#if !hasFeature(Embedded)
  extension RingLook: Codable {}
#endif

/// One of the three Activity rings, outermost first.
///
/// ```swift
/// for kind in RingKind.allCases {
///   print(kind.name, kind.color.hex)
/// }
/// // Move #fa114f
/// // Exercise #a6ff00
/// // Stand #00fff6
/// ```
///
/// The colours are fixed: no API changes them. ``color`` is the Human Interface Guidelines
/// swatch (label and value text, and the flat look); the default look shades each ring from
/// ``gradientStartColor`` to ``gradientTipColor``.
public enum RingKind: String, Sendable, Hashable, CaseIterable {
  /// The Move ring (active energy or move time), outermost.
  case move
  /// The Exercise ring (minutes of brisk activity), middle.
  case exercise
  /// The Stand ring (hours with a minute of standing), innermost.
  case stand

  /// The ring's colour from the Human Interface Guidelines: Move rgb(250,17,79),
  /// Exercise rgb(166,255,0), Stand rgb(0,255,246).
  public var color: RGBColor {
    switch self {
    case .move: RGBColor(red: 250, green: 17, blue: 79)
    case .exercise: RGBColor(red: 166, green: 255, blue: 0)
    case .stand: RGBColor(red: 0, green: 255, blue: 246)
    }
  }

  /// The deeper colour the default look (``RingLook/gradient``) starts from at 12 o'clock:
  /// Move (210, 19, 49), Exercise (63, 212, 0), Stand (0, 186, 225).
  ///
  /// Apple's rings shade from a deeper colour at the start to a lighter one at the tip and shift
  /// hue on the way (about 16° for Move, 25° for Exercise, 21° for Stand). These start and tip
  /// colours were measured from Apple's Activity app for a widely shared replica of it (Exyte's
  /// "Activity rings", 2019–20); MKRingProgressView's example picture measures a similar Move
  /// gradient, (225, 0, 20) → (255, 50, 135). The HIG swatches (``color``) lie inside each
  /// gradient: Apple gives them for label and value text.
  public var gradientStartColor: RGBColor {
    switch self {
    case .move: RGBColor(red: 210, green: 19, blue: 49)
    case .exercise: RGBColor(red: 63, green: 212, blue: 0)
    case .stand: RGBColor(red: 0, green: 186, blue: 225)
    }
  }

  /// The lighter colour the default look ends in after one lap: Move (255, 50, 135), Exercise
  /// (184, 255, 0), Stand (0, 254, 207). See ``gradientStartColor`` for where the colours come
  /// from.
  public var gradientTipColor: RGBColor {
    switch self {
    case .move: RGBColor(red: 255, green: 50, blue: 135)
    case .exercise: RGBColor(red: 184, green: 255, blue: 0)
    case .stand: RGBColor(red: 0, green: 254, blue: 207)
    }
  }

  /// The track colour, the unfilled part of the ring: ``gradientStartColor`` at 15% on black
  /// (MKRingProgressView's rule), Move (32, 3, 7), Exercise (9, 32, 0), Stand (0, 28, 34).
  ///
  /// Apple's tracks, measured from the Activity app, are (33, 2, 3), (6, 34, 1) and (1, 29, 34):
  /// these are within CIE76 ΔE 1.5, 2.3 and 1.0 of them (CIEDE2000 1.1, 1.4, 0.9). Every
  /// backend, the history calendar and the report page draw tracks in this colour.
  public var trackColor: RGBColor { gradientStartColor.dimmed(by: RingKind.trackBrightness) }

  /// The brightness of a track relative to ``gradientStartColor``.
  static let trackBrightness = 0.15

  /// The ring's name as Apple's Fitness app labels it.
  public var name: String {
    switch self {
    case .move: "Move"
    case .exercise: "Exercise"
    case .stand: "Stand"
    }
  }

  /// The unit of the ring's value written out, for accessibility text.
  public func spokenUnit(moveMode: MoveMode, energyUnit: EnergyUnit) -> String {
    switch self {
    case .move: moveMode == .appleMoveTime ? "minutes" : energyUnit.spokenName
    case .exercise: "minutes"
    case .stand: "hours"
    }
  }

  /// The short unit Apple's Fitness app prints after a value: `CAL`, `KJ`, `MIN` or `HRS`.
  public func labelUnit(moveMode: MoveMode, energyUnit: EnergyUnit) -> String {
    switch self {
    case .move: moveMode == .appleMoveTime ? "MIN" : energyUnit.labelAbbreviation
    case .exercise: "MIN"
    case .stand: "HRS"
    }
  }
}

#if !hasFeature(Embedded)
  extension RingKind: Codable {}
#endif

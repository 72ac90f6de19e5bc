/// How the system shows the rings in a place: in Apple's colours, or through one of the
/// treatments WidgetKit, StandBy and watch faces apply to what an app draws. Each mode is one
/// picture of what the system shows, composited on the rings' black.
///
/// ```swift
/// var options = RingOptions()
/// options.mode = .vibrant                    // the Lock Screen's monochrome
/// let lockScreen = try RingScene(summary: summary, options: options).drawList()
///
/// options.mode = .accented
/// options.tint = RGBColor(red: 255, green: 159, blue: 10)   // a tinted Home Screen
/// ```
///
/// The monochrome modes (``isMonochrome``) draw each colour at its ``RGBColor/luminance`` in
/// one colour (``foreground(tint:)``), as WidgetKit maps an image's luminance to the opacity
/// of the colour it applies. Exercise's green and Stand's cyan differ by only 2 levels of
/// luminance (231 and 229), so there Stand is drawn at ``standLuminanceFactor`` of its own: the
/// rings' colours stay at least ``minimumRingSeparation`` levels apart (``ringSeparation(tint:)``),
/// and can be told apart without their hues.
public enum RenderingMode: String, Sendable, Hashable, CaseIterable {
  /// Apple's colours, unchanged: WidgetKit's `fullColor`, where "the system doesn't alter or
  /// filter the widget's colors" (the Home Screen, the Today View, a multicolour Infograph
  /// face). The default.
  case fullColor = "full-color"
  /// Every colour's luminance in the tint (``RingOptions/tint``): WidgetKit's `accented`
  /// mode, in which an image's `accentedDesaturated` rendering "maps the luminance of the
  /// Image in to the alpha channel, replacing color channels with the color applied to the
  /// accent group" — a tinted Home Screen, and watch faces set to a colour.
  case accented
  /// Every colour's luminance in white: the clear Home Screen appearance, where WidgetKit's
  /// Liquid Glass guidance says content is tinted white. On black it is the same picture as
  /// ``vibrant``; the glass behind it is the system's.
  case clear
  /// Every colour's luminance in white: WidgetKit's `vibrant` mode, in which "the system
  /// desaturates the widget, making a monochrome version that it uses to create an adaptive,
  /// vibrant effect" (the Lock Screen). The wallpaper the system shows through it is not drawn.
  case vibrant
  /// Every colour's luminance in red: StandBy's Night Mode, where, in the words of the HIG's
  /// Live Activities page, "the system applies a red tint".
  case night
  /// Apple's colours at reduced luminance (``DrawList/alwaysOnFactor``), as on the Always-On
  /// display. The request layer's animations draw only their final frame in this mode, as the
  /// display shows no motion; a ``FramePlan`` made here dims every frame it has.
  case alwaysOn = "always-on"

  /// The tint ``accented`` uses when none is given: #0a84ff, the HIG's system blue in dark
  /// mode. The system's tint is the person's choice; this one is ours.
  public static let defaultTint = RGBColor(red: 10, green: 132, blue: 255)

  /// The fewest levels of luminance (of 255) between any two rings' colours in a monochrome
  /// mode: 12.
  public static let minimumRingSeparation = 12

  /// How much of its luminance Stand keeps in a monochrome mode: 0.86, which puts its cyan at
  /// 197 in white against Exercise's 231 and Move's 127 (in night red: 97, 115 and 60).
  public static let standLuminanceFactor = 0.86

  /// Whether the mode draws every colour in one (``foreground(tint:)``).
  public var isMonochrome: Bool { foreground(tint: Self.defaultTint) != nil }

  /// The one colour a monochrome mode draws in: `tint` for ``accented``, white for ``clear``
  /// and ``vibrant``, red for ``night``; nil for the modes in Apple's colours.
  public func foreground(tint: RGBColor) -> RGBColor? {
    switch self {
    case .accented: tint
    case .clear, .vibrant: RGBColor(red: 255, green: 255, blue: 255)
    case .night: RGBColor(red: 255, green: 0, blue: 0)
    case .fullColor, .alwaysOn: nil
    }
  }

  /// `color`, part of `ring` (nil for what belongs to no ring), as this mode draws it.
  ///
  /// ```swift
  /// RenderingMode.vibrant.color(RingKind.move.color, of: .move, tint: .black).hex  // "#7f7f7f"
  /// ```
  public func color(_ color: RGBColor, of ring: RingKind?, tint: RGBColor) -> RGBColor {
    if self == .alwaysOn { return color.dimmed(by: DrawList.alwaysOnFactor) }
    guard let foreground = foreground(tint: tint) else { return color }
    let factor = ring == .stand ? Self.standLuminanceFactor : 1
    return foreground.dimmed(by: Double(color.luminance) / 255 * factor)
  }

  /// The smallest difference of luminance between two of the rings' colours
  /// (``RingKind/color``) drawn in this mode with `tint`: at least ``minimumRingSeparation``
  /// in the monochrome modes for any tint that is not too dark (white: 34; night: 18;
  /// ``defaultTint``: 18). In Apple's colours the rings differ by hue, and Exercise and Stand
  /// by 2 levels of luminance.
  public func ringSeparation(tint: RGBColor) -> Int {
    let levels = RingKind.allCases.map { Int(color($0.color, of: $0, tint: tint).luminance) }
    var smallest = Int.max
    for (index, level) in levels.enumerated() {
      for other in levels[(index + 1)...] {
        smallest = min(smallest, abs(level - other))
      }
    }
    return smallest
  }
}

#if !hasFeature(Embedded)
  extension RenderingMode: Codable {}
#endif

import ActivityRings

/// How a preset places the rings on its canvas: as Apple's Fitness widgets, complications and
/// Live Activities draw them, chosen by the preset.
///
/// ```swift
/// try ExportPreset.named("live-activity-lock-screen").layout
/// // .wide(margin: 14, cornerRadius: nil, camera: nil)
/// try ExportPreset.named("widget-small").layout   // .stacked(margin: 16)
/// try ExportPreset.named("live-activity-compact").layout  // .compactLeading
/// try ExportPreset.named("square-64").layout               // .centred
/// ```
///
/// ``PresetPicture`` draws a preset by its layout; ``PresetPicture/checks()`` checks the HIG
/// rules that concern it.
public indirect enum PresetLayout: Sendable, Hashable {
  /// The rings fill the canvas's shorter side, centred: the plain squares, and the places too
  /// small for text (circular Lock Screen widgets and complications, the corner complication's
  /// circle, whose curved label watchOS draws along the bezel).
  case centred
  /// The rings at the leading side and the values beside them, in the ring colours, never
  /// under 11 pt; nothing closer than `margin` points to an edge. With a `cornerRadius`, the
  /// rings also stay inside the rounded rectangle concentric to the presentation's corners
  /// (radius `cornerRadius - margin`, inset by `margin`), and so do the values. With a
  /// `camera`, nothing is drawn inside that area or within ``cameraClearance`` of it: the rings
  /// shrink (to 80%, then 60% of the height) until they clear it, and the values go left of
  /// it, right of it or below it, wherever they are largest. A camera area the smallest rings
  /// cannot clear (none of Apple's) fails `camera-clear`.
  ///
  /// The margins: the HIG's 14 pt standard margin on the Lock Screen, the Dynamic Island's
  /// expanded presentation (corner radius 44 pt) and CarPlay (where it fits: 78 pt of height
  /// keeps 50 pt for the rings and three 11-pt lines); 16 pt, the widgets' standard margin, on
  /// medium and extra large Home Screen widgets; 8 pt on the Apple Watch Smart Stack, whose
  /// table gives no margin: 14 pt would leave the 40 mm card 41.5 of its 69.5 pt, less than
  /// three 11-pt lines take (42.9 pt); 4 pt on the rectangular Lock Screen widget and
  /// complication, which draw without a background of their own.
  case wide(margin: Double, cornerRadius: Double?, camera: LayoutRect? = nil)
  /// The rings at the top leading corner and the values below them, one line per ring in its
  /// colour, left-aligned, never under 11 pt; nothing closer than `margin` points to an edge.
  /// The small and large Home Screen widgets, as Apple's Fitness widget draws them.
  case stacked(margin: Double)
  /// One line: the rings as high as the canvas at the leading edge, then each ring's value in
  /// its colour; the inline Lock Screen widget.
  case inline
  /// The Dynamic Island's compact leading element: the rings snug to the trailing edge, next
  /// to the TrueDepth camera, inside the island's rounded leading end.
  case compactLeading
  /// The Dynamic Island's compact trailing element: the Move value snug to the leading edge,
  /// next to the camera, so that it reads with the leading element as one piece; no wider than
  /// ``compactBalance`` times the leading element's rings, and inside the island's rounded
  /// trailing end.
  case compactTrailing
  /// The Dynamic Island's minimal presentation: the rings alone, centred, in a circle or an
  /// oval.
  case minimal
  /// Another layout scaled up by `factor`: a picture of the canvas divided by `factor`, drawn
  /// with every length (margins, text sizes, spacing) multiplied by it, so that at scale 1 it is
  /// pixel for pixel that layout at scale `factor`. StandBy is the Lock Screen presentation
  /// at 2x.
  case magnified(PresetLayout, by: Int)

  /// The smallest text a layout draws, in points: Apple's smallest legible size.
  public static let minimumFontSize = 11.0
  /// How far content stays from the Dynamic Island's camera area, in points.
  public static let cameraClearance = 4.0
  /// How much wider than the compact leading element's rings the compact trailing value may
  /// be: 1.25, so that the two sides of the island look alike in size.
  public static let compactBalance = 1.25

  /// The layout that places the content, with the magnification it is drawn at: itself at 1
  /// unless ``magnified(_:by:)``.
  ///
  /// ```swift
  /// try ExportPreset.named("live-activity-standby").layout.unmagnified
  /// // (layout: .wide(margin: 14, cornerRadius: nil, camera: nil), factor: 2)
  /// ```
  public var unmagnified: (layout: PresetLayout, factor: Double) {
    guard case .magnified(let inner, let factor) = self else { return (self, 1) }
    let deeper = inner.unmagnified
    return (deeper.layout, deeper.factor * Double(factor))
  }
}

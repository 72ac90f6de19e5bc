/// How a preset places the rings on its canvas: as Apple's Fitness widgets and Live Activities
/// draw them, chosen by the preset.
///
/// ```swift
/// try ExportPreset.named("live-activity-lock-screen").layout
/// // .wide(margin: 14, cornerRadius: nil)
/// try ExportPreset.named("live-activity-compact").layout  // .compactLeading
/// try ExportPreset.named("square-64").layout               // .centred
/// ```
///
/// ``PresetPicture`` draws a preset by its layout.
public enum PresetLayout: Sendable, Hashable {
  /// The rings fill the canvas's shorter side, centred: the plain squares.
  case centred
  /// The rings at the leading side and the values beside them, in the ring colours, never
  /// under 11 pt; nothing closer than `margin` points to an edge. With a `cornerRadius`, the
  /// rings also stay inside the rounded rectangle concentric to the presentation's corners
  /// (radius `cornerRadius - margin`, inset by `margin`).
  ///
  /// The margins: the HIG's 14 pt standard margin on the Lock Screen, the Dynamic Island's
  /// expanded presentation (corner radius 44 pt) and CarPlay (where it fits: 78 pt of height
  /// keeps 50 pt for the rings and three 11-pt lines); 8 pt on the Apple Watch Smart Stack,
  /// whose table gives no margin: 14 pt would leave the 40 mm card 41.5 of its 69.5 pt, less
  /// than three 11-pt lines take (42.9 pt).
  case wide(margin: Double, cornerRadius: Double?)
  /// The Dynamic Island's compact leading element: the rings snug to the trailing edge, next
  /// to the TrueDepth camera.
  case compactLeading
  /// The Dynamic Island's compact trailing element: the Move value snug to the leading edge,
  /// next to the camera, so that it reads with the leading element as one piece.
  case compactTrailing
  /// The Dynamic Island's minimal presentation: the rings alone, centred, in a circle or an
  /// oval.
  case minimal

  /// The smallest text a layout draws, in points: Apple's smallest legible size.
  public static let minimumFontSize = 11.0
}

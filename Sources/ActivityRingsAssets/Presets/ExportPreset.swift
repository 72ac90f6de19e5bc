import ActivityRings

/// A named canvas size, taken from the sizes Apple publishes for the places rings appear: Live
/// Activity presentations on iPhone and iPad, Home Screen and Lock Screen widgets on iPhone and
/// iPad, watch complications, the Apple Watch Smart Stack and CarPlay, plus plain squares. Each
/// platform size names the HIG table and row it comes from (``source``).
///
/// ```swift
/// let preset = try ExportPreset.named("live-activity-expanded")
/// preset.width   // 371
/// preset.height  // 160
/// preset.source?.table  // "Live Activities › Specifications › iOS dimensions"
/// preset.layout  // .wide(margin: 14, cornerRadius: 44, camera: ExportPreset.cameraArea(width: 371))
/// ```
///
/// ```sh
/// $ rings export --list-presets
/// live-activity-compact               52.33x36.67 pt  Dynamic Island compact leading (the rings), …
/// …
/// ```
///
/// All sizes are in points. Each preset places the rings by its ``layout``, as Apple's Fitness
/// widgets, complications and Live Activities do: on the wide presets (Lock Screen, expanded,
/// iPad, StandBy, medium and extra large widgets, rectangular widgets and complications, Smart
/// Stack, CarPlay) the rings sit at the leading margin with the day's values beside them; on
/// small and large widgets the values are below the rings; the inline widget is one line; the
/// compact leading element is the rings snug to the camera, the compact trailing one the Move
/// value; minimal, circular, corner and square presets centre the rings. Where Apple gives a
/// range, the preset takes the value named in its ``detail`` (both ends of the 84-160 pt
/// heights).
///
/// Sources: Apple's Human Interface Guidelines (HIG), Live Activities page as revised on
/// December 16, 2025 (its change log's latest entry):
/// - Live Activities › Specifications › iOS dimensions
///   (<https://developer.apple.com/design/human-interface-guidelines/live-activities#iOS-dimensions>):
///   compact leading/trailing 52.33x36.67 pt on 393x852-pt screens and 62.33x36.67 pt on
///   430x932-pt screens; minimal 36.67–45 x 36.67 pt; expanded and Lock Screen 371 (or 408) x
///   84–160 pt. The thirds are exact here (52.33 = 157/3, 36.67 = 110/3), so that @3x images
///   come out at whole pixels: 157x110. The HIG's Dynamic Island width table gives the 408-pt
///   expanded width to the iPhone 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus, 16 Pro Max, Air and
///   17 Pro Max, and 371 pt to the other Dynamic Island iPhones; the `-max` presets use the
///   figures of the larger (430x932-pt) screen row.
/// - Live Activities › Specifications › watchOS dimensions, the same as Widgets › watchOS
///   dimensions (<https://developer.apple.com/design/human-interface-guidelines/widgets#watchOS-dimensions>):
///   the Smart Stack at 40, 41, 44, 45 and 49 mm. The HIG lists no Smart Stack size for the
///   42 and 46 mm cases, so there are no presets for them.
/// - Live Activities › Specifications › CarPlay dimensions
///   (<https://developer.apple.com/design/human-interface-guidelines/live-activities#CarPlay-dimensions>):
///   240x78, 240x100 and 170x78 pt; the HIG gives no names for them, so the presets are named
///   by size.
/// - Widgets › Specifications › iOS dimensions
///   (<https://developer.apple.com/design/human-interface-guidelines/widgets#iOS-dimensions>):
///   small, medium, large (Home Screen) and circular, rectangular, inline (Lock Screen) for the
///   393x852, 430x932 (`-max`), 414x896 and 375x812-pt screens, the same as measured with
///   SwiftUI's GeometryReader in the public simonbs/ios-widget-sizes table (170x170, 364x170 and
///   364x382 pt on 430x932-pt iPhones; 158x158, 338x158 and 338x354 pt on 390x844-pt ones).
/// - Widgets › Specifications › iPadOS dimensions: the target canvas sizes of small, medium,
///   large and extra large widgets on 1024x1366, 834x1194 and 768x1024-pt screens.
/// - Complications › Specifications (Circular, Corner, Rectangular)
///   (<https://developer.apple.com/design/human-interface-guidelines/complications>): the
///   circular image, the corner's circular image and the rectangular large image without a
///   title, at 40, 41, 44 and 45/49 mm (one row for both). The tables have no 42 and 46 mm
///   rows; the inline family's image is 10–12 pt, too small for three rings (see
///   <doc:PresetsAndLayouts>).
/// - The `square-*` presets are not platform sizes: plain squares for documents and web pages.
public struct ExportPreset: Sendable, Hashable {
  /// The name users choose it by: lower-case letters, digits and `-`.
  public let name: String
  /// Canvas width in points.
  public let width: Double
  /// Canvas height in points.
  public let height: Double
  /// Where this size is used, and which value of a published range it takes.
  public let detail: String
  /// The HIG table and row the size comes from; nil for sizes that are not Apple's (squares).
  public let source: HIGSource?
  /// How the rings (and values) are placed on the canvas.
  public let layout: PresetLayout

  /// Creates a preset.
  public init(
    name: String, width: Double, height: Double, detail: String, source: HIGSource?,
    layout: PresetLayout = .centred
  ) {
    self.name = name
    self.width = width
    self.height = height
    self.detail = detail
    self.source = source
    self.layout = layout
  }

  /// The size as the HIG writes it, rounded to hundredths: `52.33x36.67`.
  public var sizeText: String {
    let format = DecimalFormat(maximumFractionDigits: 2)
    return "\(format.string(width))x\(format.string(height))"
  }

  /// The canvas for a scene.
  ///
  /// - Throws: `SceneError.invalidSize` for a hand-made preset with a side that
  ///   is not finite and > 0 (never for the built-in ones).
  public func canvasSize() throws(SceneError) -> CanvasSize {
    try CanvasSize(width: width, height: height)
  }

  /// Looks a preset up by name, ignoring case.
  ///
  /// - Throws: ``ExportPresetError/unknownName(_:known:)``, which lists the known names.
  public static func named(_ name: String) throws(ExportPresetError) -> ExportPreset {
    let wanted = name.lowercased()
    guard let preset = all.first(where: { $0.name == wanted }) else {
      throw .unknownName(name, known: all.map(\.name))
    }
    return preset
  }

  /// The largest side of a square made with ``square(side:)``, in points: 10,000, so that a typo
  /// cannot ask for gigapixel images.
  public static let maximumSquareSide = 10_000.0

  /// A square of `side` points that is not one of the built-in presets, named
  /// `size-<points>` with at most two decimals (`size-40`, `size-36.67`, for 110/3), so its
  /// side is at least 0.01 point: a smaller one would be named `size-0`.
  ///
  /// ```swift
  /// try ExportPreset.square(side: 40).name  // "size-40"
  /// ```
  ///
  /// - Throws: ``ExportPresetError/invalidSide(_:)`` unless `side` is at least 0.01 (as its
  ///   name rounds it) and at most ``maximumSquareSide``.
  public static func square(side: Double) throws(ExportPresetError) -> ExportPreset {
    let points = DecimalFormat(maximumFractionDigits: 2).string(side)
    guard side > 0, side <= maximumSquareSide, points != "0" else { throw .invalidSide(side) }
    return ExportPreset(
      name: "size-" + points, width: side, height: side, detail: "a square of \(points) points",
      source: nil)
  }

  /// Every built-in preset, in the order `--list-presets` shows them.
  public static let all: [ExportPreset] =
    liveActivity + iPad + homeScreen + lockScreenWidgets + iPadWidgets + smartStack
    + complications + carPlay + squares

  /// The HIG's standard margin around Live Activity content on the Lock Screen and in the
  /// Dynamic Island's expanded presentation, in points.
  public static let standardMargin = 14.0
  /// The corner radius of the Dynamic Island's expanded presentation, in points.
  public static let dynamicIslandCornerRadius = 44.0
  /// The TrueDepth camera's area in the Dynamic Island, in points: 125.33 x 36.67 (376/3 x
  /// 110/3), at the top centre (HIG › Live Activities › Specifications › iOS dimensions).
  public static let cameraSize = (width: 376.0 / 3, height: 110.0 / 3)

  /// The camera area on an expanded presentation `width` points wide: at the top centre.
  public static func cameraArea(width: Double) -> LayoutRect {
    LayoutRect(
      x: (width - cameraSize.width) / 2, y: 0, width: cameraSize.width,
      height: cameraSize.height)
  }

  /// The Lock Screen layout: the standard margin.
  static let lockScreen = PresetLayout.wide(margin: standardMargin, cornerRadius: nil)
  /// The expanded layout at `width`: the standard margin, corners concentric to the Dynamic
  /// Island's, and the camera area at the top centre.
  private static func expanded(width: Double) -> PresetLayout {
    .wide(
      margin: standardMargin, cornerRadius: dynamicIslandCornerRadius,
      camera: cameraArea(width: width))
  }

  /// Live Activities on iPhone (HIG › Live Activities › Specifications › iOS dimensions).
  private static let liveActivity: [ExportPreset] = [
    ExportPreset(
      name: "live-activity-compact", width: 157.0 / 3, height: 110.0 / 3,
      detail: "Dynamic Island compact leading (the rings), 393x852-pt iPhone screens",
      source: .iOS(row: "393x852", column: "Compact leading"), layout: .compactLeading),
    ExportPreset(
      name: "live-activity-compact-max", width: 187.0 / 3, height: 110.0 / 3,
      detail: "Dynamic Island compact leading (the rings), 430x932-pt iPhone screens",
      source: .iOS(row: "430x932", column: "Compact leading"), layout: .compactLeading),
    ExportPreset(
      name: "live-activity-compact-trailing", width: 157.0 / 3, height: 110.0 / 3,
      detail: "Dynamic Island compact trailing (the Move value), 393x852-pt iPhone screens",
      source: .iOS(row: "393x852", column: "Compact trailing"), layout: .compactTrailing),
    ExportPreset(
      name: "live-activity-compact-trailing-max", width: 187.0 / 3, height: 110.0 / 3,
      detail: "Dynamic Island compact trailing (the Move value), 430x932-pt iPhone screens",
      source: .iOS(row: "430x932", column: "Compact trailing"), layout: .compactTrailing),
    ExportPreset(
      name: "live-activity-minimal", width: 110.0 / 3, height: 110.0 / 3,
      detail: "Dynamic Island minimal, the circular size (width 36.67-45 pt)",
      source: .iOS(row: "393x852", column: "Minimal"), layout: .minimal),
    ExportPreset(
      name: "live-activity-minimal-oval", width: 45, height: 110.0 / 3,
      detail: "Dynamic Island minimal, the oval size (width 36.67-45 pt)",
      source: .iOS(row: "393x852", column: "Minimal"), layout: .minimal),
    ExportPreset(
      name: "live-activity-expanded", width: 371, height: 160,
      detail: "Dynamic Island expanded, 393x852-pt screens, tallest (height 84-160 pt)",
      source: .iOS(row: "393x852", column: "Expanded"), layout: expanded(width: 371)),
    ExportPreset(
      name: "live-activity-expanded-84", width: 371, height: 84,
      detail: "Dynamic Island expanded, 393x852-pt screens, shortest (height 84-160 pt)",
      source: .iOS(row: "393x852", column: "Expanded"), layout: expanded(width: 371)),
    ExportPreset(
      name: "live-activity-expanded-max", width: 408, height: 160,
      detail: "Dynamic Island expanded, 430x932-pt screens, tallest (height 84-160 pt)",
      source: .iOS(row: "430x932", column: "Expanded"), layout: expanded(width: 408)),
    ExportPreset(
      name: "live-activity-expanded-max-84", width: 408, height: 84,
      detail: "Dynamic Island expanded, 430x932-pt screens, shortest (height 84-160 pt)",
      source: .iOS(row: "430x932", column: "Expanded"), layout: expanded(width: 408)),
    ExportPreset(
      name: "live-activity-lock-screen", width: 371, height: 160,
      detail: "Lock Screen, 393x852-pt screens, tallest (height 84-160 pt)",
      source: .iOS(row: "393x852", column: "Lock Screen"), layout: lockScreen),
    ExportPreset(
      name: "live-activity-lock-screen-84", width: 371, height: 84,
      detail: "Lock Screen, 393x852-pt screens, shortest (height 84-160 pt)",
      source: .iOS(row: "393x852", column: "Lock Screen"), layout: lockScreen),
    ExportPreset(
      name: "live-activity-lock-screen-max", width: 408, height: 160,
      detail: "Lock Screen, 430x932-pt screens, tallest (height 84-160 pt)",
      source: .iOS(row: "430x932", column: "Lock Screen"), layout: lockScreen),
    ExportPreset(
      name: "live-activity-lock-screen-max-84", width: 408, height: 84,
      detail: "Lock Screen, 430x932-pt screens, shortest (height 84-160 pt)",
      source: .iOS(row: "430x932", column: "Lock Screen"), layout: lockScreen),
    ExportPreset(
      name: "live-activity-standby", width: 742, height: 320,
      detail: "StandBy: the Lock Screen presentation of 393x852-pt screens at 2x",
      source: .iOS(row: "393x852", column: "Lock Screen"), layout: .magnified(lockScreen, by: 2)),
  ]

  /// Live Activities on iPad's Lock Screen (HIG › Live Activities › Specifications › iPadOS
  /// dimensions), at the tallest and the shortest height of the 84-160 pt range, as for iPhone.
  private static let iPad: [ExportPreset] = [425.0, 500.0].flatMap { width in
    let points = DecimalFormat(maximumFractionDigits: 0).string(width)
    return [(160.0, "", "tallest"), (84.0, "-84", "shortest")].map { height, suffix, which in
      ExportPreset(
        name: "ipad-lock-screen-\(points)\(suffix)", width: width, height: height,
        detail: "iPad Lock Screen, \(points) pt wide, \(which) (height 84-160 pt)",
        source: .iPadOS(row: "\(points)x84-160"), layout: lockScreen)
    }
  }

  /// The Apple Watch Smart Stack (HIG › Live Activities › Specifications › watchOS dimensions),
  /// with an 8-pt margin (see ``PresetLayout/wide(margin:cornerRadius:camera:)``).
  private static let smartStack: [ExportPreset] = [
    (40, 152, 69.5), (41, 165, 72.5), (44, 173, 76.5), (45, 184, 80.5), (49, 191, 81.5),
  ].map { (millimetres: Int, width: Double, height: Double) in
    ExportPreset(
      name: "watch-smart-stack-\(millimetres)mm", width: width, height: height,
      detail: "Apple Watch \(millimetres) mm Smart Stack widget or Live Activity",
      source: .watchOS(row: "\(millimetres)mm"), layout: .wide(margin: 8, cornerRadius: nil))
  }

  /// CarPlay Live Activities (HIG › Live Activities › Specifications › CarPlay dimensions),
  /// with the standard margin.
  private static let carPlay: [ExportPreset] = [(240, 100), (240, 78), (170, 78)].map {
    (width: Int, height: Int) in
    ExportPreset(
      name: "carplay-\(width)x\(height)", width: Double(width), height: Double(height),
      detail: "CarPlay Live Activity", source: .carPlay(row: "\(width)x\(height)"),
      layout: .wide(margin: standardMargin, cornerRadius: nil))
  }

  /// Plain squares; not platform sizes.
  private static let squares: [ExportPreset] = [32, 64, 128, 256, 512, 1024].map {
    (side: Int) in
    ExportPreset(
      name: "square-\(side)", width: Double(side), height: Double(side),
      detail: "a plain square, for documents and web pages", source: nil)
  }
}

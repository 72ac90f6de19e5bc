import ActivityRings

/// A named canvas size for `rings export`, taken from the sizes Apple publishes for the places
/// rings appear: Live Activity presentations on iPhone, the Apple Watch Smart Stack and CarPlay,
/// plus plain squares.
///
/// ```swift
/// let preset = try ExportPreset.named("live-activity-expanded")
/// preset.width   // 371
/// preset.height  // 160
/// let canvas = try preset.canvasSize()   // the rings fill a 160-pt square in the middle
/// ```
///
/// ```sh
/// $ rings export --list-presets
/// live-activity-compact       52.33x36.67 pt  Dynamic Island compact leading or trailing, …
/// …
/// ```
///
/// All sizes are in points. Where the published size is a rectangle, the canvas is that
/// rectangle, and the rings fill a square of its shorter side, centred (``RingLayout`` sizes the
/// rings from ``CanvasSize/shortSide``); the rest of the canvas is background. Where Apple gives
/// a range, the preset takes the value named in its ``detail``.
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
/// - The `square-*` presets are not platform sizes: plain squares for documents and web pages.
struct ExportPreset: Sendable, Hashable {
  /// The name users choose it by: lower-case letters, digits and `-`.
  let name: String
  /// Canvas width in points.
  let width: Double
  /// Canvas height in points.
  let height: Double
  /// Where this size is used, and which value of a published range it takes.
  let detail: String

  /// Creates a preset.
  init(name: String, width: Double, height: Double, detail: String) {
    self.name = name
    self.width = width
    self.height = height
    self.detail = detail
  }

  /// The side of the rings' square: the canvas's shorter side, in points.
  var ringSide: Double { min(width, height) }

  /// The size as the HIG writes it, rounded to hundredths: `52.33x36.67`.
  var sizeText: String {
    let format = DecimalFormat(maximumFractionDigits: 2)
    return "\(format.string(width))x\(format.string(height))"
  }

  /// The canvas for a scene.
  ///
  /// - Throws: ``SceneError/invalidSize(width:height:)`` for a hand-made preset with a side that
  ///   is not finite and > 0 (never for the built-in ones).
  func canvasSize() throws(SceneError) -> CanvasSize {
    try CanvasSize(width: width, height: height)
  }

  /// Looks a preset up by name, ignoring case.
  ///
  /// - Throws: a usage ``CLIError`` that lists the known names.
  static func named(_ name: String) throws(CLIError) -> ExportPreset {
    let wanted = name.lowercased()
    guard let preset = all.first(where: { $0.name == wanted }) else {
      throw .usage(
        "unknown preset \(QuotedText.quoted(name)) (known: \(all.map(\.name).joined(separator: ", ")))"
      )
    }
    return preset
  }

  /// Every built-in preset, in the order `--list-presets` shows them.
  static let all: [ExportPreset] = liveActivity + smartStack + carPlay + squares

  /// Live Activities on iPhone (HIG › Live Activities › Specifications › iOS dimensions).
  private static let liveActivity: [ExportPreset] = [
    ExportPreset(
      name: "live-activity-compact", width: 157.0 / 3, height: 110.0 / 3,
      detail: "Dynamic Island compact leading or trailing, 393x852-pt iPhone screens"),
    ExportPreset(
      name: "live-activity-compact-max", width: 187.0 / 3, height: 110.0 / 3,
      detail: "Dynamic Island compact leading or trailing, 430x932-pt iPhone screens"),
    ExportPreset(
      name: "live-activity-minimal", width: 110.0 / 3, height: 110.0 / 3,
      detail: "Dynamic Island minimal, the circular size (width 36.67-45 pt)"),
    ExportPreset(
      name: "live-activity-expanded", width: 371, height: 160,
      detail: "Dynamic Island expanded, 393x852-pt screens, tallest (height 84-160 pt)"),
    ExportPreset(
      name: "live-activity-expanded-max", width: 408, height: 160,
      detail: "Dynamic Island expanded, 430x932-pt screens, tallest (height 84-160 pt)"),
    ExportPreset(
      name: "live-activity-lock-screen", width: 371, height: 160,
      detail: "Lock Screen, 393x852-pt screens, tallest (height 84-160 pt)"),
    ExportPreset(
      name: "live-activity-lock-screen-max", width: 408, height: 160,
      detail: "Lock Screen, 430x932-pt screens, tallest (height 84-160 pt)"),
  ]

  /// The Apple Watch Smart Stack (HIG › Live Activities › Specifications › watchOS dimensions).
  private static let smartStack: [ExportPreset] = [
    (40, 152, 69.5), (41, 165, 72.5), (44, 173, 76.5), (45, 184, 80.5), (49, 191, 81.5),
  ].map { (millimetres: Int, width: Double, height: Double) in
    ExportPreset(
      name: "watch-smart-stack-\(millimetres)mm", width: width, height: height,
      detail: "Apple Watch \(millimetres) mm Smart Stack widget or Live Activity")
  }

  /// CarPlay Live Activities (HIG › Live Activities › Specifications › CarPlay dimensions).
  private static let carPlay: [ExportPreset] = [(240, 100), (240, 78), (170, 78)].map {
    (width: Int, height: Int) in
    ExportPreset(
      name: "carplay-\(width)x\(height)", width: Double(width), height: Double(height),
      detail: "CarPlay Live Activity")
  }

  /// Plain squares; not platform sizes.
  private static let squares: [ExportPreset] = [32, 64, 128, 256, 512, 1024].map {
    (side: Int) in
    ExportPreset(
      name: "square-\(side)", width: Double(side), height: Double(side),
      detail: "a plain square, for documents and web pages")
  }
}

import ActivityRings

/// One preset's picture at one scale: the rings placed by the preset's ``PresetLayout``, with
/// the day's values beside them where the layout shows them.
///
/// ```swift
/// let picture = try PresetPicture(
///   preset: try ExportPreset.named("live-activity-lock-screen"), scale: .x2, summary: today)
/// picture.ringOrigin  // where the rings sit: their ink starts at the 14 pt margin
/// picture.texts.map(\.text)  // ["Move 350/500CAL", "Exercise 20/30MIN", "Stand 8/12HRS"]
/// let png = try CairoRenderer().pngData(picture.drawList())
/// ```
///
/// The rings are ``scene``, drawn on a square canvas of their own and moved, by whole device
/// pixels, to ``ringOrigin``, so their edges stay on the pixel grid; the values are
/// ``texts``. The picture's accessible description is the scene's.
public struct PresetPicture: Sendable, Hashable {
  /// The preset drawn.
  public let preset: ExportPreset
  /// The rings, on their own canvas (for ``PresetLayout/centred``, the preset's whole canvas).
  public let scene: RingScene
  /// Where ``scene``'s canvas sits on the preset's, in points; nil when the layout draws no
  /// rings (``PresetLayout/compactTrailing``).
  public let ringOrigin: Point?
  /// The values drawn beside the rings, in the ring colours (the name, if any, in white).
  public let texts: [DrawText]
  /// Whether the label asked for in the options is shown: false when the layout has no room
  /// for it (compact and minimal layouts, or a name too long for a wide preset at 11 pt).
  public let showsLabel: Bool
  /// Whether the picture is the reduced-luminance variant for the Always-On display.
  public let alwaysOn: Bool
  /// The preset's canvas.
  let canvas: CanvasSize

  /// How much an Always-On picture keeps of each colour channel:
  /// `DrawList.alwaysOnFactor` (0.6), where the choice is explained.
  public static let alwaysOnFactor = DrawList.alwaysOnFactor

  /// Lays out `preset` at `scale`.
  ///
  /// - Parameters:
  ///   - preset: the size and layout.
  ///   - scale: pixels per point; the rings are placed on whole pixels of it.
  ///   - summary: the day's values; nil draws empty tracks and `--` values.
  ///   - style: which rings.
  ///   - options: background, look, glyphs, label and image kind. A label's name is drawn
  ///     above the values on wide presets where it fits at 11 pt; ``showsLabel`` says whether
  ///     it was.
  ///   - alwaysOn: draws the reduced-luminance variant (``alwaysOnFactor``).
  /// - Throws: `SceneError` for invalid values, a preset with no canvas, or (for the centred
  ///   layout) a label that does not fit at 11 pt.
  public init(
    preset: ExportPreset, scale: RenderScale, summary: ActivitySummary?,
    style: RingStyle = .automatic, options: RingOptions = RingOptions(), alwaysOn: Bool = false
  ) throws(SceneError) {
    self.preset = preset
    self.alwaysOn = alwaysOn
    let canvas = try preset.canvasSize()
    self.canvas = canvas
    var unlabelled = options
    unlabelled.label = nil
    switch preset.layout {
    case .centred:
      scene = try RingScene(
        summary: summary, style: style, size: canvas, scale: scale, options: options)
      ringOrigin = Point(x: 0, y: 0)
      texts = []
      showsLabel = options.label != nil
    case .minimal:
      scene = try RingScene(
        summary: summary, style: style, size: canvas, scale: scale, options: unlabelled)
      ringOrigin = Point(x: 0, y: 0)
      texts = []
      showsLabel = false
    case .compactLeading:
      // Measured on the canvas as drawn, in whole pixels, so the rings meet its trailing edge.
      let drawn = canvas.pixels(at: scale)
      let factor = Double(scale.factor)
      let side = Double(drawn.height) / factor
      scene = try RingScene(
        summary: summary, style: style, size: CanvasSize(side: side), scale: scale,
        options: unlabelled)
      // Snug to the trailing edge, the camera's side: only the rings' own margin between.
      ringOrigin = Point(x: Double(drawn.width) / factor - side, y: 0)
      texts = []
      showsLabel = false
    case .compactTrailing:
      scene = try RingScene(
        summary: summary, style: style, size: CanvasSize(side: canvas.height), scale: scale,
        options: unlabelled)
      ringOrigin = nil
      texts = Self.compactTrailingTexts(scene: scene, canvas: canvas)
      showsLabel = false
    case .wide(let margin, let cornerRadius):
      let wide = try WideArrangement(
        canvas: canvas, margin: margin, cornerRadius: cornerRadius, scale: scale,
        summary: summary, style: style, options: options)
      scene = wide.scene
      ringOrigin = wide.ringOrigin
      texts = wide.texts
      showsLabel = options.label != nil && wide.showsName
    }
  }

  /// The picture as a draw list: the rings moved to ``ringOrigin`` on the preset's canvas and
  /// the values, dimmed for the Always-On display when ``alwaysOn``.
  public func drawList() -> DrawList {
    let rings = scene.drawList()
    var picture: DrawList
    if let ringOrigin {
      picture = rings.placed(at: ringOrigin.x, ringOrigin.y, on: canvas)
    } else {
      picture = rings
      picture.size = canvas
      picture.items = []
      picture.groups = []
    }
    picture.texts += texts
    return alwaysOn ? picture.dimmed(by: Self.alwaysOnFactor) : picture
  }

  /// `points` on the pixel grid of `scale`, rounded in `rule`'s direction.
  static func pixels(_ points: Double, _ scale: RenderScale, _ rule: FloatingPointRoundingRule)
    -> Double
  {
    let factor = Double(scale.factor)
    return (points * factor).rounded(rule) / factor
  }

  /// The compact trailing element: the Move value snug to the leading edge (the camera's
  /// side), as large as fits up to the height's half, never under 11 pt: with its goal, else
  /// without, else Move's percentage.
  static func compactTrailingTexts(scene: RingScene, canvas: CanvasSize) -> [DrawText] {
    var candidates = [
      LabelBlock.value(of: .move, in: scene),
      LabelBlock.value(of: .move, in: scene, showsGoal: false),
    ]
    if let progress = scene.progress[.move] {
      candidates.append(DecimalFormat(maximumFractionDigits: 0).string(progress * 100) + "%")
    }
    for text in candidates {
      let widest = canvas.width / (Double(text.count) * LabelBlock.averageAdvance)
      let fontSize = min(widest, canvas.height / 2)
      guard fontSize >= PresetLayout.minimumFontSize else { continue }
      // The ink runs from 0.8 em above the baseline to 0.25 below: centred on the canvas.
      let baseline = canvas.height / 2 + 0.275 * fontSize
      return [
        DrawText(
          ring: .move, text: text, origin: Point(x: 0, y: baseline), fontSize: fontSize,
          weight: .bold, color: RingKind.move.color)
      ]
    }
    return []
  }
}

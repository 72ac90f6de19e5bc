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
  /// The rings, on their own canvas (for ``PresetLayout/centred``, the preset's whole canvas),
  /// in full colour: ``drawList()`` draws the whole picture in ``mode``.
  public let scene: RingScene
  /// Where ``scene``'s canvas sits on the preset's, in points; nil when the layout draws no
  /// rings (``PresetLayout/compactTrailing``).
  public let ringOrigin: Point?
  /// The values drawn beside or below the rings, in the ring colours (the name, if any, in
  /// white).
  public let texts: [DrawText]
  /// Whether the label asked for in the options is shown: false when the layout has no room
  /// for it (compact, minimal and inline layouts, a centred canvas too small for it, or a name
  /// too long for a wide or stacked preset at 11 pt).
  public let showsLabel: Bool
  /// How the system shows the picture (the options' `RingOptions/mode`): the Always-On
  /// display's reduced luminance, a monochrome treatment, or Apple's colours.
  public let mode: RenderingMode
  /// The colour of `RenderingMode/accented` (the options' `RingOptions/tint`).
  public let tint: RGBColor
  /// The preset's canvas.
  let canvas: CanvasSize

  /// Lays out `preset` at `scale`.
  ///
  /// - Parameters:
  ///   - preset: the size and layout.
  ///   - scale: pixels per point; the rings are placed on whole pixels of it.
  ///   - summary: the day's values; nil draws empty tracks and `--` values.
  ///   - style: which rings.
  ///   - options: background, look, glyphs, label, image kind and mode. A label's name is
  ///     drawn above the values on wide and stacked presets where it fits at 11 pt;
  ///     ``showsLabel`` says whether it was.
  /// - Throws: `SceneError` for invalid values, a preset with no canvas, or a magnification
  ///   under 1 (`invalidSize`, of the canvas it would lay out).
  public init(
    preset: ExportPreset, scale: RenderScale, summary: ActivitySummary?,
    style: RingStyle = .automatic, options: RingOptions = RingOptions()
  ) throws(SceneError) {
    self.preset = preset
    mode = options.mode
    tint = options.tint
    let canvas = try preset.canvasSize()
    self.canvas = canvas
    // The parts are laid out in Apple's colours; drawList() draws the whole picture in the mode.
    var options = options
    options.mode = .fullColor
    var unlabelled = options
    unlabelled.label = nil
    let (layout, unit) = preset.layout.unmagnified
    guard unit >= 1 else {
      throw .invalidSize(width: preset.width / unit, height: preset.height / unit)
    }
    switch layout {
    case .centred:
      // A label too long for the canvas at 11 pt is left out, as on the compact layouts.
      do {
        scene = try RingScene(
          summary: summary, style: style, size: canvas, scale: scale, options: options)
        showsLabel = options.label != nil
      } catch .labelDoesNotFit {
        scene = try RingScene(
          summary: summary, style: style, size: canvas, scale: scale, options: unlabelled)
        showsLabel = false
      }
      ringOrigin = Point(x: 0, y: 0)
      texts = []
    case .minimal:
      scene = try RingScene(
        summary: summary, style: style, size: canvas, scale: scale, options: unlabelled)
      ringOrigin = Point(x: 0, y: 0)
      texts = []
      showsLabel = false
    case .compactLeading:
      scene = try Self.compactRings(
        canvas: canvas, scale: scale, summary: summary, style: style, options: unlabelled)
      // Snug to the trailing edge, the camera's side: only the rings' own margin between.
      let side = scene.size.width
      ringOrigin = Point(
        x: Double(canvas.pixels(at: scale).width) / Double(scale.factor) - side, y: 0)
      texts = []
      showsLabel = false
    case .compactTrailing:
      scene = try Self.compactRings(
        canvas: canvas, scale: scale, summary: summary, style: style, options: unlabelled)
      ringOrigin = nil
      texts = Self.compactTrailingTexts(scene: scene, canvas: canvas, unit: unit)
      showsLabel = false
    case .wide(let margin, let cornerRadius, let camera):
      let wide = try WideArrangement(
        canvas: canvas, margin: margin * unit, cornerRadius: cornerRadius.map { $0 * unit },
        camera: camera.map { $0.magnified(by: unit) }, unit: unit, scale: scale,
        summary: summary, style: style, options: options)
      scene = wide.scene
      ringOrigin = wide.ringOrigin
      texts = wide.texts
      showsLabel = options.label != nil && wide.showsName
    case .stacked(let margin):
      let stacked = try StackedArrangement(
        canvas: canvas, margin: margin * unit, unit: unit, scale: scale, summary: summary,
        style: style, options: options)
      scene = stacked.scene
      ringOrigin = stacked.ringOrigin
      texts = stacked.texts
      showsLabel = options.label != nil && stacked.showsName
    case .inline:
      let inline = try InlineArrangement(
        canvas: canvas, unit: unit, scale: scale, summary: summary, style: style,
        options: unlabelled)
      scene = inline.scene
      ringOrigin = Point(x: 0, y: 0)
      texts = inline.texts
      showsLabel = false
    case .magnified:
      preconditionFailure("unmagnified returns the layout inside every magnification")
    }
  }

  /// The compact elements' rings: a square as high as the canvas as drawn, in whole pixels,
  /// so that the leading element's rings meet its trailing edge and the trailing element
  /// measures the same rings.
  static func compactRings(
    canvas: CanvasSize, scale: RenderScale, summary: ActivitySummary?, style: RingStyle,
    options: RingOptions
  ) throws(SceneError) -> RingScene {
    let side = Double(canvas.pixels(at: scale).height) / Double(scale.factor)
    return try RingScene(
      summary: summary, style: style, size: CanvasSize(side: side), scale: scale,
      options: options)
  }

  /// The picture as a draw list: the rings moved to ``ringOrigin`` on the preset's canvas and
  /// the values, all in ``mode``.
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
    return picture.rendered(in: mode, tint: tint)
  }

  /// `points` on the pixel grid of `scale`, rounded in `rule`'s direction.
  static func pixels(_ points: Double, _ scale: RenderScale, _ rule: FloatingPointRoundingRule)
    -> Double
  {
    let factor = Double(scale.factor)
    return (points * factor).rounded(rule) / factor
  }

  /// The compact trailing element: the Move value snug to the leading edge (the camera's
  /// side), as large as fits up to the height's half, never under 11 pt, no wider than
  /// ``PresetLayout/compactBalance`` times the leading element's rings (`scene`'s) and inside
  /// the island's rounded trailing end: the first of ``compactTrailingCandidates(scene:)`` that
  /// does. Where none is that narrow at 11 pt (a Move of 20000%), the shortest at 11 pt, if it
  /// fits the element.
  static func compactTrailingTexts(scene: RingScene, canvas: CanvasSize, unit: Double)
    -> [DrawText]
  {
    let candidates = compactTrailingCandidates(scene: scene)
    let balanced = min(canvas.width, compactTrailingLimit(scene: scene))
    let smallest = PresetLayout.minimumFontSize * unit
    for text in candidates {
      let em = Double(text.count) * LabelBlock.averageAdvance
      // Half points, down from the largest that fits the width and half the height, until the
      // line clears the rounded end.
      var fontSize = (min(balanced / em, canvas.height / 2) / unit * 2).rounded(.down) / 2 * unit
      while fontSize >= smallest {
        if let line = compactTrailingLine(text, fontSize: fontSize, canvas: canvas) {
          return [line]
        }
        fontSize -= 0.5 * unit
      }
    }
    let shortest = candidates.min { $0.count < $1.count } ?? ""
    return compactTrailingLine(shortest, fontSize: smallest, canvas: canvas).map { [$0] } ?? []
  }

  /// What the compact trailing element may write, in order: the Move value with its goal,
  /// without it, then Move's percentage.
  static func compactTrailingCandidates(scene: RingScene) -> [String] {
    [
      LabelBlock.value(of: .move, in: scene),
      LabelBlock.value(of: .move, in: scene, showsGoal: false),
      LabelBlock.percentage(of: .move, in: scene),
    ]
  }

  /// The widest the compact trailing value may be: ``PresetLayout/compactBalance`` times the
  /// leading element's rings (`scene`'s ink).
  static func compactTrailingLimit(scene: RingScene) -> Double {
    PresetLayout.compactBalance * 2 * (scene.layout().rings.first?.outerRadius ?? 0)
  }

  /// `text` at `fontSize`, at the leading edge and centred on the canvas, if it lies inside the
  /// island's shape.
  static func compactTrailingLine(_ text: String, fontSize: Double, canvas: CanvasSize)
    -> DrawText?
  {
    // The ink runs from 0.8 em above the baseline to 0.25 below: centred on the canvas.
    let line = DrawText(
      ring: .move, text: text, origin: Point(x: 0, y: canvas.height / 2 + 0.275 * fontSize),
      fontSize: fontSize, weight: .bold, color: RingKind.move.color)
    let inside = IslandShape(canvas: canvas, roundedEnd: .trailing).contains(
      line.estimatedBounds)
    return inside ? line : nil
  }
}

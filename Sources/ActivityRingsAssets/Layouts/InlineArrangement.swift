import ActivityRings

/// The inline layout worked out for one canvas and scale: the rings as high as the canvas at
/// the leading edge, then the values on one line (see ``PresetLayout/inline``).
///
/// ```swift
/// let inline = try InlineArrangement(
///   canvas: try CanvasSize(width: 234, height: 26), unit: 1, scale: .x2, summary: today,
///   style: .automatic, options: RingOptions())
/// inline.texts.map(\.text)  // ["350CAL", "20MIN", "8HRS"]
/// ```
///
/// The values are each ring's value and goal where the line fits at 11 pt or more, else the
/// values alone, else the percentages; as large as fits up to ``largestShare`` of the height,
/// a space between them. Lengths are times `unit`, as in the wide layout.
struct InlineArrangement {
  /// The rings on their own square canvas.
  let scene: RingScene
  /// The values, left to right.
  let texts: [DrawText]

  /// The largest text, as a share of the height: 0.65, the clock line's text on the Lock
  /// Screen leaves about a third of the line's height around it.
  static let largestShare = 0.65

  init(
    canvas: CanvasSize, unit: Double, scale: RenderScale, summary: ActivitySummary?,
    style: RingStyle, options: RingOptions
  ) throws(SceneError) {
    var ringOptions = options
    ringOptions.label = nil
    // Measured on the canvas as drawn, in whole pixels, as the compact leading element is.
    let factor = Double(scale.factor)
    let side = Double(canvas.pixels(at: scale).height) / factor
    let scene = try RingScene(
      summary: summary, style: style, size: CanvasSize(side: side), scale: scale,
      options: ringOptions)
    self.scene = scene
    let start = side + PresetPicture.pixels(4 * unit, scale, .up)
    let width = canvas.width - start
    let candidates = [
      scene.rings.map { LabelBlock.value(of: $0, in: scene) },
      scene.rings.map { LabelBlock.value(of: $0, in: scene, showsGoal: false) },
      scene.rings.map { LabelBlock.percentage(of: $0, in: scene) },
    ]
    for values in candidates {
      // A space's width between values.
      let characters = Double(values.map(\.count).reduce(0, +) + values.count - 1)
      let fitting = min(
        Self.largestShare * canvas.height, width / (characters * LabelBlock.averageAdvance))
      let fontSize = (fitting / unit * 2).rounded(.down) / 2 * unit
      guard fontSize >= PresetLayout.minimumFontSize * unit else { continue }
      let advance = LabelBlock.averageAdvance * fontSize
      // The ink runs from 0.8 em above the baseline to 0.25 below: centred on the canvas.
      let baseline = canvas.height / 2 + 0.275 * fontSize
      var x = start
      var texts: [DrawText] = []
      for (kind, value) in zip(scene.rings, values) {
        texts.append(
          DrawText(
            ring: kind, text: value, origin: Point(x: x, y: baseline), fontSize: fontSize,
            weight: .bold, color: kind.color))
        x += Double(value.count + 1) * advance
      }
      self.texts = texts
      return
    }
    texts = []
  }
}

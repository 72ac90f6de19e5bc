import ActivityRings

/// The wide layout worked out for one canvas and scale: the rings at the leading margin, the
/// values beside them (see ``PresetLayout/wide(margin:cornerRadius:)``).
///
/// ```swift
/// let wide = try WideArrangement(
///   canvas: try CanvasSize(width: 371, height: 160), margin: 14, cornerRadius: nil,
///   scale: .x2, summary: today, style: .automatic, options: RingOptions())
/// wide.texts.map(\.text)  // ["Move 350/500CAL", "Exercise 20/30MIN", "Stand 8/12HRS"]
/// ```
///
/// The rings' ink fills the height inside the margins where the values fit beside them at
/// 11 pt or more; otherwise the values drop the ring names, then the rings shrink (to 80%, then
/// 60% of that height) until they fit. The values are as large as fits, up to 22 pt (the Title
/// 2 size of Apple's type scale), one line per ring in its colour, centred on the rings.
struct WideArrangement {
  /// The rings on their own square canvas.
  let scene: RingScene
  /// Where that canvas sits, in points, on whole device pixels.
  let ringOrigin: Point
  /// The lines beside the rings.
  let texts: [DrawText]
  /// Whether the label's name is among ``texts``.
  let showsName: Bool

  /// The largest value text, in points: Title 2 of Apple's type scale.
  static let largestFontSize = 22.0
  /// The rings' share of the height inside the margins, tried in turn.
  static let ringShares = [1.0, 0.8, 0.6]

  init(
    canvas: CanvasSize, margin: Double, cornerRadius: Double?, scale: RenderScale,
    summary: ActivitySummary?, style: RingStyle, options: RingOptions
  ) throws(SceneError) {
    var ringOptions = options
    ringOptions.label = nil
    let innerHeight = canvas.height - 2 * margin
    let onePixel = 1 / Double(scale.factor)
    var fallback: (scene: RingScene, origin: Point)?
    for share in Self.ringShares {
      let rings = try Self.rings(
        ink: innerHeight * share - 2 * onePixel, canvas: canvas, margin: margin,
        cornerRadius: cornerRadius, scale: scale, summary: summary, style: style,
        options: ringOptions)
      if fallback == nil { fallback = rings }
      let layout = rings.scene.layout()
      let inkRight = rings.origin.x + layout.center.x + (layout.rings.first?.outerRadius ?? 0)
      let spacing = max(4, PresetPicture.pixels(0.1 * innerHeight * share, scale, .up))
      let textArea = LayoutRect(
        x: inkRight + spacing, y: margin, width: canvas.width - margin - inkRight - spacing,
        height: innerHeight)
      for lines in Self.candidateLines(scene: rings.scene, label: options.label) {
        if let texts = Self.texts(lines.lines, in: textArea, centredOn: canvas.height / 2) {
          scene = rings.scene
          ringOrigin = rings.origin
          self.texts = texts
          showsName = lines.showsName
          return
        }
      }
    }
    // Nothing fits at 11 pt (a canvas narrower than any preset): the full-height rings alone.
    if let fallback {
      scene = fallback.scene
      ringOrigin = fallback.origin
    } else {
      let rings = try Self.rings(
        ink: innerHeight - 2 * onePixel, canvas: canvas, margin: margin,
        cornerRadius: cornerRadius, scale: scale, summary: summary, style: style,
        options: ringOptions)
      scene = rings.scene
      ringOrigin = rings.origin
    }
    texts = []
    showsName = false
  }

  /// The rings' scene whose ink is at most `ink` points across, and its origin: the ink's
  /// leading edge at the margin (or further in, to stay inside the corners concentric to the
  /// presentation's), centred vertically, on whole device pixels.
  static func rings(
    ink: Double, canvas: CanvasSize, margin: Double, cornerRadius: Double?, scale: RenderScale,
    summary: ActivitySummary?, style: RingStyle, options: RingOptions
  ) throws(SceneError) -> (scene: RingScene, origin: Point) {
    let onePixel = 1 / Double(scale.factor)
    // The rings' own margin is about 5% of their square on each side.
    var side = PresetPicture.pixels(max(ink, onePixel) / 0.9, scale, .down)
    var scene = try RingScene(
      summary: summary, style: style, size: CanvasSize(side: side), scale: scale,
      options: options)
    var layout = scene.layout()
    var attempts = 0
    while 2 * (layout.rings.first?.outerRadius ?? 0) > ink, side > 2 * onePixel, attempts < 64 {
      side -= onePixel
      attempts += 1
      scene = try RingScene(
        summary: summary, style: style, size: CanvasSize(side: side), scale: scale,
        options: options)
      layout = scene.layout()
    }
    let radius = layout.rings.first?.outerRadius ?? side / 2
    var centreX = margin + radius
    let centreY = canvas.height / 2
    if let cornerRadius {
      // Inside the rounded rectangle inset by the margin, of radius cornerRadius - margin.
      let inner = cornerRadius - margin
      let corner = margin + inner
      let rise = max(0, corner - centreY)
      if radius < inner {
        let room = (inner - radius) * (inner - radius) - rise * rise
        centreX = max(centreX, room >= 0 ? corner - room.squareRoot() : corner)
      }
    }
    let origin = Point(
      x: PresetPicture.pixels(centreX - layout.center.x, scale, .up),
      y: PresetPicture.pixels(centreY - layout.center.y, scale, .toNearestOrAwayFromZero))
    return (scene, origin)
  }

  /// The lines to try, in order: with the label's name (when there is one) and the ring
  /// names, then without the ring names, then, when there was a name, both without it.
  static func candidateLines(scene: RingScene, label: RingLabel?) -> [(
    lines: [(ring: RingKind?, text: String)], showsName: Bool
  )] {
    let usesWheelchair = label?.usesWheelchair == true
    let named = scene.rings.map { kind -> (ring: RingKind?, text: String) in
      let name = kind == .stand && usesWheelchair ? "Roll" : kind.name
      return (kind, "\(name) \(LabelBlock.value(of: kind, in: scene))")
    }
    let bare = scene.rings.map { kind -> (ring: RingKind?, text: String) in
      (kind, LabelBlock.value(of: kind, in: scene))
    }
    let name = label?.name.map(LabelBlock.singleLine) ?? ""
    guard !name.isEmpty else { return [(named, false), (bare, false)] }
    let title: (ring: RingKind?, text: String) = (nil, name)
    return [([title] + named, true), ([title] + bare, true), (named, false), (bare, false)]
  }

  /// The lines set as large as fits `area`, up to ``largestFontSize``, centred vertically on
  /// `centre`; nil when they do not fit at 11 pt.
  static func texts(
    _ lines: [(ring: RingKind?, text: String)], in area: LayoutRect, centredOn centre: Double
  ) -> [DrawText]? {
    guard !lines.isEmpty, area.width > 0, area.height > 0 else { return nil }
    let longest = Double(lines.map { $0.text.count }.max() ?? 1)
    let count = Double(lines.count)
    let fitting = min(
      largestFontSize, area.height / (count * LabelBlock.lineSpacing),
      area.width / (longest * LabelBlock.averageAdvance))
    // Half points, so that sizes read as a type scale does.
    let fontSize = (fitting * 2).rounded(.down) / 2
    guard fontSize >= PresetLayout.minimumFontSize else { return nil }
    let lineHeight = fontSize * LabelBlock.lineSpacing
    let top = centre - lineHeight * count / 2
    return lines.enumerated().map { index, line in
      DrawText(
        ring: line.ring, text: line.text,
        origin: Point(x: area.x, y: top + lineHeight * Double(index) + fontSize),
        fontSize: fontSize, weight: .bold, color: line.ring?.color ?? LabelBlock.nameColor)
    }
  }
}

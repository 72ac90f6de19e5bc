import ActivityRings

/// The wide layout worked out for one canvas and scale: the rings at the leading margin, the
/// values beside them (see ``PresetLayout/wide(margin:cornerRadius:camera:)``).
///
/// ```swift
/// let wide = try WideArrangement(
///   canvas: try CanvasSize(width: 371, height: 160), margin: 14, cornerRadius: nil,
///   camera: nil, unit: 1, scale: .x2, summary: today, style: .automatic,
///   options: RingOptions())
/// wide.texts.map(\.text)  // ["Move 350/500CAL", "Exercise 20/30MIN", "Stand 8/12HRS"]
/// ```
///
/// The rings' ink fills the height inside the margins where the values fit beside them at
/// 11 pt or more; otherwise the values drop the ring names, then the rings shrink (to 80%, then
/// 60% of that height) until they fit. The values are as large as fits, up to 22 pt (the Title
/// 2 size of Apple's type scale), one line per ring in its colour, centred on the rings. With a
/// camera area, rings that come within ``PresetLayout/cameraClearance`` of it shrink too, and
/// the values take the largest place beside the rings that keeps clear of it: left of it,
/// right of it or below it. With a corner radius, the values also stay inside the corners
/// concentric to the presentation's.
///
/// Every length is in points times `unit` (2 for StandBy, the Lock Screen at 2x: margins,
/// text sizes and their half-point steps, spacing), so that a layout at `unit` 2 and scale 1
/// is the same picture, pixel for pixel, as at `unit` 1 and scale 2.
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
    canvas: CanvasSize, margin: Double, cornerRadius: Double?, camera: LayoutRect?,
    unit: Double, scale: RenderScale, summary: ActivitySummary?, style: RingStyle,
    options: RingOptions
  ) throws(SceneError) {
    var ringOptions = options
    ringOptions.label = nil
    let innerHeight = canvas.height - 2 * margin
    let onePixel = 1 / Double(scale.factor)
    let keepOut = camera.map { $0.inset(by: -PresetLayout.cameraClearance * unit) }
    var fallback: (scene: RingScene, origin: Point)?
    for share in Self.ringShares {
      let rings = try Self.rings(
        ink: innerHeight * share - 2 * onePixel, canvas: canvas, margin: margin,
        cornerRadius: cornerRadius, scale: scale, summary: summary, style: style,
        options: ringOptions)
      let layout = rings.scene.layout()
      let radius = layout.rings.first?.outerRadius ?? 0
      let centre = Point(x: rings.origin.x + layout.center.x, y: rings.origin.y + layout.center.y)
      if let keepOut, keepOut.distance(from: centre) < radius { continue }
      if fallback == nil { fallback = rings }
      let inkRight = centre.x + radius
      let spacing = max(4 * unit, PresetPicture.pixels(0.1 * innerHeight * share, scale, .up))
      let textArea = LayoutRect(
        x: inkRight + spacing, y: margin, width: canvas.width - margin - inkRight - spacing,
        height: innerHeight)
      let areas = Self.areas(of: textArea, avoiding: keepOut)
      // Inside the corners concentric to the presentation's, where it has them.
      let inner = LayoutRect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        .inset(by: margin)
      let keepsInside = { (box: LayoutRect) in
        cornerRadius.map { inner.contains(box, cornerRadius: $0 - margin) } ?? true
      }
      for lines in Self.candidateLines(scene: rings.scene, label: options.label) {
        let placed = areas.compactMap { area in
          Self.texts(
            lines.lines, in: area, centredOn: area.y + area.height / 2, unit: unit,
            keepsInside: keepsInside)
        }
        if let texts = placed.max(by: { ($0.first?.fontSize ?? 0) < ($1.first?.fontSize ?? 0) }) {
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
  /// presentation's), centred vertically or, with a `top`, its top edge there, on whole device
  /// pixels.
  static func rings(
    ink: Double, canvas: CanvasSize, margin: Double, cornerRadius: Double?, top: Double? = nil,
    scale: RenderScale, summary: ActivitySummary?, style: RingStyle, options: RingOptions
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
    let centreY = top.map { $0 + radius } ?? canvas.height / 2
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
      y: PresetPicture.pixels(
        centreY - layout.center.y, scale, top == nil ? .toNearestOrAwayFromZero : .up))
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

  /// The parts of `area` clear of `keepOut`: the whole of it when they do not meet; otherwise
  /// what lies left of it, right of it and below it (the camera is at the top), each as tall or
  /// as wide as `area`.
  static func areas(of area: LayoutRect, avoiding keepOut: LayoutRect?) -> [LayoutRect] {
    guard let keepOut, area.intersects(keepOut) else { return [area] }
    return [
      LayoutRect(x: area.x, y: area.y, width: keepOut.x - area.x, height: area.height),
      LayoutRect(x: keepOut.maxX, y: area.y, width: area.maxX - keepOut.maxX, height: area.height),
      LayoutRect(x: area.x, y: keepOut.maxY, width: area.width, height: area.maxY - keepOut.maxY),
    ].filter { $0.width > 0 && $0.height > 0 }
  }

  /// The largest text size for `lines` in `width` × `height` points, up to
  /// ``largestFontSize``, in half-point steps (times `unit`); nil under 11 pt.
  static func fontSize(
    lines: [(ring: RingKind?, text: String)], width: Double, height: Double, unit: Double
  ) -> Double? {
    let longest = Double(lines.map { $0.text.count }.max() ?? 1)
    let count = Double(lines.count)
    let fitting = min(
      largestFontSize * unit, height / (count * LabelBlock.lineSpacing),
      width / (longest * LabelBlock.averageAdvance))
    // Half points, so that sizes read as a type scale does.
    let fontSize = (fitting / unit * 2).rounded(.down) / 2 * unit
    return fontSize >= PresetLayout.minimumFontSize * unit ? fontSize : nil
  }

  /// The lines set as large as fits `area`, up to ``largestFontSize``, centred vertically on
  /// `centre`, each line's box passing `keepsInside`; nil when they do not fit at 11 pt.
  static func texts(
    _ lines: [(ring: RingKind?, text: String)], in area: LayoutRect, centredOn centre: Double,
    unit: Double, keepsInside: (LayoutRect) -> Bool = { _ in true }
  ) -> [DrawText]? {
    guard !lines.isEmpty, area.width > 0, area.height > 0,
      var fontSize = fontSize(lines: lines, width: area.width, height: area.height, unit: unit)
    else { return nil }
    while fontSize >= PresetLayout.minimumFontSize * unit {
      let height = fontSize * LabelBlock.lineSpacing * Double(lines.count)
      let texts = set(lines, fontSize: fontSize, x: area.x, top: centre - height / 2)
      if texts.allSatisfy({ keepsInside($0.estimatedBounds) }) { return texts }
      fontSize -= 0.5 * unit
    }
    return nil
  }

  /// The lines at `fontSize`, one below the other from `top`, starting at `x`, each in its
  /// ring's colour (the name in white).
  static func set(
    _ lines: [(ring: RingKind?, text: String)], fontSize: Double, x: Double, top: Double
  ) -> [DrawText] {
    let lineHeight = fontSize * LabelBlock.lineSpacing
    return lines.enumerated().map { index, line in
      DrawText(
        ring: line.ring, text: line.text,
        origin: Point(x: x, y: top + lineHeight * Double(index) + fontSize),
        fontSize: fontSize, weight: .bold, color: line.ring?.color ?? LabelBlock.nameColor)
    }
  }
}

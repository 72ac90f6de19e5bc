import ActivityRings

/// The stacked layout worked out for one canvas and scale: the rings at the top leading corner,
/// the values below them (see ``PresetLayout/stacked(margin:)``).
///
/// ```swift
/// let stacked = try StackedArrangement(
///   canvas: try CanvasSize(side: 158), margin: 16, unit: 1, scale: .x2, summary: today,
///   style: .automatic, options: RingOptions())
/// stacked.texts.map(\.text)  // ["350/500CAL", "20/30MIN", "8/12HRS"]
/// ```
///
/// The values take at most ``textShare`` of the height inside the margins, as large as fits
/// the width up to 22 pt, with the ring names where they fit at 11 pt or more and without them
/// otherwise; the rings fill the height above them (never wider than the canvas inside the
/// margins). Lengths are times `unit`, as in the wide layout.
struct StackedArrangement {
  /// The rings on their own square canvas.
  let scene: RingScene
  /// Where that canvas sits, in points, on whole device pixels.
  let ringOrigin: Point
  /// The lines below the rings.
  let texts: [DrawText]
  /// Whether the label's name is among ``texts``.
  let showsName: Bool

  /// The most of the height inside the margins the values take: 0.4, which leaves the rings
  /// the larger part, as on Apple's small Fitness widget.
  static let textShare = 0.4

  init(
    canvas: CanvasSize, margin: Double, unit: Double, scale: RenderScale,
    summary: ActivitySummary?, style: RingStyle, options: RingOptions
  ) throws(SceneError) {
    var ringOptions = options
    ringOptions.label = nil
    let inner = LayoutRect(x: 0, y: 0, width: canvas.width, height: canvas.height)
      .inset(by: margin)
    let onePixel = 1 / Double(scale.factor)
    // The values do not depend on the rings' size: any scene of the day names them.
    let probe = try RingScene(
      summary: summary, style: style, size: CanvasSize(side: max(inner.height, onePixel)),
      scale: scale, options: ringOptions)
    let spacing = max(4 * unit, PresetPicture.pixels(0.05 * inner.height, scale, .up))
    for lines in WideArrangement.candidateLines(scene: probe, label: options.label) {
      guard
        let fontSize = WideArrangement.fontSize(
          lines: lines.lines, width: inner.width, height: inner.height * Self.textShare,
          unit: unit)
      else { continue }
      let block = fontSize * LabelBlock.lineSpacing * Double(lines.lines.count)
      let rings = try WideArrangement.rings(
        ink: min(inner.height - block - spacing, inner.width) - 2 * onePixel, canvas: canvas,
        margin: margin, cornerRadius: nil, top: margin, scale: scale, summary: summary,
        style: style, options: ringOptions)
      scene = rings.scene
      ringOrigin = rings.origin
      texts = WideArrangement.set(
        lines.lines, fontSize: fontSize, x: margin, top: inner.maxY - block)
      showsName = lines.showsName
      return
    }
    // Nothing fits at 11 pt (a canvas smaller than any preset): the rings alone.
    let rings = try WideArrangement.rings(
      ink: min(inner.height, inner.width) - 2 * onePixel, canvas: canvas, margin: margin,
      cornerRadius: nil, top: margin, scale: scale, summary: summary, style: style,
      options: ringOptions)
    scene = rings.scene
    ringOrigin = rings.origin
    texts = []
    showsName = false
  }
}

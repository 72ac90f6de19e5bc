/// The complete, backend-neutral description of a picture: a canvas, a background and filled
/// shapes painted in order. Renderers draw exactly this and decide nothing about geometry,
/// colour or layout, which is why every backend shows the same rings.
///
/// ```swift
/// let drawList = try RingScene(summary: summary).drawList()
/// for item in drawList.items {
///   print(item.role)   // move.track, move.arc, exercise.track, …
/// }
/// ```
///
/// Coordinates are points with the origin at the top-left corner and y growing downwards; a
/// renderer multiplies them by ``scale`` to get pixels.
public struct DrawList: Sendable, Hashable {
  /// The canvas size in points.
  public var size: CanvasSize
  /// Pixels per point for raster output.
  public var scale: RenderScale
  /// The colour that fills the whole canvas first; nil leaves it transparent.
  public var background: RGBColor?
  /// The shapes, painted first to last.
  public var items: [DrawItem]
  /// Label text, drawn after the shapes (see ``LabelBlock``); empty without a label.
  public var texts: [DrawText]
  /// A short title for the picture (SVG `<title>`).
  public var title: String
  /// The accessibility description (SVG `<desc>`, terminal caption).
  public var accessibilityText: String
  /// Runs of items that depict one thing each, with words for it (a history calendar's days);
  /// sorted and not overlapping. Empty for one set of rings.
  public var groups: [DrawGroup]

  /// Creates a draw list directly, for pictures the core's scene does not describe.
  public init(
    size: CanvasSize, scale: RenderScale, background: RGBColor?, items: [DrawItem],
    texts: [DrawText] = [], title: String, accessibilityText: String, groups: [DrawGroup] = []
  ) {
    self.size = size
    self.scale = scale
    self.background = background
    self.items = items
    self.texts = texts
    self.title = title
    self.accessibilityText = accessibilityText
    self.groups = groups
  }

  /// Builds the drawing of a scene.
  ///
  /// For each ring, outermost first: the dim track (where the value leaves it visible); then
  /// nothing more for no data; a dot at 12 o'clock for zero; otherwise what lies under the tip (the arc from its
  /// start cap, or from the goal on a full lap), the tip's shadow (``TipShadow``) and the arc's
  /// last stretch on top, ending in the tip's round cap (see ``RingTip``); the gradient look
  /// (``RingGradient``, the default) paints these with coloured pieces; each ring's glyph
  /// (``RingGlyph``) goes on top. A paused day adds ``PausedMarker`` in the middle, and a label
  /// adds ``texts``. Last, the colours are those of the options' ``RingOptions/mode``
  /// (``rendered(in:tint:)``).
  ///
  /// - Complexity: O(number of rings), independent of the number of laps; the gradient look's
  ///   paints hold up to ``RingGradient/maximumPiecesPerLap`` + 4 pieces per ring.
  public init(scene: RingScene) {
    let layout = scene.layout()
    var items: [DrawItem] = []
    if let enclosure = layout.enclosureRadius {
      items.append(
        DrawItem(
          role: .enclosure, path: .disc(center: layout.center, radius: enclosure),
          paint: .solid(.black)))
    }
    for ring in layout.rings {
      items += Self.items(
        for: ring, progress: scene.progress[ring.kind], center: layout.center, scale: scene.scale,
        options: scene.options)
    }
    if scene.summary?.isPaused == true, let marker = PausedMarker.item(in: layout) {
      items.append(marker)
    }
    let description = scene.ringDescription
    self.init(
      size: scene.size, scale: scene.scale,
      background: scene.options.background == .black ? .black : nil,
      items: items, texts: LabelBlock.texts(for: scene, in: layout), title: description.title,
      accessibilityText: description.sentence)
    self = rendered(in: scene.options.mode, tint: scene.options.tint)
  }

  /// The shapes of one ring.
  static func items(
    for ring: RingGeometry, progress: Double?, center: Point, scale: RenderScale,
    options: RingOptions
  ) -> [DrawItem] {
    let kind = ring.kind
    var items = trackItems(for: ring, progress: progress, center: center)
    if let progress {
      items += progressItems(
        for: ring, progress: progress, center: center, scale: scale, look: options.look)
    }
    if options.showsGlyphs,
      let glyph = RingGlyph.item(
        for: ring, center: center, scale: scale, imageKind: options.imageKind,
        color: RingGlyph.color(for: kind, progress: progress))
    {
      items.append(glyph)
    }
    return items
  }

  /// The dim track where the ring's value does not cover it: the whole annulus for no data or
  /// zero, nothing from the goal on, and otherwise the rest of the lap from the tip to 12
  /// o'clock, under the arc's round caps only. Leaving it out under the value keeps the value's
  /// edges on black, antialiased once rather than over the track's own edges (see
  /// ``RingBand``), so every backend blends them alike.
  static func trackItems(for ring: RingGeometry, progress: Double?, center: Point) -> [DrawItem] {
    let kind = ring.kind
    func track(_ path: DrawPath) -> [DrawItem] {
      [
        DrawItem(
          role: DrawRole(ring: kind, part: .track), path: path, paint: .solid(kind.trackColor))
      ]
    }
    let annulus = DrawPath.annulus(
      center: center, innerRadius: ring.innerRadius, outerRadius: ring.outerRadius)
    guard let progress, progress > 0, ring.radius > 0 else { return track(annulus) }
    guard progress < 1 else { return [] }
    let end = RingAngle.fullTurn * progress
    let under = min(0.5 * ring.lineWidth / ring.radius, .pi / 2)
    guard end > 2 * under else { return track(annulus) }
    return track(
      .sector(
        center: center, innerRadius: ring.innerRadius, outerRadius: ring.outerRadius,
        from: end, to: RingAngle.fullTurn))
  }

  /// A ring's value: the zero dot, or what lies under the tip, the tip's shadow and the tip's
  /// last stretch on top (see ``RingTip``), in the look's colours.
  static func progressItems(
    for ring: RingGeometry, progress: Double, center: Point, scale: RenderScale, look: RingLook
  ) -> [DrawItem] {
    let kind = ring.kind
    if progress == 0 {
      let start = look == .gradient ? kind.gradientStartColor : kind.color
      return [
        DrawItem(
          role: DrawRole(ring: kind, part: .dot),
          path: .disc(
            center: RingAngle.point(at: 0, radius: ring.radius, around: center),
            radius: ring.lineWidth / 2),
          paint: .solid(start))
      ]
    }
    let tip = RingTip(ring: ring, progress: progress)
    let shadow = TipShadow.items(
      for: ring, tipAngle: tip.angle, strength: tip.shadowStrength, center: center)
    if look == .gradient {
      return RingGradient.items(
        for: ring, progress: progress, center: center, scale: scale, between: shadow)
    }
    // The flat look is the gradient's shapes in one colour.
    let colour = Paint.solid(kind.color)
    return RingBand.items(
      for: ring, progress: progress, center: center, scale: scale,
      overlap: RingGradient.overlap(for: ring, scale: scale), between: shadow
    ) { _, _, _ in colour }
  }
}

#if !hasFeature(Embedded)
  // Encoding is synthesized here (same file as the type); decoding, which tolerates older draw
  // lists, is in DrawList+Codable.swift.
  extension DrawList: Codable {}
#endif

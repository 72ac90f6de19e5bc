/// The symbol at 12 o'clock on each ring, as Apple draws it: → on Move, ≫ on Exercise, ↑ on
/// Stand. Glyphs are vector paths in the draw list (no fonts), sized to the ring's width, and
/// left out where the ring is too thin to read them. They are black on the ring's colour; on a
/// ring that shows only its dark track (no data, or a goal of 0) black would all but vanish, so
/// there the glyph takes the ring's HIG colour.
///
/// Proportions, in line widths, as in Apple's rings and MKRingProgressView's picture (→ 0.47
/// tall and 0.45 wide on a 60-pixel ring, ≫ 1.33 times as wide as →): each glyph is 0.45 tall,
/// → and ↑ are 0.45 wide with 45° heads, ≫ is 0.63 wide (1.4 times →), its two heads 0.19 apart,
/// and strokes are 0.07 wide.
///
/// ```swift
/// let item = RingGlyph.item(for: ring, center: center, scale: .x2)  // nil when too thin
/// ```
public enum RingGlyph {
  /// The thinnest ring, in device pixels, that still shows its glyph: 18.
  ///
  /// Chosen by looking at renders of every ring width from 12 to 24 pixels, at 1:1 and
  /// magnified: below 18 pixels the ≫ glyph's two heads run into one and → and ↑ lose their
  /// heads' points; from 18 pixels (a 180-pixel three-ring image: 90 pt @2x, 60 pt @3x) all
  /// three read as themselves, with ring colour between ≫'s heads.
  public static let minimumLineWidthInPixels = 18.0
  /// The pixels per point at which a vector picture (SVG, PDF, shown at any size) decides which
  /// rings show their glyph, when its scene's own scale is lower: 2, so an SVG or PDF at 1x has
  /// glyphs wherever a @2x PNG has them.
  public static let nominalVectorScale = 2
  /// The glyph's stroke width as a fraction of the ring's line width.
  public static let strokeFraction = 0.07
  /// The glyph's colour where it lies on the ring's value (the dot, arc or lap).
  public static let color = RGBColor.black

  /// The glyph's colour on a ring showing `progress` (nil: no data): black on the ring's
  /// value, the ring's HIG colour on a bare track.
  public static func color(for kind: RingKind, progress: Double?) -> RGBColor {
    progress == nil ? kind.color : color
  }

  /// The strokes of a ring's glyph, in line widths, around the glyph's centre (x right, y down).
  public static func strokes(for kind: RingKind) -> [(from: Point, to: Point)] {
    func point(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
    // Half the glyph's height and of →'s width, to the strokes' centre lines.
    let half = 0.19
    switch kind {
    case .move:
      return [
        (point(-half, 0), point(half, 0)),
        (point(half, 0), point(0, -half)),
        (point(half, 0), point(0, half)),
      ]
    case .exercise:
      // The shaft ends in the first head; the second head lies `spacing` ahead of it.
      let reach = 0.28
      let spacing = 0.19
      let first = reach - spacing
      return [
        (point(-reach, 0), point(first, 0)),
        (point(first, 0), point(first - half, -half)),
        (point(first, 0), point(first - half, half)),
        (point(reach, 0), point(reach - half, -half)),
        (point(reach, 0), point(reach - half, half)),
      ]
    case .stand:
      return [
        (point(0, half), point(0, -half)),
        (point(0, -half), point(-half, 0)),
        (point(0, -half), point(half, 0)),
      ]
    }
  }

  /// Whether a ring `lineWidth` points wide shows its glyph in a picture at `scale` drawn as
  /// `imageKind`: a raster decides at its own pixels, a vector or page at
  /// ``nominalVectorScale`` pixels per point or its scale, whichever is more.
  public static func isLegible(
    lineWidth: Double, scale: RenderScale, imageKind: OutputFormat.ImageKind = .raster
  ) -> Bool {
    let factor =
      imageKind == .raster ? scale.factor : max(scale.factor, nominalVectorScale)
    return lineWidth * Double(factor) >= minimumLineWidthInPixels
  }

  /// The glyph of `ring`, centred on its centre line at 12 o'clock, in `color`; nil when the
  /// ring is too thin to read it (``isLegible(lineWidth:scale:imageKind:)``).
  public static func item(
    for ring: RingGeometry, center: Point, scale: RenderScale,
    imageKind: OutputFormat.ImageKind = .raster, color: RGBColor = color
  ) -> DrawItem? {
    guard isLegible(lineWidth: ring.lineWidth, scale: scale, imageKind: imageKind) else {
      return nil
    }
    let origin = RingAngle.point(at: 0, radius: ring.radius, around: center)
    let unit = ring.lineWidth
    var path = DrawPath()
    for stroke in strokes(for: ring.kind) {
      path.addCapsule(
        from: Point(x: origin.x + stroke.from.x * unit, y: origin.y + stroke.from.y * unit),
        to: Point(x: origin.x + stroke.to.x * unit, y: origin.y + stroke.to.y * unit),
        width: strokeFraction * unit)
    }
    return DrawItem(
      role: DrawRole(ring: ring.kind, part: .glyph), path: path, paint: .solid(color))
  }
}

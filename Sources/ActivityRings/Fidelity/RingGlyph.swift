/// The symbol at 12 o'clock on each ring, as Apple draws it: → on Move, ≫ on Exercise, ↑ on
/// Stand. Glyphs are vector paths in the draw list (no fonts), sized to the ring's width, and
/// left out where the ring is too thin to read them. They are black on the ring's colour; on a
/// ring that shows only its dim track (no data, or a goal of 0) black would all but vanish
/// (about 1.1:1), so there the glyph takes the ring's HIG colour (at least 4.5:1 against the
/// track).
///
/// ```swift
/// let item = RingGlyph.item(for: ring, center: center, scale: .x2)  // nil when too thin
/// ```
public enum RingGlyph {
  /// The thinnest ring, in device pixels, that still shows its glyph: 22.
  ///
  /// Chosen by looking at renders of every ring width from 12 to 28 pixels, at 1:1 and
  /// magnified: below about 20 pixels the ≫ glyph's two heads merge into one blob and → reads
  /// as "+"; from 22 pixels (a 220-pixel three-ring image: 110 pt @2x, 74 pt @3x) all three read
  /// as themselves.
  public static let minimumLineWidthInPixels = 22.0
  /// The glyph's stroke width as a fraction of the ring's line width.
  public static let strokeFraction = 0.075
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
    switch kind {
    case .move:
      return [
        (point(-0.2, 0), point(0.2, 0)),
        (point(0.2, 0), point(0.06, -0.14)),
        (point(0.2, 0), point(0.06, 0.14)),
      ]
    case .exercise:
      return [
        (point(-0.22, 0), point(0.2, 0)),
        (point(0.2, 0), point(0.06, -0.14)),
        (point(0.2, 0), point(0.06, 0.14)),
        (point(0.08, 0), point(-0.06, -0.14)),
        (point(0.08, 0), point(-0.06, 0.14)),
      ]
    case .stand:
      return [
        (point(0, 0.2), point(0, -0.2)),
        (point(0, -0.2), point(-0.14, -0.06)),
        (point(0, -0.2), point(0.14, -0.06)),
      ]
    }
  }

  /// The glyph of `ring`, centred on its centre line at 12 o'clock, in `color`; nil when the
  /// ring is thinner than ``minimumLineWidthInPixels`` at `scale`.
  public static func item(
    for ring: RingGeometry, center: Point, scale: RenderScale, color: RGBColor = color
  ) -> DrawItem? {
    guard ring.lineWidth * Double(scale.factor) >= minimumLineWidthInPixels else { return nil }
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

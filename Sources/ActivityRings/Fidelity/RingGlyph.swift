/// The black symbol at 12 o'clock on each ring, as Apple draws it: → on Move, ≫ on Exercise,
/// ↑ on Stand. Glyphs are vector paths in the draw list (no fonts), sized to the ring's width,
/// and left out where the ring is too thin to read them.
///
/// ```swift
/// let item = RingGlyph.item(for: ring, center: center, scale: .x2)  // nil when too thin
/// ```
public enum RingGlyph {
  /// The thinnest ring, in pixels, that still shows its glyph.
  public static let minimumLineWidthInPixels = 12.0
  /// The glyph's stroke width as a fraction of the ring's line width.
  public static let strokeFraction = 0.075
  /// The glyph's colour.
  public static let color = RGBColor.black

  /// The strokes of a ring's glyph, in line widths, around the glyph's centre (x right, y down).
  ///
  /// ```swift
  /// RingGlyph.strokes(for: .stand).count  // 3: the shaft and the two sides of the head
  /// ```
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

  /// The glyph of `ring`, centred on its centre line at 12 o'clock; nil when the ring is
  /// thinner than ``minimumLineWidthInPixels`` at `scale`.
  ///
  /// ```swift
  /// RingGlyph.item(for: ring, center: Point(x: 80, y: 80), scale: .x1)?.role  // move.glyph
  /// ```
  public static func item(for ring: RingGeometry, center: Point, scale: RenderScale) -> DrawItem? {
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

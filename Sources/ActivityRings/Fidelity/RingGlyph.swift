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
  /// The thinnest ring, in device pixels, that still shows its glyph in a raster picture: 12.
  ///
  /// A raster's glyph is drawn on its pixel grid (``gridFittedStrokes(for:lineWidthInPixels:)``),
  /// which keeps its strokes crisp and ≫'s heads apart down to this width. Chosen by looking at
  /// renders of every ring width from 9 to 24 pixels, at 1:1 and magnified: from 12 pixels (the
  /// rings of a 120-point picture at 1x; the default 160-point picture's are 16) all three read
  /// as themselves; at 11 pixels and below the heads' points reach the ring's edges.
  public static let minimumLineWidthInPixels = 12.0
  /// The thinnest ring, in pixels at ``nominalVectorScale``, that shows its glyph in a vector
  /// picture (SVG, PDF): 18. A vector glyph keeps its proportions, never fitted to a grid it
  /// cannot know, and below 18 pixels its ≫ runs its two heads into one.
  public static let minimumVectorLineWidthInPixels = 18.0
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
    // Half the glyph's height and of →'s width, to the strokes' centre lines; ≫'s shaft ends in
    // its first head and the second head lies `spacing` ahead of it.
    switch kind {
    case .move: move(half: 0.19)
    case .exercise: exercise(half: 0.19, reach: 0.28, spacing: 0.19)
    case .stand: stand(half: 0.19)
    }
  }

  private static func move(half: Double) -> [(from: Point, to: Point)] {
    [
      (Point(x: -half, y: 0), Point(x: half, y: 0)),
      (Point(x: half, y: 0), Point(x: 0, y: -half)),
      (Point(x: half, y: 0), Point(x: 0, y: half)),
    ]
  }

  private static func exercise(half: Double, reach: Double, spacing: Double)
    -> [(from: Point, to: Point)]
  {
    let first = reach - spacing
    return [
      (Point(x: -reach, y: 0), Point(x: first, y: 0)),
      (Point(x: first, y: 0), Point(x: first - half, y: -half)),
      (Point(x: first, y: 0), Point(x: first - half, y: half)),
      (Point(x: reach, y: 0), Point(x: reach - half, y: -half)),
      (Point(x: reach, y: 0), Point(x: reach - half, y: half)),
    ]
  }

  private static func stand(half: Double) -> [(from: Point, to: Point)] {
    [
      (Point(x: 0, y: half), Point(x: 0, y: -half)),
      (Point(x: 0, y: -half), Point(x: -half, y: 0)),
      (Point(x: 0, y: -half), Point(x: half, y: 0)),
    ]
  }

  /// Whether a ring `lineWidth` points wide shows its glyph in a picture at `scale` drawn as
  /// `imageKind`: a raster from ``minimumLineWidthInPixels`` of its own pixels, a vector or page
  /// from ``minimumVectorLineWidthInPixels`` at ``nominalVectorScale`` pixels per point or its
  /// scale, whichever is more.
  public static func isLegible(
    lineWidth: Double, scale: RenderScale, imageKind: OutputFormat.ImageKind = .raster
  ) -> Bool {
    guard imageKind == .raster else {
      let factor = max(scale.factor, nominalVectorScale)
      return lineWidth * Double(factor) >= minimumVectorLineWidthInPixels
    }
    return lineWidth * Double(scale.factor) >= minimumLineWidthInPixels
  }

  /// The strokes of a ring's glyph on a raster's pixel grid, for a ring `lineWidthInPixels`
  /// wide: their ends in whole pixels from the glyph's centre (x right, y down), and their
  /// width, ``strokeFraction`` of the ring's rounded to whole pixels and at least one. The
  /// centre goes on a pixel's centre for an odd width and on a pixel's corner for an even one,
  /// so straight strokes cover whole pixels. The glyph is 2 × round(0.19 × width) pixels tall
  /// between its strokes' centre lines, and ≫'s heads are at least two pixels clear of each
  /// other, so the ring's colour shows between them.
  public static func gridFittedStrokes(for kind: RingKind, lineWidthInPixels width: Double)
    -> (strokes: [(from: Point, to: Point)], strokeWidth: Double)
  {
    let strokeWidth = max(1, (strokeFraction * width).rounded())
    let half = max(1, (0.19 * width).rounded())
    let strokes: [(from: Point, to: Point)]
    switch kind {
    case .move:
      strokes = move(half: half)
    case .exercise:
      let spacing = max(strokeWidth + 2, (0.19 * width).rounded())
      let reach = max(spacing, (0.28 * width).rounded())
      strokes = exercise(half: half, reach: reach, spacing: spacing)
    case .stand:
      strokes = stand(half: half)
    }
    return (strokes, strokeWidth)
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
    var path = DrawPath()
    if imageKind == .raster {
      let factor = Double(scale.factor)
      let fitted = gridFittedStrokes(for: ring.kind, lineWidthInPixels: ring.lineWidth * factor)
      // A pixel's centre for odd strokes, a pixel's corner for even ones, nearest the centre.
      let offset = fitted.strokeWidth.truncatingRemainder(dividingBy: 2) == 1 ? 0.5 : 0
      func onGrid(_ value: Double) -> Double {
        ((value * factor - offset).rounded() + offset) / factor
      }
      let middle = Point(x: onGrid(origin.x), y: onGrid(origin.y))
      for stroke in fitted.strokes {
        path.addCapsule(
          from: Point(x: middle.x + stroke.from.x / factor, y: middle.y + stroke.from.y / factor),
          to: Point(x: middle.x + stroke.to.x / factor, y: middle.y + stroke.to.y / factor),
          width: fitted.strokeWidth / factor)
      }
    } else {
      let unit = ring.lineWidth
      for stroke in strokes(for: ring.kind) {
        path.addCapsule(
          from: Point(x: origin.x + stroke.from.x * unit, y: origin.y + stroke.from.y * unit),
          to: Point(x: origin.x + stroke.to.x * unit, y: origin.y + stroke.to.y * unit),
          width: strokeFraction * unit)
      }
    }
    return DrawItem(
      role: DrawRole(ring: ring.kind, part: .glyph), path: path, paint: .solid(color))
  }
}

/// The geometry of a scene, in points: where the rings sit, how wide they are, and the space
/// around and between them.
///
/// ```swift
/// let layout = RingLayout(canvas: try CanvasSize(side: 160), rings: RingKind.allCases)
/// layout.rings.map(\.radius)  // [64, 47, 30]
/// layout.outerMargin >= layout.gap  // true, as Apple's guidelines ask
/// ```
///
/// Proportions, for a square of S device pixels the rings are drawn in:
/// - outer margin (canvas or enclosure edge to the outermost ring): 0.05 S
/// - line width: 0.1 S with three rings, 0.15 S for Move alone
/// - gap between neighbouring rings: 0.07 of the three-ring line width (0.007 S), Apple's
///   proportion (MKRingProgressView, modelled on it: 2 pt between 30-pt rings)
///
/// Small sizes stay crisp: the layout is made in device pixels at the scene's scale and every
/// measure is rounded to whole pixels — the margin to at least the gap, the gap to at least one
/// pixel and, once the line is 13 pixels or wider, to at most 0.08 of it — and the centre to a
/// pixel corner or centre, so every ring edge lies on the pixel grid and a black pixel separates
/// neighbouring rings even at 29 pt @1x. (At 160 pt @1x: margin 8, gap 1 and line 16 pixels; at
/// 512: 26, 4 and 51.) Where whole pixels cannot fit the rings (a canvas of a dozen pixels or
/// so) the exact proportions are used instead.
///
/// Invariants (each a property test): outer margin ≥ gap; the outermost ring stays inside the
/// canvas as drawn (``CanvasSize/pixels(at:)``) by the outer margin; neighbouring rings never
/// overlap; the innermost ring keeps a positive inner radius; a Move-only ring is centred and
/// reaches the same outer edge as the three-ring layout; edges lie on the pixel grid; from 160
/// pixels on, the gap is at most 0.08 of the line width.
///
/// - Complexity: O(number of rings).
public struct RingLayout: Sendable, Hashable {
  /// The canvas, in points.
  public var canvas: CanvasSize
  /// The device pixels per point the layout is aligned to.
  public var scale: RenderScale
  /// The centre of every ring, in points: the centre of ``ringArea``, on the pixel grid.
  public var center: Point
  /// The square the rings are laid out in: the whole canvas's centred square of its shorter
  /// side, or, with a label, the square beside or above the label block.
  public var ringArea: LayoutRect
  /// The rest of the canvas, for the label block; nil without a label.
  public var labelArea: LayoutRect?
  /// The distance from the edge of ``ringArea`` (or the enclosing circle) to the outer edge of
  /// the outermost ring, in points: at least the gap.
  public var outerMargin: Double
  /// The distance between neighbouring ring bands, in points: whole device pixels, at least one.
  public var gap: Double
  /// The radius of the black enclosing circle, in points, when the background is
  /// ``RingBackground/circle``; nil for a black canvas.
  public var enclosureRadius: Double?
  /// The rings, outermost first.
  public var rings: [RingGeometry]

  /// Outer margin as a fraction of the shorter side.
  static let marginFraction = 0.05
  /// Gap between rings as a fraction of the three-ring line width.
  static let gapFraction = 0.07
  /// The widest gap between rings, in whole pixels, as a fraction of the three-ring line width,
  /// wherever that is at least a pixel (lines of 13 pixels and more).
  public static let maximumGapFraction = 0.08
  /// Line width with three rings, as a fraction of the shorter side.
  static let threeRingWidthFraction = 0.1
  /// Line width of a lone Move ring, as a fraction of the shorter side.
  static let singleRingWidthFraction = 0.15
  /// With a label beside them, the rings' square takes at most this share of the canvas's width.
  public static let ringShareBesideLabel = 0.5
  /// With a label below them, the rings' square takes at most this share of the canvas's height.
  public static let ringShareAboveLabel = 0.625

  /// Lays out `rings` (outermost first) on `canvas` at `scale`, leaving room for a label block
  /// when `placement` is given.
  public init(
    canvas: CanvasSize, rings kinds: [RingKind], background: RingBackground = .black,
    label placement: RingLabel.Placement? = nil, scale: RenderScale = .x1
  ) {
    // Everything is measured on the canvas as drawn: whole pixels, `factor` to the point.
    let factor = Double(scale.factor)
    let pixels = canvas.pixels(at: scale)
    let width = Double(pixels.width) / factor
    let height = Double(pixels.height) / factor
    let side: Double
    switch placement {
    case nil:
      side = min(width, height)
      ringArea = LayoutRect(
        x: (width - side) / 2, y: (height - side) / 2, width: side, height: side)
      labelArea = nil
    case .beside:
      side = min(height, width * Self.ringShareBesideLabel)
      ringArea = LayoutRect(x: 0, y: (height - side) / 2, width: side, height: side)
      labelArea = LayoutRect(x: side, y: 0, width: width - side, height: height)
    case .below:
      side = min(width, height * Self.ringShareAboveLabel)
      ringArea = LayoutRect(x: (width - side) / 2, y: 0, width: side, height: side)
      labelArea = LayoutRect(x: 0, y: side, width: width, height: height - side)
    }
    self.canvas = canvas
    self.scale = scale
    let widthFraction = kinds.count > 1 ? Self.threeRingWidthFraction : Self.singleRingWidthFraction
    let pixelGrid = PixelGridRings(
      area: ringArea, factor: factor, count: kinds.count, widthFraction: widthFraction)
    let outerEdge: Double
    let lineWidth: Double
    if let pixelGrid {
      center = pixelGrid.center
      outerMargin = pixelGrid.margin
      gap = pixelGrid.gap
      lineWidth = pixelGrid.lineWidth
      outerEdge = pixelGrid.outerEdge
    } else {
      center = Point(x: ringArea.x + side / 2, y: ringArea.y + side / 2)
      outerMargin = side * Self.marginFraction
      gap = side * Self.threeRingWidthFraction * Self.gapFraction
      lineWidth = side * widthFraction
      outerEdge = side / 2 - outerMargin
    }
    enclosureRadius = background == .circle ? outerEdge + outerMargin : nil
    var rings: [RingGeometry] = []
    for (index, kind) in kinds.enumerated() {
      let radius = outerEdge - lineWidth / 2 - Double(index) * (lineWidth + gap)
      rings.append(RingGeometry(kind: kind, radius: radius, lineWidth: lineWidth))
    }
    self.rings = rings
  }

  /// The geometry of one ring, if the layout has it.
  public func ring(_ kind: RingKind) -> RingGeometry? {
    rings.first { $0.kind == kind }
  }
}

#if !hasFeature(Embedded)
  extension RingLayout: Codable {}
#endif

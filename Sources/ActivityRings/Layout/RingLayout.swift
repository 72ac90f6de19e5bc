/// The geometry of a scene, in points: where the rings sit, how wide they are, and the space
/// around and between them.
///
/// ```swift
/// let layout = RingLayout(canvas: try CanvasSize(side: 160), rings: RingKind.allCases)
/// layout.rings.map(\.radius)  // [60, 42, 24]
/// layout.outerMargin >= layout.gap  // true, as Apple's guidelines ask
/// ```
///
/// Proportions, for a canvas whose shorter side is S points:
/// - outer margin (canvas or enclosure edge to the outermost ring): 0.05 S
/// - gap between neighbouring rings: 0.0125 S (an eighth of a three-ring line width)
/// - line width: 0.1 S with three rings, 0.15 S for Move alone
///
/// Invariants (each a property test): outer margin ≥ gap; the outermost ring stays inside the
/// canvas by the outer margin; neighbouring rings never overlap; the innermost ring keeps a
/// positive inner radius; a Move-only ring is centred and reaches the same outer edge as the
/// three-ring layout.
///
/// - Complexity: O(number of rings).
public struct RingLayout: Sendable, Hashable, Codable {
  /// The canvas, in points.
  public var canvas: CanvasSize
  /// The centre of every ring, in points: the centre of ``ringArea``.
  public var center: Point
  /// The square the rings are laid out in: the whole canvas's centred square of its shorter
  /// side, or, with a label, the square beside or above the label block.
  public var ringArea: LayoutRect
  /// The rest of the canvas, for the label block; nil without a label.
  public var labelArea: LayoutRect?
  /// The distance from the edge of ``ringArea`` (or the enclosing circle) to the outer edge of
  /// the outermost ring, in points.
  public var outerMargin: Double
  /// The distance between neighbouring ring bands, in points.
  public var gap: Double
  /// The radius of the black enclosing circle, in points, when the background is
  /// ``RingBackground/circle``; nil for a black canvas.
  public var enclosureRadius: Double?
  /// The rings, outermost first.
  public var rings: [RingGeometry]

  /// Outer margin as a fraction of the shorter side.
  static let marginFraction = 0.05
  /// Gap between rings as a fraction of the shorter side.
  static let gapFraction = 0.0125
  /// Line width with three rings, as a fraction of the shorter side.
  static let threeRingWidthFraction = 0.1
  /// Line width of a lone Move ring, as a fraction of the shorter side.
  static let singleRingWidthFraction = 0.15
  /// With a label beside them, the rings' square takes at most this share of the canvas's width.
  public static let ringShareBesideLabel = 0.5
  /// With a label below them, the rings' square takes at most this share of the canvas's height.
  public static let ringShareAboveLabel = 0.625

  /// Lays out `rings` (outermost first) on `canvas`, leaving room for a label block when
  /// `placement` is given.
  ///
  /// ```swift
  /// let moveOnly = RingLayout(canvas: try CanvasSize(side: 29), rings: [.move])
  /// ```
  public init(
    canvas: CanvasSize, rings kinds: [RingKind], background: RingBackground = .black,
    label placement: RingLabel.Placement? = nil
  ) {
    let side: Double
    switch placement {
    case nil:
      side = canvas.shortSide
      ringArea = LayoutRect(
        x: (canvas.width - side) / 2, y: (canvas.height - side) / 2, width: side, height: side)
      labelArea = nil
    case .beside:
      side = min(canvas.height, canvas.width * Self.ringShareBesideLabel)
      ringArea = LayoutRect(x: 0, y: (canvas.height - side) / 2, width: side, height: side)
      labelArea = LayoutRect(x: side, y: 0, width: canvas.width - side, height: canvas.height)
    case .below:
      side = min(canvas.width, canvas.height * Self.ringShareAboveLabel)
      ringArea = LayoutRect(x: (canvas.width - side) / 2, y: 0, width: side, height: side)
      labelArea = LayoutRect(x: 0, y: side, width: canvas.width, height: canvas.height - side)
    }
    self.canvas = canvas
    center =
      placement == nil
      ? Point(x: canvas.width / 2, y: canvas.height / 2)
      : Point(x: ringArea.x + side / 2, y: ringArea.y + side / 2)
    outerMargin = side * Self.marginFraction
    gap = side * Self.gapFraction
    enclosureRadius = background == .circle ? side / 2 : nil
    let lineWidth =
      side * (kinds.count > 1 ? Self.threeRingWidthFraction : Self.singleRingWidthFraction)
    let outerEdge = side / 2 - outerMargin
    var rings: [RingGeometry] = []
    for (index, kind) in kinds.enumerated() {
      let radius = outerEdge - lineWidth / 2 - Double(index) * (lineWidth + gap)
      rings.append(RingGeometry(kind: kind, radius: radius, lineWidth: lineWidth))
    }
    self.rings = rings
  }

  /// The geometry of one ring, if the layout has it.
  ///
  /// ```swift
  /// layout.ring(.stand)?.radius
  /// ```
  public func ring(_ kind: RingKind) -> RingGeometry? {
    rings.first { $0.kind == kind }
  }
}

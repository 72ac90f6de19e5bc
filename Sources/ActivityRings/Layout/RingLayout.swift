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
  /// The centre of every ring, in points: the centre of the canvas.
  public var center: Point
  /// The distance from the canvas's shorter side (or the enclosing circle) to the outer edge of
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

  /// Lays out `rings` (outermost first) on `canvas`.
  ///
  /// ```swift
  /// let moveOnly = RingLayout(canvas: try CanvasSize(side: 29), rings: [.move])
  /// ```
  public init(canvas: CanvasSize, rings kinds: [RingKind], background: RingBackground = .black) {
    let side = canvas.shortSide
    self.canvas = canvas
    center = Point(x: canvas.width / 2, y: canvas.height / 2)
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

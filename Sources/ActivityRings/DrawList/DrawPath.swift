/// A shape made of straight lines and cubic Bézier curves, in points, filled by the renderers.
///
/// ```swift
/// var path = DrawPath()
/// path.addCircle(center: Point(x: 50, y: 50), radius: 20)
/// path.elements.count  // 6: a move, four quarter curves, a close
/// ```
///
/// Every circle and arc is carried as explicit cubic Bézier segments of at most a quarter turn,
/// so every backend fills the very same curves instead of approximating arcs its own way (that
/// is what lets the SVG and Cairo outputs agree pixel for pixel). A quarter-turn cubic deviates
/// from the true circle by at most 0.027% of its radius.
///
/// Encoded as SVG path data (`"M 80 8 C … Z"`) with at most 6 fraction digits.
public struct DrawPath: Sendable, Hashable {
  /// The steps, in order.
  public var elements: [PathElement]

  /// Creates a path from steps.
  public init(_ elements: [PathElement] = []) {
    self.elements = elements
  }

  /// Adds a circular arc around `center` from ring angle `start` to `end` (radians clockwise from
  /// 12 o'clock; `end < start` runs anticlockwise), continuing from the current point, which
  /// should be the arc's start.
  ///
  /// - Complexity: O(|end − start| / (π/2)) curve segments.
  public mutating func addArc(center: Point, radius: Double, from start: Double, to end: Double) {
    let span = end - start
    let count = Self.arcPieces(spanning: span)
    let step = span / Double(count)
    // Control-point distance for a circular arc of `step` radians: 4/3·tan(step/4).
    let handle = 4.0 / 3.0 * PortableMath.tan(step / 4) * radius
    var angle = start
    for _ in 0..<count {
      let next = angle + step
      let from = RingAngle.point(at: angle, radius: radius, around: center)
      let to = RingAngle.point(at: next, radius: radius, around: center)
      let startTangent = RingAngle.direction(at: angle)
      let endTangent = RingAngle.direction(at: next)
      elements.append(
        .curve(
          to: to,
          control1: Point(x: from.x + handle * startTangent.x, y: from.y + handle * startTangent.y),
          control2: Point(x: to.x - handle * endTangent.x, y: to.y - handle * endTangent.y)))
      angle = next
    }
  }

  /// How many cubic Bézier pieces ``addArc(center:radius:from:to:)`` draws for an arc of
  /// `span` radians: one per quarter turn or part of one, at least one.
  static func arcPieces(spanning span: Double) -> Int {
    max(1, Int((abs(span) / (Double.pi / 2) - 1e-9).rounded(.up)))
  }

  /// Adds a full circle as a closed sub-path, clockwise, or anticlockwise when `clockwise` is
  /// false (for the hole of an annulus under the non-zero rule).
  public mutating func addCircle(center: Point, radius: Double, clockwise: Bool = true) {
    elements.append(.move(to: RingAngle.point(at: 0, radius: radius, around: center)))
    addArc(
      center: center, radius: radius, from: 0,
      to: clockwise ? RingAngle.fullTurn : -RingAngle.fullTurn)
    elements.append(.close)
  }

  /// A filled disc.
  public static func disc(center: Point, radius: Double) -> DrawPath {
    var path = DrawPath()
    path.addCircle(center: center, radius: radius)
    return path
  }

  /// A ring band between two radii (outer clockwise, inner anticlockwise, so it fills as a ring
  /// under both fill rules).
  public static func annulus(center: Point, innerRadius: Double, outerRadius: Double) -> DrawPath {
    var path = DrawPath()
    path.addCircle(center: center, radius: outerRadius)
    path.addCircle(center: center, radius: innerRadius, clockwise: false)
    return path
  }

  /// The outline of a band `lineWidth` wide along a circle of `radius` from ring angle `start`
  /// to `end` (clockwise, `end ≥ start`), with round caps at both ends: what a stroke with round
  /// caps would cover, as one closed shape. Where the caps overlap (an arc of nearly a full lap)
  /// the outline crosses itself; fill it with the non-zero rule.
  public static func roundCappedArc(
    center: Point, radius: Double, lineWidth: Double, from start: Double, to end: Double
  ) -> DrawPath {
    let half = lineWidth / 2
    let outer = radius + half
    let inner = radius - half
    let endCap = RingAngle.point(at: end, radius: radius, around: center)
    let startCap = RingAngle.point(at: start, radius: radius, around: center)
    var path = DrawPath([.move(to: RingAngle.point(at: start, radius: outer, around: center))])
    path.addArc(center: center, radius: outer, from: start, to: end)
    // The end cap turns from the outer edge, through the direction of travel, to the inner edge.
    path.addArc(center: endCap, radius: half, from: end, to: end + .pi)
    path.addArc(center: center, radius: inner, from: end, to: start)
    // The start cap turns from the inner edge, backwards, to the outer edge.
    path.addArc(center: startCap, radius: half, from: start + .pi, to: start + 2 * .pi)
    path.elements.append(.close)
    return path
  }
}

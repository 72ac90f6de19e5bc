import ActivityRings

/// Turns a `DrawPath` into straight ``Edge``s in pixel space.
///
/// Each cubic Bézier is cut into `n` equal parameter steps, with `n` from Wang's bound
/// `n ≥ √(3/4 · M / tolerance)`, where M is the largest second difference of the control points:
/// the polyline then stays within `tolerance` pixels of the curve. Open sub-paths are closed
/// with a straight line, as SVG and Cairo do when filling.
enum PathFlattener {
  /// The most pieces one curve is cut into, whatever its size.
  static let maximumPiecesPerCurve = 512

  /// The edges of `path`, its points multiplied by `scaleX` and `scaleY`.
  ///
  /// - Complexity: O(number of elements + number of pieces).
  static func edges(
    of path: DrawPath, scaleX: Double, scaleY: Double, tolerance: Double
  ) -> [Edge] {
    var edges: [Edge] = []
    appendEdges(of: path, scaleX: scaleX, scaleY: scaleY, tolerance: tolerance, to: &edges)
    return edges
  }

  /// Appends the edges ``edges(of:scaleX:scaleY:tolerance:)`` gives to `edges`, so a caller
  /// flattening many paths can reuse one buffer.
  static func appendEdges(
    of path: DrawPath, scaleX: Double, scaleY: Double, tolerance: Double, to edges: inout [Edge]
  ) {
    typealias Position = (x: Double, y: Double)
    var start: Position?
    var current: Position?

    func scaled(_ point: Point) -> Position { (point.x * scaleX, point.y * scaleY) }
    func addLine(to end: Position) {
      if let from = current, let edge = Edge(from: from, to: end) { edges.append(edge) }
      current = end
    }
    func closeSubpath() {
      if let start { addLine(to: start) }
    }

    for element in path.elements {
      switch element {
      case .move(let point):
        closeSubpath()
        start = scaled(point)
        current = start
      case .line(let point):
        guard current != nil else {
          start = scaled(point)
          current = start
          continue
        }
        addLine(to: scaled(point))
      case .curve(let point, let control1, let control2):
        let end = scaled(point)
        guard let from = current else {
          start = end
          current = end
          continue
        }
        let c1 = scaled(control1)
        let c2 = scaled(control2)
        let pieces = pieceCount(from, c1, c2, end, tolerance: tolerance)
        for index in 1..<pieces {
          let t = Double(index) / Double(pieces)
          let u = 1 - t
          let a = u * u * u
          let b = 3 * u * u * t
          let c = 3 * u * t * t
          let d = t * t * t
          addLine(
            to: (
              a * from.x + b * c1.x + c * c2.x + d * end.x,
              a * from.y + b * c1.y + c * c2.y + d * end.y
            ))
        }
        addLine(to: end)
      case .close:
        closeSubpath()
      }
    }
    closeSubpath()
  }

  /// How many straight pieces keep a cubic within `tolerance` (Wang's formula).
  static func pieceCount(
    _ p0: (x: Double, y: Double), _ p1: (x: Double, y: Double), _ p2: (x: Double, y: Double),
    _ p3: (x: Double, y: Double), tolerance: Double
  ) -> Int {
    func length(_ x: Double, _ y: Double) -> Double { (x * x + y * y).squareRoot() }
    let first = length(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y)
    let second = length(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y)
    let bound = (0.75 * max(first, second) / tolerance).squareRoot()
    guard bound.isFinite else { return maximumPiecesPerCurve }
    return min(maximumPiecesPerCurve, max(1, Int(bound.rounded(.up))))
  }
}

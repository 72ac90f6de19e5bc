import ActivityRings

/// Whether a point lies inside a path under the non-zero rule, with curves flattened finely:
/// enough to ask of a ring's shapes whether a point well inside the ring is covered.
enum PathProbe {
  static func contains(_ path: DrawPath, _ point: Point) -> Bool {
    var winding = 0
    var start = Point(x: 0, y: 0)
    var current = start
    func edge(to next: Point) {
      // Crossings of the horizontal ray to the right of the point, signed by direction.
      if (current.y <= point.y) != (next.y <= point.y) {
        let x = current.x + (point.y - current.y) / (next.y - current.y) * (next.x - current.x)
        if x > point.x { winding += next.y > current.y ? 1 : -1 }
      }
      current = next
    }
    for element in path.elements {
      switch element {
      case .move(let to):
        edge(to: start)
        start = to
        current = to
      case .line(let to):
        edge(to: to)
      case .curve(let to, let control1, let control2):
        let from = current
        for step in 1...32 {
          let t = Double(step) / 32
          let u = 1 - t
          let a = u * u * u
          let b = 3 * u * u * t
          let c = 3 * u * t * t
          let d = t * t * t
          edge(
            to: Point(
              x: a * from.x + b * control1.x + c * control2.x + d * to.x,
              y: a * from.y + b * control1.y + c * control2.y + d * to.y))
        }
      case .close:
        edge(to: start)
      }
    }
    edge(to: start)
    return winding != 0
  }
}

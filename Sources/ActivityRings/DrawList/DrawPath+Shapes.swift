extension DrawPath {
  /// A piece of a ring band between ring angles `start` and `end` (clockwise, `end ≥ start`),
  /// with square ends: one step of a gradient.
  ///
  /// ```swift
  /// let step = DrawPath.sector(
  ///   center: Point(x: 80, y: 80), innerRadius: 52, outerRadius: 68, from: 0, to: .pi / 8)
  /// ```
  public static func sector(
    center: Point, innerRadius: Double, outerRadius: Double, from start: Double, to end: Double
  ) -> DrawPath {
    var path = DrawPath()
    // Both arcs, their joins and the close in one allocation: a gradient has hundreds of these.
    path.elements.reserveCapacity(3 + 2 * arcPieces(spanning: end - start))
    path.elements.append(.move(to: RingAngle.point(at: start, radius: outerRadius, around: center)))
    path.addArc(center: center, radius: outerRadius, from: start, to: end)
    path.elements.append(.line(to: RingAngle.point(at: end, radius: innerRadius, around: center)))
    path.addArc(center: center, radius: innerRadius, from: end, to: start)
    path.elements.append(.close)
    return path
  }

  /// A stroke of `width` from `start` to `end` with round ends (a capsule), as one closed shape
  /// that runs clockwise, so several of them fill as their union under the non-zero rule.
  ///
  /// ```swift
  /// let bar = DrawPath.capsule(from: Point(x: 10, y: 4), to: Point(x: 10, y: 16), width: 3)
  /// ```
  public static func capsule(from start: Point, to end: Point, width: Double) -> DrawPath {
    var path = DrawPath()
    path.addCapsule(from: start, to: end, width: width)
    return path
  }

  /// Appends a ``capsule(from:to:width:)`` as a closed sub-path.
  ///
  /// ```swift
  /// var glyph = DrawPath()
  /// glyph.addCapsule(from: Point(x: 0, y: 0), to: Point(x: 4, y: 0), width: 1)
  /// ```
  public mutating func addCapsule(from start: Point, to end: Point, width: Double) {
    let half = width / 2
    let dx = end.x - start.x
    let dy = end.y - start.y
    // The ring angle (clockwise from 12 o'clock, y down) of the direction of travel.
    let heading = dx == 0 && dy == 0 ? 0 : PortableMath.atan2(y: dx, x: -dy)
    elements.append(.move(to: RingAngle.point(at: heading - .pi / 2, radius: half, around: start)))
    elements.append(.line(to: RingAngle.point(at: heading - .pi / 2, radius: half, around: end)))
    addArc(center: end, radius: half, from: heading - .pi / 2, to: heading + .pi / 2)
    elements.append(.line(to: RingAngle.point(at: heading + .pi / 2, radius: half, around: start)))
    addArc(center: start, radius: half, from: heading + .pi / 2, to: heading + 3 * .pi / 2)
    elements.append(.close)
  }
}

extension DrawPath {
  /// The same path moved by `offset` points.
  ///
  /// ```swift
  /// let moved = DrawPath.disc(center: Point(x: 0, y: 0), radius: 2)
  ///   .translated(by: Point(x: 10, y: 5))
  /// ```
  public func translated(by offset: Point) -> DrawPath {
    mapped { Point(x: $0.x + offset.x, y: $0.y + offset.y) }
  }

  /// The same path with every point (end points and control points) moved by `transform`: exact
  /// for affine transforms (translations, rotations, scalings), which map Bézier curves to the
  /// curves of the moved control points.
  ///
  /// ```swift
  /// let turned = path.mapped { Point(x: -$0.y, y: $0.x) }  // a quarter turn about the origin
  /// ```
  ///
  /// - Complexity: O(number of elements).
  public func mapped(_ transform: (Point) -> Point) -> DrawPath {
    DrawPath(
      elements.map { element in
        switch element {
        case .move(let point): .move(to: transform(point))
        case .line(let point): .line(to: transform(point))
        case .curve(let point, let control1, let control2):
          .curve(to: transform(point), control1: transform(control1), control2: transform(control2))
        case .close: .close
        }
      })
  }
}

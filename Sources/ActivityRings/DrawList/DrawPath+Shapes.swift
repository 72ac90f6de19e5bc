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
    path.addSector(
      center: center, innerRadius: innerRadius, outerRadius: outerRadius, from: start, to: end)
    return path
  }

  /// Appends a ``sector(center:innerRadius:outerRadius:from:to:)`` as a closed sub-path that
  /// runs clockwise, so sub-paths that touch or overlap fill as their union under the non-zero
  /// rule, antialiased once along the union's outline.
  ///
  /// ```swift
  /// var piece = DrawPath.sector(
  ///   center: Point(x: 80, y: 80), innerRadius: 52, outerRadius: 68, from: 0, to: 0.2)
  /// piece.addSector(
  ///   center: Point(x: 80, y: 80), innerRadius: 53, outerRadius: 67, from: 0.2, to: 0.25)
  /// ```
  public mutating func addSector(
    center: Point, innerRadius: Double, outerRadius: Double, from start: Double, to end: Double
  ) {
    elements.append(.move(to: RingAngle.point(at: start, radius: outerRadius, around: center)))
    addArc(center: center, radius: outerRadius, from: start, to: end)
    elements.append(.line(to: RingAngle.point(at: end, radius: innerRadius, around: center)))
    addArc(center: center, radius: innerRadius, from: end, to: start)
    elements.append(.close)
  }

  /// Appends the round end of a band `lineWidth` wide along a circle of `radius`, at ring angle
  /// `angle`: the half disc beyond it, ahead (clockwise) when `forward`, else behind. With the
  /// band's ``addSector(center:innerRadius:outerRadius:from:to:)`` in the same path it makes the
  /// outline of ``roundCappedArc(center:radius:lineWidth:from:to:)`` at that end, as a closed
  /// sub-path that runs clockwise.
  ///
  /// ```swift
  /// var arc = DrawPath.sector(
  ///   center: Point(x: 80, y: 80), innerRadius: 52, outerRadius: 68, from: 0, to: 1)
  /// arc.addRoundEnd(center: Point(x: 80, y: 80), radius: 60, lineWidth: 16, at: 1, forward: true)
  /// ```
  public mutating func addRoundEnd(
    center: Point, radius: Double, lineWidth: Double, at angle: Double, forward: Bool
  ) {
    let half = lineWidth / 2
    let middle = RingAngle.point(at: angle, radius: radius, around: center)
    // Ahead it turns from the outer edge through the direction of travel to the inner edge;
    // behind, from the inner edge backwards to the outer edge.
    let from = forward ? angle : angle + .pi
    elements.append(.move(to: RingAngle.point(at: from, radius: half, around: middle)))
    addArc(center: middle, radius: half, from: from, to: from + .pi)
    elements.append(.close)
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

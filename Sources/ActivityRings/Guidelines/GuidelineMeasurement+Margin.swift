extension GuidelineMeasurement {
  /// ``GuidelineRule/outerMargin``: the space between the outermost ring and the edge of the
  /// ring area (or the black enclosing circle, on a canvas that is not black) is at least the
  /// smallest space between neighbouring rings, both measured from the drawn bands. A lone
  /// ring has no neighbour, so its margin is compared with the layout's gap.
  func outerMargin() -> (passed: Bool, measured: String) {
    guard let all = allBands else { return (false, "no ring drawn") }
    let margin: Double
    let edge: String
    if drawList.background != .black, let circle = enclosureCircle {
      margin = circle.radius - circle.center.distance(to: layout.center) - all.farthest
      edge = " to the black circle"
    } else {
      margin = all.inset(within: layout.ringArea)
      edge = ""
    }
    let drawn = drawnRings
    let separations = zip(drawn, drawn.dropFirst()).map { outer, inner in
      outer.band.nearest - inner.band.farthest
    }
    let gap = separations.min() ?? layout.gap
    let gapName = separations.isEmpty ? "the layout's gap (one ring)" : "gap"
    let passed = margin >= gap - tolerance
    return (
      passed,
      "outer margin \(Self.points(margin))\(edge) \(passed ? "≥" : "<") \(gapName) "
        + Self.points(gap)
    )
  }
}

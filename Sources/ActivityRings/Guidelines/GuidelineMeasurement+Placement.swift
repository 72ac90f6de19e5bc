extension GuidelineMeasurement {
  /// ``GuidelineRule/ringsInside``: every ring of the layout is drawn, its band stays strictly
  /// inside the ring area and the canvas, and neighbouring bands neither overlap nor touch.
  func ringsInside() -> (passed: Bool, measured: String) {
    var problems = layout.rings.filter { bands[$0.kind] == nil }.map {
      "\($0.kind.name) ring not drawn"
    }
    let drawn = drawnRings
    guard !drawn.isEmpty else {
      return (false, problems.isEmpty ? "no ring drawn" : Self.summary(of: problems))
    }
    // The canvas as drawn: whole pixels (a 1.5-pt canvas at 1x is 2 pixels), as the layout
    // places the rings.
    let pixels = drawList.size.pixels(at: drawList.scale)
    let factor = Double(drawList.scale.factor)
    let canvas = LayoutRect(
      x: 0, y: 0, width: Double(pixels.width) / factor, height: Double(pixels.height) / factor)
    var closest = Double.infinity
    for (ring, band) in drawn {
      for (area, name) in [(layout.ringArea, "the ring area"), (canvas, "the canvas")] {
        let inset = band.inset(within: area)
        closest = min(closest, inset)
        if inset < -tolerance {
          problems.append(
            "\(ring.kind.name) ring crosses the edge of \(name) by \(Self.points(-inset))")
        } else if inset <= tolerance {
          problems.append("\(ring.kind.name) ring touches the edge of \(name)")
        }
      }
    }
    var apart = Double.infinity
    for (outer, inner) in zip(drawn, drawn.dropFirst()) {
      let separation = outer.band.nearest - inner.band.farthest
      apart = min(apart, separation)
      let names = "\(outer.ring.kind.name) and \(inner.ring.kind.name) rings"
      if separation < -tolerance {
        problems.append("\(names) overlap by \(Self.points(-separation))")
      } else if separation <= tolerance {
        problems.append("\(names) touch")
      }
    }
    guard problems.isEmpty else { return (false, Self.summary(of: problems)) }
    let inside = "\(Self.points(closest)) inside the ring area"
    guard apart.isFinite else { return (true, "\(drawn[0].ring.kind.name) ring \(inside)") }
    return (true, "rings \(inside), \(Self.points(apart)) apart")
  }
}

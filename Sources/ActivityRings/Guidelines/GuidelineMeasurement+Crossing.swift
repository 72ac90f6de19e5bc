extension GuidelineMeasurement {
  /// ``GuidelineRule/nothingCrossesRings``: every shape of a ring stays within that ring's band
  /// in the layout, every other shape (the paused mark…) stays clear of all bands, and every
  /// label line's estimated box stays out of the ring area and on the canvas.
  func nothingCrossesRings() -> (passed: Bool, measured: String) {
    var problems: [String] = []
    var ringShapes = 0
    var otherShapes = 0
    for item in drawList.items where item.role.part != .enclosure {
      guard let extent = PathExtent(item.path, around: layout.center) else { continue }
      let spans = "\(item.role) spans \(Self.span(extent.nearest, extent.farthest))"
      guard let kind = item.role.ring else {
        otherShapes += 1
        // A filled shape around the centre covers it, whatever its points' distances.
        let nearest = extent.surroundsCenter ? 0 : extent.nearest
        for ring in layout.rings
        where nearest < ring.outerRadius - tolerance
          && extent.farthest > ring.innerRadius + tolerance
        {
          problems.append(
            "\(item.role) spans \(Self.span(nearest, extent.farthest)), across the "
              + "\(ring.kind.name) band \(Self.span(ring.innerRadius, ring.outerRadius))")
        }
        continue
      }
      ringShapes += 1
      guard let ring = layout.ring(kind) else {
        problems.append("\(item.role) is drawn, but the layout has no \(kind.name) ring")
        continue
      }
      if extent.nearest < ring.innerRadius - tolerance
        || extent.farthest > ring.outerRadius + tolerance
      {
        problems.append(
          "\(spans), outside its band \(Self.span(ring.innerRadius, ring.outerRadius))")
      }
    }
    let area = layout.ringArea
    let ringArea = LayoutRect(
      x: area.x + tolerance, y: area.y + tolerance, width: area.width - 2 * tolerance,
      height: area.height - 2 * tolerance)
    let canvas = drawList.size
    for line in drawList.texts {
      let box = line.estimatedBounds
      if box.intersects(ringArea) {
        problems.append("label line \"\(line.text)\" overlaps the ring area")
      }
      if box.x < -tolerance || box.y < -tolerance || box.maxX > canvas.width + tolerance
        || box.maxY > canvas.height + tolerance
      {
        problems.append("label line \"\(line.text)\" runs off the canvas")
      }
    }
    guard problems.isEmpty else { return (false, Self.summary(of: problems)) }
    var measured = "\(ringShapes) ring shapes within their bands"
    if otherShapes > 0 {
      measured += ", \(otherShapes) other shape\(otherShapes == 1 ? "" : "s") clear of them"
    }
    measured +=
      drawList.texts.isEmpty
      ? "; no label text" : "; \(drawList.texts.count) label lines clear of the ring area"
    return (true, measured)
  }
}

import ActivityRings

extension LayoutRect {
  /// The rectangle moved in by `amount` on every side (out, for a negative amount).
  func inset(by amount: Double) -> LayoutRect {
    LayoutRect(
      x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
  }

  /// The rectangle with every coordinate times `factor`.
  func magnified(by factor: Double) -> LayoutRect {
    LayoutRect(x: x * factor, y: y * factor, width: width * factor, height: height * factor)
  }

  /// The distance from `point` to the rectangle's nearest point: 0 inside it.
  func distance(from point: Point) -> Double {
    point.distance(
      to: Point(x: min(max(point.x, x), maxX), y: min(max(point.y, y), maxY)))
  }

  /// Whether every corner of `rect` lies inside this rectangle with its corners rounded to
  /// `cornerRadius` (a hundredth of a point of rounding allowed).
  func contains(_ rect: LayoutRect, cornerRadius: Double) -> Bool {
    let radius = max(0, min(cornerRadius, width / 2, height / 2))
    let tolerance = 0.01
    return [
      Point(x: rect.x, y: rect.y), Point(x: rect.maxX, y: rect.y),
      Point(x: rect.x, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY),
    ].allSatisfy { point in
      // The nearest point of the rectangle inset by the radius: the corner's centre, in a corner.
      let centre = Point(
        x: min(max(point.x, x + radius), maxX - radius),
        y: min(max(point.y, y + radius), maxY - radius))
      return point.x >= x - tolerance && point.x <= maxX + tolerance
        && point.y >= y - tolerance && point.y <= maxY + tolerance
        && point.distance(to: centre) <= radius + tolerance
    }
  }

  /// Whether all of the circle at `centre` of `radius` lies inside this rectangle with its
  /// corners rounded to `cornerRadius` (a hundredth of a point of rounding allowed).
  func contains(circleAt centre: Point, radius: Double, cornerRadius: Double) -> Bool {
    let corner = max(0, min(cornerRadius, width / 2, height / 2))
    let tolerance = 0.01
    guard centre.x - radius >= x - tolerance, centre.x + radius <= maxX + tolerance,
      centre.y - radius >= y - tolerance, centre.y + radius <= maxY + tolerance
    else { return false }
    // In a corner, the circle stays within the corner's arc.
    let nearest = Point(
      x: min(max(centre.x, x + corner), maxX - corner),
      y: min(max(centre.y, y + corner), maxY - corner))
    return centre.distance(to: nearest) + radius <= corner + tolerance
      || centre.distance(to: nearest) == 0
  }
}

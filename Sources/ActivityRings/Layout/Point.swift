/// A position in points, origin at the canvas's top-left corner, y growing downwards (as in
/// SVG and Cairo).
///
/// ```swift
/// let centre = Point(x: 80, y: 80)
/// ```
public struct Point: Sendable, Hashable {
  /// Horizontal position in points.
  public var x: Double
  /// Vertical position in points, growing downwards.
  public var y: Double

  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The distance to another point, in points.
  public func distance(to other: Point) -> Double {
    let dx = other.x - x
    let dy = other.y - y
    return (dx * dx + dy * dy).squareRoot()
  }
}

#if !hasFeature(Embedded)
  extension Point: Codable {}
#endif

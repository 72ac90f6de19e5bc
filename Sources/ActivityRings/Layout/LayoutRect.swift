/// An axis-aligned rectangle in points (origin top-left, y down).
///
/// ```swift
/// let area = LayoutRect(x: 160, y: 0, width: 192, height: 160)
/// area.contains(Point(x: 200, y: 80))  // true
/// ```
public struct LayoutRect: Sendable, Hashable {
  /// The left edge.
  public var x: Double
  /// The top edge.
  public var y: Double
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// Creates a rectangle.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The right edge.
  public var maxX: Double { x + width }

  /// The bottom edge.
  public var maxY: Double { y + height }

  /// Whether `point` lies inside or on the edge.
  public func contains(_ point: Point) -> Bool {
    point.x >= x && point.x <= maxX && point.y >= y && point.y <= maxY
  }

  /// Whether the two rectangles share any area.
  public func intersects(_ other: LayoutRect) -> Bool {
    x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
  }
}

#if !hasFeature(Embedded)
  extension LayoutRect: Codable {}
#endif

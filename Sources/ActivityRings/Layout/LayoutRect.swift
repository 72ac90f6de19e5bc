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
  ///
  /// ```swift
  /// let square = LayoutRect(x: 0, y: 0, width: 160, height: 160)
  /// ```
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The right edge.
  ///
  /// ```swift
  /// LayoutRect(x: 10, y: 0, width: 5, height: 5).maxX  // 15
  /// ```
  public var maxX: Double { x + width }

  /// The bottom edge.
  ///
  /// ```swift
  /// LayoutRect(x: 0, y: 10, width: 5, height: 5).maxY  // 15
  /// ```
  public var maxY: Double { y + height }

  /// Whether `point` lies inside or on the edge.
  ///
  /// ```swift
  /// LayoutRect(x: 0, y: 0, width: 10, height: 10).contains(Point(x: 10, y: 5))  // true
  /// ```
  public func contains(_ point: Point) -> Bool {
    point.x >= x && point.x <= maxX && point.y >= y && point.y <= maxY
  }

  /// Whether the two rectangles share any area.
  ///
  /// ```swift
  /// LayoutRect(x: 0, y: 0, width: 10, height: 10)
  ///   .intersects(LayoutRect(x: 10, y: 0, width: 5, height: 5))  // false: they only touch
  /// ```
  public func intersects(_ other: LayoutRect) -> Bool {
    x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
  }
}

#if !hasFeature(Embedded)
  extension LayoutRect: Codable {}
#endif

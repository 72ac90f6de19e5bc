import ActivityRings

/// A compact element of the Dynamic Island as a shape: its canvas with one end rounded to a
/// half circle as high as the canvas (the island's end), the other end square (the camera's
/// side). The compact layouts keep their content inside it, and `island-shape` checks them.
///
/// ```swift
/// let shape = IslandShape(canvas: try CanvasSize(width: 157.0 / 3, height: 110.0 / 3),
///   roundedEnd: .trailing)
/// shape.contains(Point(x: 52, y: 1))  // false: the top trailing corner is cut off
/// ```
struct IslandShape {
  /// Which end is rounded.
  enum End {
    /// The leading end: the compact leading element's.
    case leading
    /// The trailing end: the compact trailing element's.
    case trailing
  }

  /// The element's canvas.
  let canvas: CanvasSize
  /// Its rounded end.
  let roundedEnd: End

  /// A hundredth of a point: rounding, not a breach.
  static let tolerance = 0.01

  /// The rounded end's radius: half the height.
  var radius: Double { canvas.height / 2 }

  /// The centre of the rounded end's half circle, on the canvas's middle line.
  var endCentre: Point {
    Point(x: roundedEnd == .leading ? radius : canvas.width - radius, y: radius)
  }

  /// How far `point` is from the middle line between the rounded end's centre and the square
  /// end: the shape is every point at most ``radius`` from it, inside the canvas.
  func distanceFromSpine(_ point: Point) -> Double {
    let centre = endCentre
    let beyond = roundedEnd == .leading ? point.x < centre.x : point.x > centre.x
    return point.distance(to: Point(x: beyond ? centre.x : point.x, y: centre.y))
  }

  /// Whether `point` is inside.
  func contains(_ point: Point) -> Bool {
    point.x >= -Self.tolerance && point.x <= canvas.width + Self.tolerance
      && distanceFromSpine(point) <= radius + Self.tolerance
  }

  /// Whether all of `rect` is inside.
  func contains(_ rect: LayoutRect) -> Bool {
    [
      Point(x: rect.x, y: rect.y), Point(x: rect.maxX, y: rect.y),
      Point(x: rect.x, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY),
    ].allSatisfy(contains)
  }

  /// Whether all of the circle at `centre` of `circleRadius` is inside.
  func contains(circleAt centre: Point, radius circleRadius: Double) -> Bool {
    centre.x - circleRadius >= -Self.tolerance
      && centre.x + circleRadius <= canvas.width + Self.tolerance
      && distanceFromSpine(centre) + circleRadius <= radius + Self.tolerance
  }
}

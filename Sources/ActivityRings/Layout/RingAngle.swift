/// Angles around the rings: radians measured clockwise from 12 o'clock, so 0 is the top, π/2 is
/// 3 o'clock and 2π is the top again after one lap.
///
/// ```swift
/// let top = RingAngle.point(at: 0, radius: 50, around: Point(x: 80, y: 80))  // (80, 30)
/// ```
public enum RingAngle {
  /// The point at `angle` on a circle of `radius` points around `center`.
  public static func point(at angle: Double, radius: Double, around center: Point) -> Point {
    Point(
      x: center.x + radius * PortableMath.sin(angle), y: center.y - radius * PortableMath.cos(angle)
    )
  }

  /// The unit direction of travel (clockwise) at `angle`.
  public static func direction(at angle: Double) -> Point {
    Point(x: PortableMath.cos(angle), y: PortableMath.sin(angle))
  }

  /// One full lap, 2π.
  public static let fullTurn = 2 * Double.pi
}

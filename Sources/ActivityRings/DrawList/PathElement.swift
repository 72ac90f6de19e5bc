/// One step of a ``DrawPath``, in points.
///
/// ```swift
/// let steps: [PathElement] = [
///   .move(to: Point(x: 0, y: 0)),
///   .curve(to: Point(x: 10, y: 10), control1: Point(x: 5, y: 0), control2: Point(x: 10, y: 5)),
///   .close,
/// ]
/// ```
public enum PathElement: Sendable, Hashable {
  /// Starts a new sub-path at a point.
  case move(to: Point)
  /// A straight line from the current point.
  case line(to: Point)
  /// A cubic Bézier curve from the current point.
  case curve(to: Point, control1: Point, control2: Point)
  /// Closes the current sub-path with a straight line to its start.
  case close
}

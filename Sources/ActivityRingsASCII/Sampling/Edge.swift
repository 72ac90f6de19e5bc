/// One straight piece of a flattened outline, in pixel space, stored top to bottom.
///
/// `winding` remembers the original direction: +1 for a piece that ran downwards (y growing),
/// −1 for one that ran upwards. Horizontal pieces are never stored: no sample row crosses them.
struct Edge {
  /// The upper end (smaller y).
  var top: Double
  /// The lower end (larger y); a sample row at `y` crosses the edge when `top ≤ y < bottom`.
  var bottom: Double
  /// x at `top`.
  var xAtTop: Double
  /// dx/dy.
  var slope: Double
  /// +1 or −1.
  var winding: Int

  /// The edge from `start` to `end`, or nil when it is horizontal or not finite (a point at
  /// infinity or NaN has no place on a grid; leaving it out keeps the sampler from trapping).
  init?(from start: (x: Double, y: Double), to end: (x: Double, y: Double)) {
    guard start.y != end.y, start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite
    else { return nil }
    let (upper, lower) = start.y < end.y ? (start, end) : (end, start)
    top = upper.y
    bottom = lower.y
    xAtTop = upper.x
    slope = (lower.x - upper.x) / (lower.y - upper.y)
    guard slope.isFinite else { return nil }
    winding = start.y < end.y ? 1 : -1
  }

  /// Where the edge crosses the horizontal line at `y`.
  func x(atY y: Double) -> Double { xAtTop + (y - top) * slope }
}

/// How far a shape reaches, measured from its on-curve points (the ends of its lines and curves;
/// Bézier control points lie off the shape and are left out): the nearest and farthest distance
/// from a centre, and the bounding box.
///
/// Every circle and arc of a ``DrawPath`` is cut into at most quarter turns that start on the
/// ring's axes, so for the core's shapes these points mark the true radial extent exactly, and a
/// full circle's box exactly.
struct PathExtent: Sendable, Hashable {
  /// The smallest distance of an on-curve point from the centre, in points.
  var nearest: Double
  /// The largest distance of an on-curve point from the centre, in points.
  var farthest: Double
  /// The box around the on-curve points.
  var bounds: LayoutRect
  /// Whether ``bounds`` holds the centre: a filled shape around the centre may cover it even
  /// though its points lie far from it.
  var surroundsCenter: Bool

  /// The extent of `path` around `center`; nil for a path without points.
  ///
  /// - Complexity: O(number of elements).
  init?(_ path: DrawPath, around center: Point) {
    var nearest = Double.infinity
    var farthest = 0.0
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    for element in path.elements {
      let point: Point
      switch element {
      case .move(let end), .line(let end), .curve(let end, _, _): point = end
      case .close: continue
      }
      let distance = point.distance(to: center)
      nearest = min(nearest, distance)
      farthest = max(farthest, distance)
      minX = min(minX, point.x)
      minY = min(minY, point.y)
      maxX = max(maxX, point.x)
      maxY = max(maxY, point.y)
    }
    guard nearest.isFinite else { return nil }
    self.nearest = nearest
    self.farthest = farthest
    bounds = LayoutRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    surroundsCenter = bounds.contains(center)
  }

  /// The extent of both shapes together.
  func union(_ other: PathExtent) -> PathExtent {
    var result = self
    result.nearest = min(nearest, other.nearest)
    result.farthest = max(farthest, other.farthest)
    let minX = min(bounds.x, other.bounds.x)
    let minY = min(bounds.y, other.bounds.y)
    result.bounds = LayoutRect(
      x: minX, y: minY, width: max(bounds.maxX, other.bounds.maxX) - minX,
      height: max(bounds.maxY, other.bounds.maxY) - minY)
    result.surroundsCenter = surroundsCenter || other.surroundsCenter
    return result
  }

  /// The smallest distance from the box to the edge of `area`, inwards: negative when the box
  /// pokes out of it.
  func inset(within area: LayoutRect) -> Double {
    min(
      bounds.x - area.x, area.maxX - bounds.maxX, bounds.y - area.y, area.maxY - bounds.maxY)
  }
}

/// The mark that tells a paused day from an ordinary one: a pause symbol (two upright bars) in
/// the middle of the rings, in a neutral grey so that no ring colour is borrowed. The rings keep
/// their values underneath, as Apple's views show a paused day's data.
///
/// ```swift
/// let marker = PausedMarker.item(in: scene.layout())  // nil when there is no room
/// ```
public enum PausedMarker {
  /// The marker's colour: Apple's system grey (142, 142, 147).
  public static let color = RGBColor(red: 142, green: 142, blue: 147)
  /// The bars' height as a fraction of the innermost ring's inner radius…
  public static let heightFraction = 0.9
  /// …and at most this fraction of the canvas's shorter side (Move alone has a wide hole).
  public static let maximumHeightFraction = 0.14
  /// The smallest height, in points, worth drawing.
  public static let minimumHeight = 2.0

  /// The marker for `layout`, centred in the innermost ring's hole.
  public static func item(in layout: RingLayout) -> DrawItem? {
    guard let innermost = layout.rings.last else { return nil }
    let height = min(
      innermost.innerRadius * heightFraction, layout.ringArea.width * maximumHeightFraction)
    guard height >= minimumHeight else { return nil }
    let barWidth = height * 0.28
    let half = height / 2 - barWidth / 2
    let offset = height * 0.22
    var path = DrawPath()
    for x in [layout.center.x - offset, layout.center.x + offset] {
      path.addCapsule(
        from: Point(x: x, y: layout.center.y - half), to: Point(x: x, y: layout.center.y + half),
        width: barWidth)
    }
    return DrawItem(role: DrawRole(ring: nil, part: .marker), path: path, paint: .solid(color))
  }
}

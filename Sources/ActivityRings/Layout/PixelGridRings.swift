/// The measures of a ``RingLayout`` rounded to whole device pixels, so that every ring edge lies
/// on the pixel grid and every gap is at least one pixel wide.
///
/// The centre goes to a pixel corner when the rings' square is an even number of pixels across
/// and to a pixel centre when it is odd; the outer edge's radius then has the same fraction, and
/// every other edge lies a whole number of pixels inside it. Nil when whole pixels cannot fit the
/// rings with a hole in the middle at least half a line wide.
struct PixelGridRings {
  /// The rings' centre, in points.
  let center: Point
  /// The outer margin, in points (whole pixels, at least the gap).
  let margin: Double
  /// The gap between rings, in points (whole pixels, at least one).
  let gap: Double
  /// The line width, in points (whole pixels, at least one).
  let lineWidth: Double
  /// The radius of the outermost ring's outer edge, in points.
  let outerEdge: Double

  /// - Parameters:
  ///   - area: the square the rings are laid out in, in points.
  ///   - factor: device pixels per point.
  ///   - count: how many rings.
  ///   - widthFraction: the line width as a fraction of the square's side.
  init?(area: LayoutRect, factor: Double, count: Int, widthFraction: Double) {
    let side = min(area.width, area.height) * factor
    guard count > 0, side.isFinite, side >= 1 else { return nil }
    let gap = Self.gap(side: side)
    let margin = max(gap, (side * RingLayout.marginFraction).rounded())
    var line = max(1, (side * widthFraction).rounded())
    let offset = side.rounded().truncatingRemainder(dividingBy: 2) == 0 ? 0 : 0.5
    func onGrid(_ value: Double) -> Double { (value - offset).rounded() + offset }
    let left = area.x * factor
    let top = area.y * factor
    let right = area.maxX * factor
    let bottom = area.maxY * factor
    let x = onGrid((left + right) / 2)
    let y = onGrid((top + bottom) / 2)
    let room = min(x - left, right - x, y - top, bottom - y) - margin
    let outer = (room - offset).rounded(.down) + offset
    let rings = Double(count)
    func hole(_ line: Double) -> Double { outer - rings * line - (rings - 1) * gap }
    while line > 1, hole(line) < max(1, line / 2) { line -= 1 }
    guard hole(line) >= max(1, line / 2) else { return nil }
    center = Point(x: x / factor, y: y / factor)
    self.margin = margin / factor
    self.gap = gap / factor
    lineWidth = line / factor
    outerEdge = outer / factor
  }

  /// The gap between rings in whole pixels for a square of `side` pixels: the nearest to
  /// ``RingLayout/gapFraction`` of the three-ring line width, at most
  /// ``RingLayout/maximumGapFraction`` of it once that is a pixel or more, and at least one
  /// pixel, so a black pixel always separates neighbouring rings.
  static func gap(side: Double) -> Double {
    let line = max(1, (side * RingLayout.threeRingWidthFraction).rounded())
    let nearest = (line * RingLayout.gapFraction).rounded()
    let most = (line * RingLayout.maximumGapFraction).rounded(.down)
    return max(1, min(nearest, most))
  }
}

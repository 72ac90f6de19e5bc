/// The gradient look (``RingLook/gradient``) as short solid pieces of ring band, which every
/// backend draws identically (no backend's own gradient type is involved).
///
/// The colour at a point depends on how far it lies behind the tip: the tip is the HIG colour,
/// and the colour deepens towards ``RingKind/gradientStartColor`` one lap back. Below 100% the
/// whole arc spans the gradient, from the start colour at 12 o'clock to the HIG colour at the
/// tip; past 100% the lap below carries the same gradient, so the picture is continuous as the
/// ring passes its goal and across laps, and the only seam, just ahead of the tip, lies under
/// the tip's cap and shadow.
///
/// Pieces overlap their successor slightly so that antialiased edges never leave a hairline, and
/// the round caps are short round-capped pieces that overlap the band for the same reason.
///
/// ```swift
/// let items = RingGradient.items(for: ring, progress: 0.7, center: center, scale: .x2)
/// ```
public enum RingGradient {
  /// Pieces per full lap are one per this many pixels of centre line…
  public static let pixelsPerPiece = 4.0
  /// …at least this many…
  public static let minimumPiecesPerLap = 36
  /// …and at most this many.
  public static let maximumPiecesPerLap = 240

  /// The colour `fraction` of the way from the start colour (0) to the HIG colour (1).
  ///
  /// ```swift
  /// RingGradient.color(of: .move, at: 1)  // RingKind.move.color
  /// ```
  public static func color(of kind: RingKind, at fraction: Double) -> RGBColor {
    let t = min(max(fraction, 0), 1)
    let start = kind.gradientStartColor
    let end = kind.color
    func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
      UInt8((Double(a) + (Double(b) - Double(a)) * t).rounded())
    }
    return RGBColor(
      red: mix(start.red, end.red), green: mix(start.green, end.green),
      blue: mix(start.blue, end.blue))
  }

  /// The number of pieces a full lap of `ring` is cut into at `scale`.
  ///
  /// ```swift
  /// RingGradient.piecesPerLap(for: ring, scale: .x1)
  /// ```
  public static func piecesPerLap(for ring: RingGeometry, scale: RenderScale) -> Int {
    let circumference = RingAngle.fullTurn * ring.radius * Double(scale.factor)
    let pieces = (circumference / pixelsPerPiece).rounded(.up)
    guard pieces.isFinite else { return minimumPiecesPerLap }
    return min(maximumPiecesPerLap, max(minimumPiecesPerLap, Int(pieces)))
  }

  /// The items of a ring's progress in the gradient look (without track, shadow or glyph),
  /// bottom first: for progress ≤ 1 the arc with its caps; past 1 the lap below, then
  /// `between` (the tip shadow), then the current lap's last half turn and the tip's cap.
  ///
  /// ```swift
  /// RingGradient.items(for: ring, progress: 1.5, center: center, scale: .x1, between: shadow)
  /// ```
  public static func items(
    for ring: RingGeometry, progress: Double, center: Point, scale: RenderScale,
    between shadow: [DrawItem] = []
  ) -> [DrawItem] {
    let arc = ring.arc(progress: progress)
    let pieces = piecesPerLap(for: ring, scale: scale)
    let step = RingAngle.fullTurn / Double(pieces)
    let kind = ring.kind
    if arc.completedLaps == 0 {
      let end = arc.endAngle
      guard end > 0 else { return [] }
      // Below the goal the gradient spans the arc: the fraction is the angle over the end.
      let capStep = min(step, end)
      var items = [
        cap(ring, center: center, from: 0, to: capStep, color: color(of: kind, at: 0), .arc)
      ]
      items += band(ring, center: center, from: 0, to: end, step: step, role: .arc) {
        color(of: kind, at: $0 / end)
      }
      items.append(
        cap(ring, center: center, from: end - capStep, to: end, color: kind.color, .arc))
      return items
    }
    let tip = arc.tipAngle
    // Past the goal: the colour of a point is set by how far (in laps) it lies behind the tip.
    let behindTip: (Double) -> RGBColor = { angle in
      var behind = (tip - angle) / RingAngle.fullTurn
      behind -= behind.rounded(.down)
      return color(of: kind, at: 1 - behind)
    }
    // The lap below starts just past the tip so its seam (HIG colour meets start colour) lies
    // under the tip's cap.
    var items = band(
      ring, center: center, from: tip, to: tip + RingAngle.fullTurn, step: step, role: .lap,
      color: behindTip)
    items += shadow
    if tip > 0 {
      items += band(
        ring, center: center, from: tip - .pi, to: tip, step: step, role: .arc, color: behindTip)
      items.append(
        cap(ring, center: center, from: tip - step, to: tip, color: kind.color, .arc))
    }
    return items
  }

  private static func band(
    _ ring: RingGeometry, center: Point, from start: Double, to end: Double, step: Double,
    role part: DrawRole.Part, color: (Double) -> RGBColor
  ) -> [DrawItem] {
    let count = max(1, Int(((end - start) / step - 1e-9).rounded(.up)))
    let piece = (end - start) / Double(count)
    return (0..<count).map { index in
      let from = start + Double(index) * piece
      // Each piece reaches a third of a piece into the next, which is drawn over it.
      let to = index == count - 1 ? end : from + piece * 4 / 3
      return DrawItem(
        role: DrawRole(ring: ring.kind, part: part),
        path: .sector(
          center: center, innerRadius: ring.innerRadius, outerRadius: ring.outerRadius,
          from: from, to: to),
        paint: .solid(color(from + piece / 2)))
    }
  }

  /// A short round-capped piece of band in one colour: at the start it lies under the first
  /// pieces, at the tip over the last, overlapping them so no antialiased seam shows where the
  /// cap meets the band. The colours it covers differ from its own by a fraction of a level.
  private static func cap(
    _ ring: RingGeometry, center: Point, from start: Double, to end: Double, color: RGBColor,
    _ part: DrawRole.Part
  ) -> DrawItem {
    DrawItem(
      role: DrawRole(ring: ring.kind, part: part),
      path: .roundCappedArc(
        center: center, radius: ring.radius, lineWidth: ring.lineWidth, from: start, to: end),
      paint: .solid(color))
  }
}

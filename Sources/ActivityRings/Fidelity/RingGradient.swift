/// The gradient look (``RingLook/gradient``, the default) as short solid pieces of ring band,
/// which every backend draws identically (no backend's own gradient type is involved).
///
/// The gradient is tied to the angle: a full lap runs from ``RingKind/gradientStartColor`` at
/// 12 o'clock to ``RingKind/gradientTipColor`` back at 12 o'clock, so below 100% the colour of a
/// point never changes as the ring grows — the tip lightens as it goes round, and a ring at 75%
/// shows three quarters of the gradient, as Apple's and MKRingProgressView's rings do. (A
/// gradient stretched over the drawn arc would instead show the whole range on a 5% sliver and
/// make every colour crawl during an animation.) Past 100% the lap below carries the same
/// gradient ending at the tip, so the picture is continuous as the ring passes its goal and
/// across laps, and the only seam, where the tip colour meets the start colour, lies under the
/// tip's cap and shadow.
///
/// Pieces overlap their successor (by a third of a piece, and at least 1.5 pixels) so that
/// antialiased edges never leave a hairline or darken where they pile up, and the round caps are
/// short round-capped pieces that overlap the band for the same reason.
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

  /// The colour `fraction` of a lap along the gradient: ``RingKind/gradientStartColor`` at 0,
  /// ``RingKind/gradientTipColor`` at 1, mixed channel by channel in sRGB in between (which
  /// shifts the hue steadily between the two measured colours).
  public static func color(of kind: RingKind, at fraction: Double) -> RGBColor {
    let t = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
    let start = kind.gradientStartColor
    let end = kind.gradientTipColor
    func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
      UInt8((Double(a) + (Double(b) - Double(a)) * t).rounded())
    }
    return RGBColor(
      red: mix(start.red, end.red), green: mix(start.green, end.green),
      blue: mix(start.blue, end.blue))
  }

  /// The number of pieces a full lap of `ring` is cut into at `scale`.
  public static func piecesPerLap(for ring: RingGeometry, scale: RenderScale) -> Int {
    let circumference = RingAngle.fullTurn * ring.radius * Double(scale.factor)
    let pieces = (circumference / pixelsPerPiece).rounded(.up)
    guard pieces.isFinite else { return minimumPiecesPerLap }
    return min(maximumPiecesPerLap, max(minimumPiecesPerLap, Int(pieces)))
  }

  /// The items of a ring's progress in the gradient look (without track or glyph), bottom
  /// first, in the order ``RingTip`` describes: what lies under the tip (the arc from its start
  /// cap, or the lap below), then `shadow`, then the arc's last stretch ending in the tip's cap.
  ///
  /// - Complexity: O(``maximumPiecesPerLap``), independent of the number of laps.
  public static func items(
    for ring: RingGeometry, progress: Double, center: Point, scale: RenderScale,
    between shadow: [DrawItem] = []
  ) -> [DrawItem] {
    guard progress > 0 else { return [] }
    let tip = RingTip(ring: ring, progress: progress)
    let step = RingAngle.fullTurn / Double(piecesPerLap(for: ring, scale: scale))
    // Each piece reaches into the next by a third of a piece and at least 1.5 pixels at the
    // band's inner edge, so the next piece always covers its antialiased edge: pieces under a
    // pixel wide on a small ring would otherwise darken where their edges pile up.
    let innerPixels = max(ring.innerRadius * Double(scale.factor), 1)
    let overlap = min(max(step / 3, 1.5 / innerPixels), .pi / 4)
    let kind = ring.kind
    // The colour of a point is set by where it lies on the gradient's lap, which ends at 12
    // o'clock below the goal and at the tip past it.
    let end = tip.gradientEnd
    let colorAt: (Double) -> RGBColor = { angle in
      color(of: kind, at: 1 - (end - angle) / RingAngle.fullTurn)
    }
    var items: [DrawItem] = []
    if tip.closesLap {
      items += band(
        ring, center: center, range: tip.under, step: step, overlap: overlap, role: .lap,
        color: colorAt)
    } else {
      let capEnd = min(step, tip.under.upperBound)
      items.append(cap(ring, center: center, range: 0...capEnd, color: colorAt(0), .arc))
      items += band(
        ring, center: center, range: tip.under, step: step, overlap: overlap, role: .arc,
        color: colorAt)
    }
    items += shadow
    let top = tip.top
    items += band(
      ring, center: center, range: top, step: step, overlap: overlap, role: .arc, color: colorAt)
    let capStart = max(top.lowerBound, top.upperBound - step)
    items.append(
      cap(ring, center: center, range: capStart...top.upperBound, color: colorAt(tip.angle), .arc))
    return items
  }

  /// Solid pieces covering `range`, cut on a grid of `step` fixed to 12 o'clock (the first and
  /// last pieces may be partial). The fixed grid keeps piece edges still while a ring grows or
  /// its gradient turns with the tip, so an animation's antialiased edges do not shimmer.
  private static func band(
    _ ring: RingGeometry, center: Point, range: ClosedRange<Double>, step: Double,
    overlap: Double, role part: DrawRole.Part, color: (Double) -> RGBColor
  ) -> [DrawItem] {
    let start = range.lowerBound
    let end = range.upperBound
    guard end > start, step > 0 else { return [] }
    var boundaries = [start]
    var cell = (start / step).rounded(.down) + 1
    // A sliver under a thousandth of a piece is merged into its neighbour.
    while cell * step < end - step * 1e-3 {
      if cell * step > start + step * 1e-3 { boundaries.append(cell * step) }
      cell += 1
    }
    boundaries.append(end)
    return zip(boundaries, boundaries.dropFirst()).enumerated().map { index, piece in
      let (from, upTo) = piece
      // Each piece reaches `overlap` into the next, which is drawn over it.
      let to = index == boundaries.count - 2 ? upTo : min(end, upTo + overlap)
      return DrawItem(
        role: DrawRole(ring: ring.kind, part: part),
        path: .sector(
          center: center, innerRadius: ring.innerRadius, outerRadius: ring.outerRadius,
          from: from, to: to),
        paint: .solid(color((from + upTo) / 2)))
    }
  }

  /// A short round-capped piece of band in one colour: at the start it lies under the first
  /// pieces, at the tip over the last, overlapping them so no antialiased seam shows where the
  /// cap meets the band. The colours it covers differ from its own by a fraction of a level.
  private static func cap(
    _ ring: RingGeometry, center: Point, range: ClosedRange<Double>, color: RGBColor,
    _ part: DrawRole.Part
  ) -> DrawItem {
    DrawItem(
      role: DrawRole(ring: ring.kind, part: part),
      path: .roundCappedArc(
        center: center, radius: ring.radius, lineWidth: ring.lineWidth, from: range.lowerBound,
        to: range.upperBound),
      paint: .solid(color))
  }
}

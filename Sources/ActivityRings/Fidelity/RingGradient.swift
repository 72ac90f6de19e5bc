/// The gradient look (``RingLook/gradient``, the default) as short solid pieces of colour,
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
/// The colour is the ring's ``Paint/pieces(_:)`` paint: pieces of annulus a pixel wider than the
/// ring on each side, cut on a grid fixed to 12 o'clock, each reaching into its successor (by a
/// third of a piece, and at least 1.5 pixels) so that every point of the ring is covered; the
/// ring's shapes (its band, at most two) are filled through them, so the band's edges are
/// antialiased once and the colour steps only inside it. The round caps take the colour of the
/// piece they end.
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
    // The colour of a point is set by where it lies on the gradient's lap, which ends at 12
    // o'clock below the goal and at the tip past it.
    let end = RingTip(ring: ring, progress: progress).gradientEnd
    let step = step(for: ring, scale: scale)
    let overlap = overlap(for: ring, scale: scale)
    return RingBand.items(
      for: ring, progress: progress, center: center, scale: scale, overlap: overlap,
      between: shadow
    ) { range, roundStart, roundEnd in
      paint(
        for: ring, along: range, roundStart: roundStart, roundEnd: roundEnd, gradientEnd: end,
        center: center, scale: scale, step: step, overlap: overlap)
    }
  }

  /// The pieces that colour a shape of `ring` along the angles `range` (less than a full turn),
  /// in drawing order:
  ///
  /// - one per cell of the grid of `step` radians fixed to 12 o'clock that `range` touches, in
  ///   the gradient's colour at the cell's middle and reaching `overlap` into the next; whole
  ///   cells, so that the same pieces recur from picture to picture (a history page writes them
  ///   once), unless `range` comes within two cells of a full turn, where its two ends would
  ///   share a cell: then the end cells stop at the ends (a sliver under a thousandth of a cell
  ///   joins its neighbour), and the lap's seam lies exactly at its end;
  /// - when `roundEnd`, one beyond the end of `range` in the colour there, as far as a round end
  ///   reaches (``RingBand/roundEndReach(for:)``) and `overlap` more: the tip's cap is in the
  ///   tip's colour;
  /// - when `roundStart`, the same before the start, reaching `overlap` into the first cell.
  ///
  /// Each is a four-sided piece that covers the ring's band across its whole width and a pixel
  /// beyond each edge. The fixed grid keeps piece edges still while a ring grows, so an
  /// animation's colours do not shimmer.
  static func paint(
    for ring: RingGeometry, along range: ClosedRange<Double>, roundStart: Bool, roundEnd: Bool,
    gradientEnd end: Double, center: Point, scale: RenderScale, step: Double, overlap: Double
  ) -> Paint {
    let start = range.lowerBound
    let stop = range.upperBound
    func colour(at angle: Double) -> RGBColor {
      color(of: ring.kind, at: 1 - (end - angle) / RingAngle.fullTurn)
    }
    let margin = 1 / Double(scale.factor)
    let inner = max(0, ring.innerRadius - margin)
    var pieces: [PaintPiece] = []
    func add(from: Double, to: Double, _ colour: RGBColor) {
      // At most a quarter turn a piece, its outer corners far enough out that the straight
      // side between them stays a margin outside the ring.
      let count = max(1, ((to - from) / (.pi / 2)).rounded(.up))
      let span = (to - from) / count
      let outer = (ring.outerRadius + margin) / PortableMath.cos(span / 2)
      for index in 0..<Int(count) {
        let a = from + Double(index) * span
        let b = index == Int(count) - 1 ? to : a + span
        pieces.append(
          PaintPiece(
            path: DrawPath([
              .move(to: RingAngle.point(at: a, radius: outer, around: center)),
              .line(to: RingAngle.point(at: b, radius: outer, around: center)),
              .line(to: RingAngle.point(at: b, radius: inner, around: center)),
              .line(to: RingAngle.point(at: a, radius: inner, around: center)), .close,
            ]),
            color: colour))
      }
    }
    let cut = stop - start > RingAngle.fullTurn - 2 * step
    var cell = (start / step).rounded(.down)
    while cell * step < stop - (cut ? step * 1e-3 : 0) {
      var from = cell * step
      var upTo = from + step
      if cut {
        from = max(from, start)
        if upTo > stop || stop - upTo < step * 1e-3 { upTo = stop }
        if upTo - from < step * 1e-3 {
          cell += 1
          continue
        }
      }
      add(from: from, to: upTo + overlap, colour(at: (from + upTo) / 2))
      cell += 1
    }
    let beyond = RingBand.roundEndReach(for: ring) + overlap
    if roundEnd { add(from: stop, to: stop + beyond, colour(at: stop)) }
    if roundStart { add(from: start - beyond, to: start + overlap, colour(at: start)) }
    return .pieces(pieces)
  }

  /// The angle of one piece of `ring` at `scale`: a full lap over ``piecesPerLap(for:scale:)``.
  static func step(for ring: RingGeometry, scale: RenderScale) -> Double {
    RingAngle.fullTurn / Double(piecesPerLap(for: ring, scale: scale))
  }

  /// How far a piece reaches into the next, in radians: a third of a piece and at least 1.5
  /// pixels at the band's inner edge, so the next piece's antialiased edge always lies on it.
  static func overlap(for ring: RingGeometry, scale: RenderScale) -> Double {
    let innerPixels = max(ring.innerRadius * Double(scale.factor), 1)
    return min(max(step(for: ring, scale: scale) / 3, 1.5 / innerPixels), .pi / 4)
  }
}

/// A ring's value as at most two shapes, laid so that the band's two edges are antialiased once,
/// in both looks; the look only chooses their ``Paint`` (one colour, or the gradient's pieces).
///
/// Where two antialiased shapes share an edge, an edge pixel a shape covers by a fraction *a*
/// gets *a* + *a*(1 − *a*) of ink from the two, and where two shapes meet edge to edge, a pixel
/// they cover by *a* and *b* gets *a* + *b* − *ab*: on a ring a few pixels wide either puts
/// several percent too much or too little colour on the picture. So a ring's value is:
///
/// - what lies under the tip (``RingTip/under``), one shape from its round start (below the
///   goal) to where the arc's last stretch (``RingTip/top``) begins, reaching into that stretch
///   only by a tab inset from both edges by a pixel (``edgeInset(for:scale:)``), where the
///   stretch covers it fully and compositing is exact, so no hairline shows between them;
/// - then the tip's shadow, then the last stretch with the tip's round end, one shape.
///
/// The round ends are half discs in the same path as the band they end, filled with it as one
/// shape. The gradient look's colour changes along the band inside its paint
/// (``Paint/pieces(_:)``), never at an edge. The only places two of a ring's shapes still meet at
/// an edge are where the two layers meet (two pixels at most) and where the tip's cap lies over
/// the start (from ``RingTip/overlapOnset(for:)``, with ``TipShadow`` between).
enum RingBand {
  /// How far the tab of what lies under the tip stays inside the band's edges, in points: one
  /// pixel at `scale`, and at most a quarter of the line width so a ring under two pixels wide
  /// keeps a tab.
  static func edgeInset(for ring: RingGeometry, scale: RenderScale) -> Double {
    min(1 / Double(scale.factor), ring.lineWidth / 4)
  }

  /// How far a round end reaches past the angle it ends at, in radians: the half disc's angular
  /// half-width seen from the ring's centre (a quarter turn once it reaches the centre).
  static func roundEndReach(for ring: RingGeometry) -> Double {
    guard ring.radius > 0 else { return .pi / 2 }
    let half = ring.lineWidth / (2 * ring.radius)
    return half >= 1 ? .pi / 2 : PortableMath.asin(half)
  }

  /// The items of a ring's value, bottom first as ``RingTip`` describes: what lies under the
  /// tip, then `shadow`, then the arc's last stretch ending in the tip's round cap. Each shape's
  /// paint is `paint` of the angles its band runs along (radians clockwise from 12 o'clock, the
  /// tab included, round ends not: a paint must reach past them), except that below the goal
  /// what lies under the tip asks for the same angles at every progress, from 12 o'clock to
  /// ``roundEndReach(for:)`` and half the last stretch short of a full turn (the most it can
  /// show; the rest of it lies under the last stretch), so that its paint is the same picture
  /// after picture. The tab reaches `overlap` radians into the last stretch, and at most half
  /// of it.
  static func items(
    for ring: RingGeometry, progress: Double, center: Point, scale: RenderScale,
    overlap: Double, between shadow: [DrawItem],
    paint: (_ along: ClosedRange<Double>, _ roundStart: Bool, _ roundEnd: Bool) -> Paint
  ) -> [DrawItem] {
    guard progress > 0 else { return [] }
    let tip = RingTip(ring: ring, progress: progress)
    let top = tip.top
    let under = tip.under.lowerBound...max(tip.under.lowerBound, top.lowerBound)
    // Below the goal the arc starts in a round end: under the tip, or on the last stretch when
    // that is all there is.
    let startsRound = !tip.closesLap
    let underIsEmpty = under.upperBound <= under.lowerBound
    func band(_ range: ClosedRange<Double>) -> DrawPath {
      .sector(
        center: center, innerRadius: ring.innerRadius, outerRadius: ring.outerRadius,
        from: range.lowerBound, to: range.upperBound)
    }
    func addRoundEnd(_ path: inout DrawPath, at angle: Double, forward: Bool) {
      path.addRoundEnd(
        center: center, radius: ring.radius, lineWidth: ring.lineWidth, at: angle,
        forward: forward)
    }
    var items: [DrawItem] = []
    if !underIsEmpty {
      var path = band(under)
      let inset = edgeInset(for: ring, scale: scale)
      let tabEnd = under.upperBound + min(overlap, (top.upperBound - top.lowerBound) / 2)
      if tabEnd > under.upperBound {
        path.addSector(
          center: center, innerRadius: ring.innerRadius + inset,
          outerRadius: ring.outerRadius - inset, from: under.upperBound, to: tabEnd)
      }
      if startsRound { addRoundEnd(&path, at: under.lowerBound, forward: false) }
      items.append(
        DrawItem(
          role: DrawRole(ring: ring.kind, part: tip.closesLap ? .lap : .arc), path: path,
          paint: paint(under.lowerBound...tabEnd, startsRound, false)))
    }
    items += shadow
    var path = band(top)
    let roundStart = startsRound && underIsEmpty
    if roundStart { addRoundEnd(&path, at: top.lowerBound, forward: false) }
    addRoundEnd(&path, at: top.upperBound, forward: true)
    items.append(
      DrawItem(
        role: DrawRole(ring: ring.kind, part: .arc), path: path,
        paint: paint(top, roundStart, true)))
    return items
  }
}

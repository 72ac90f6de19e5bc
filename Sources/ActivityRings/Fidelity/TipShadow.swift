/// The soft shadow a ring's tip casts forward once its round cap lies over the start of the ring
/// or the lap below (see ``RingTip``), so that a closed ring shows its tip and 100% and 101% look
/// different.
///
/// It is built from primitives every backend draws the same way, with no blur filter: ``layers``
/// round-capped arcs of the ring's own width, each a little longer than the last, all in
/// translucent black, drawn between what lies under the tip and the tip itself. Where they pile
/// up, just ahead of the tip's cap, the shadow is darkest; it fades to nothing ``reach`` × line
/// width ahead. A round-capped arc never leaves its ring band, so the shadow needs no clipping.
///
/// ```swift
/// let shadow = TipShadow.items(for: ring, tipAngle: 0.3, strength: 1, center: center)
/// shadow.count  // TipShadow.layers
/// ```
public enum TipShadow {
  /// How many stacked arcs make the shadow.
  public static let layers = 12
  /// The opacity of each layer; twelve of them make the darkest part 1 − 0.945¹² ≈ 49% black.
  public static let layerOpacity = 0.055
  /// How far ahead of the tip the shadow reaches, in line widths (measured on the centre line).
  public static let reach = 0.45

  /// The shadow's strength for a ring at `progress`: ``RingTip/shadowStrength(progress:ring:)``,
  /// 0 until the tip's cap reaches the start cap, rising smoothly to 1 at exactly 100%, and 1
  /// from there on.
  public static func strength(progress: Double, ring: RingGeometry) -> Double {
    RingTip.shadowStrength(progress: progress, ring: ring)
  }

  /// The shadow's items, to draw over what lies under the tip and under the arc's last stretch
  /// (``RingTip/under`` and ``RingTip/top``).
  public static func items(
    for ring: RingGeometry, tipAngle: Double, strength: Double, center: Point
  ) -> [DrawItem] {
    guard strength > 0, ring.radius > 0 else { return [] }
    let opacity = layerOpacity * min(strength, 1)
    let reachAngle = reach * ring.lineWidth / ring.radius
    // The arcs start a little behind the tip, hidden under the arc's last stretch on top.
    let start = tipAngle - min(.pi / 2, reachAngle)
    return (1...layers).map { layer in
      DrawItem(
        role: DrawRole(ring: ring.kind, part: .shadow),
        path: .roundCappedArc(
          center: center, radius: ring.radius, lineWidth: ring.lineWidth, from: start,
          to: tipAngle + reachAngle * Double(layer) / Double(layers)),
        paint: .solid(.black, opacity: opacity))
    }
  }
}

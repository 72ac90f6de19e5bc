/// The soft shadow a ring's tip casts forward onto the lap below once the ring is past its goal,
/// so that 100% and 101% (or 200% and 201%) look different.
///
/// It is built from primitives every backend draws the same way, with no blur filter: ``layers``
/// round-capped arcs of the ring's own width, each a little longer than the last, all in
/// translucent black, drawn between the lap below and the current lap. Where they pile up, just
/// ahead of the tip's cap, the shadow is darkest; it fades to nothing ``reach`` × line width
/// ahead. A round-capped arc never leaves its ring band, so the shadow needs no clipping.
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
  /// How far the tip must have moved past 12 o'clock, in line widths, before the shadow is at
  /// full strength: below that it fades in, so a ring growing past 100% gains its shadow
  /// smoothly and exactly 100% has none.
  public static let fadeIn = 0.25

  /// The shadow's strength for a ring at `progress`: 0 up to 100%, rising to 1 once the tip is
  /// ``fadeIn`` line widths into its new lap, and 1 from there on (also on later laps, where
  /// the tip at exactly 200% is again a closed ring with no shadow).
  ///
  /// ```swift
  /// TipShadow.strength(progress: 1.01, ring: ring)  // 1 for a ring of radius 68 and width 16
  /// ```
  public static func strength(progress: Double, ring: RingGeometry) -> Double {
    let arc = ring.arc(progress: progress)
    guard arc.completedLaps > 0, arc.tipAngle > 0, ring.lineWidth > 0 else { return 0 }
    let travelled = arc.tipAngle * ring.radius
    return min(1, travelled / (fadeIn * ring.lineWidth))
  }

  /// The shadow's items, to draw on the lap below and under the current lap.
  ///
  /// ```swift
  /// let items = TipShadow.items(for: ring, tipAngle: .pi / 3, strength: 0.5, center: center)
  /// ```
  public static func items(
    for ring: RingGeometry, tipAngle: Double, strength: Double, center: Point
  ) -> [DrawItem] {
    guard strength > 0, ring.radius > 0 else { return [] }
    let opacity = layerOpacity * min(strength, 1)
    let reachAngle = reach * ring.lineWidth / ring.radius
    // The arcs start a little behind the tip, hidden under the current lap drawn on top.
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

/// How a ring's progress is layered so that its tip always shows, in every look.
///
/// A ring is drawn bottom first as: what lies under the tip (``under``: the arc from its start
/// cap below the goal, or a whole lap past it), then the tip's shadow (``TipShadow``), then the
/// last stretch of the arc ending in the tip's round cap (``top``). So once the tip's cap reaches the
/// start cap — from ``overlapOnset(for:)``, about 96% on a Move ring — it lies over the start
/// with a shadow that strengthens as the overlap grows, and at exactly 100%, 200% or 1000% the
/// closed ring shows its tip's cap over the start, never a straight seam. The layering does not
/// change at 100%, so an animation passing its goal changes smoothly from frame to frame.
///
/// Angles are radians clockwise from 12 o'clock (see ``RingAngle``).
///
/// ```swift
/// let tip = RingTip(ring: ring, progress: 1.0)
/// tip.angle          // 2π: the tip is back at 12 o'clock, at the end of its lap
/// tip.closesLap      // true: a whole lap lies under it
/// tip.shadowStrength // 1
/// ```
public struct RingTip: Sendable, Hashable {
  /// The progress drawn, > 0 (1 = one lap).
  public let progress: Double
  /// The tip's angle within its lap, in (0, 2π]: 2π exactly at 100%, 200%, … (12 o'clock, at
  /// the end of the lap).
  public let angle: Double
  /// Whether a whole lap lies under the tip (progress ≥ 1).
  public let closesLap: Bool
  /// Where the gradient's lap ends (see ``RingGradient``): 12 o'clock (2π) below the goal, the
  /// tip past it.
  public let gradientEnd: Double
  /// The part drawn under the shadow: the whole arc from 12 o'clock (below the goal) or the whole
  /// lap ending at the tip (past it).
  public let under: ClosedRange<Double>
  /// The part drawn over the shadow, ending at the tip with its round cap: the last
  /// ``topLength(for:)`` of the arc (all of it when it is shorter). It is drawn at every
  /// progress, not only when there is a shadow, so nothing appears at once as a ring grows.
  public let top: ClosedRange<Double>
  /// How strong the tip's shadow is, 0…1 (see ``shadowStrength(progress:ring:)``).
  public let shadowStrength: Double

  /// Lays out the tip of `ring` at `progress` (values ≤ 0 are treated as a sliver above 0; a
  /// zero ring is a dot and has no tip).
  public init(ring: RingGeometry, progress: Double) {
    let progress = progress.isNaN ? 0 : progress
    self.progress = progress
    let arc = ring.arc(progress: progress)
    closesLap = arc.completedLaps > 0
    let length = Self.topLength(for: ring)
    if closesLap {
      angle = arc.tipAngle == 0 ? RingAngle.fullTurn : arc.tipAngle
      gradientEnd = angle
      under = (angle - RingAngle.fullTurn)...angle
      top = (angle - length)...angle
    } else {
      angle = arc.endAngle
      gradientEnd = RingAngle.fullTurn
      under = 0...angle
      top = max(0, angle - length)...angle
    }
    shadowStrength = Self.shadowStrength(progress: progress, ring: ring)
  }

  /// How much of the ring ends in the tip and lies over its shadow, in radians: one and a half
  /// line widths along the centre line (at most half a turn) — the shadow starts
  /// ``TipShadow/reach`` line widths behind the tip and its round end reaches half a line width
  /// further back, so this covers it.
  public static func topLength(for ring: RingGeometry) -> Double {
    guard ring.radius > 0 else { return .pi }
    return min(.pi, 1.5 * ring.lineWidth / ring.radius)
  }

  /// The progress at which the tip's round cap first touches the start's round cap: where the
  /// chord between the two cap centres equals the line width, 1 − 2·asin(w / 2r) / 2π. Below it
  /// the tip casts no shadow; 1 when the ring is too thin or too small to have one.
  public static func overlapOnset(for ring: RingGeometry) -> Double {
    guard ring.radius > 0, ring.lineWidth > 0 else { return 1 }
    let half = ring.lineWidth / (2 * ring.radius)
    guard half < 1 else { return 0 }
    return 1 - 2 * PortableMath.asin(half) / RingAngle.fullTurn
  }

  /// The shadow's strength at `progress`, 0…1: 0 until the tip's cap reaches the start cap
  /// (``overlapOnset(for:)``), then rising smoothly (a smoothstep of the overlap, measured as
  /// the line width minus the chord between the cap centres, over the line width) to 1 at
  /// exactly 100%, and 1 from there on — on every later lap the tip lies on the lap below.
  public static func shadowStrength(progress: Double, ring: RingGeometry) -> Double {
    guard progress > 0, ring.lineWidth > 0, ring.radius > 0 else { return 0 }
    guard progress < 1 else { return 1 }
    let ahead = RingAngle.fullTurn * (1 - progress)
    let chord = ahead >= .pi ? 2 * ring.radius : 2 * ring.radius * PortableMath.sin(ahead / 2)
    let overlap = min(max((ring.lineWidth - chord) / ring.lineWidth, 0), 1)
    return overlap * overlap * (3 - 2 * overlap)
  }
}

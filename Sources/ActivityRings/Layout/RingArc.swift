/// The arc a ring draws for a progress value: it starts at 12 o'clock and runs clockwise with
/// round caps; progress above 1 keeps going round, lap after lap.
///
/// ```swift
/// let arc = RingArc(progress: 2.25, radius: 50)
/// arc.completedLaps  // 2: two full laps lie underneath
/// arc.endAngle       // 4.5π radians
/// arc.tipAngle       // π/2 radians: the tip is at 3 o'clock
/// ```
///
/// Angles are radians clockwise from 12 o'clock (see ``RingAngle``); lengths are points.
public struct RingArc: Sendable, Hashable {
  /// The progress drawn, ≥ 0 (1 = one lap).
  public var progress: Double
  /// The radius of the ring's centre line, in points.
  public var radius: Double

  /// Creates the arc for `progress` on a ring of centre-line `radius`.
  public init(progress: Double, radius: Double) {
    self.progress = max(0, progress)
    self.radius = radius
  }

  /// Where the arc starts: 0 (12 o'clock).
  public var startAngle: Double { 0 }

  /// Where the arc ends, counting laps: 2π × progress radians.
  public var endAngle: Double { RingAngle.fullTurn * progress }

  /// The number of whole laps below the current one: ⌊progress⌋ (0 below the goal).
  public var completedLaps: Int {
    progress >= Double(Int.max) ? Int.max : Int(progress.rounded(.down))
  }

  /// The tip's angle within one lap, in [0, 2π).
  public var tipAngle: Double {
    let fraction = progress - progress.rounded(.down)
    return RingAngle.fullTurn * fraction
  }

  /// The length of the arc along its centre line, in points: 2π × radius × progress. Strictly
  /// increasing in progress for a positive radius.
  public var length: Double { endAngle * radius }

  /// The tip's centre, on the centre line.
  public func tip(around center: Point) -> Point {
    RingAngle.point(at: tipAngle, radius: radius, around: center)
  }

  /// The unit direction the tip is travelling in (clockwise tangent).
  public var tipDirection: Point { RingAngle.direction(at: tipAngle) }
}

#if !hasFeature(Embedded)
  extension RingArc: Codable {}
#endif

/// Where one ring sits: its centre-line radius and line width, in points.
///
/// ```swift
/// let move = layout.rings[0]
/// move.innerRadius  // move.radius - move.lineWidth / 2
/// ```
public struct RingGeometry: Sendable, Hashable {
  /// Which ring.
  public var kind: RingKind
  /// The radius of the ring's centre line, in points.
  public var radius: Double
  /// The width of the ring band, in points.
  public var lineWidth: Double

  /// Creates a ring's geometry.
  public init(kind: RingKind, radius: Double, lineWidth: Double) {
    self.kind = kind
    self.radius = radius
    self.lineWidth = lineWidth
  }

  /// The radius of the band's outer edge, in points.
  public var outerRadius: Double { radius + lineWidth / 2 }

  /// The radius of the band's inner edge, in points.
  public var innerRadius: Double { radius - lineWidth / 2 }

  /// The arc this ring draws for `progress` (see ``RingArc``).
  public func arc(progress: Double) -> RingArc {
    RingArc(progress: progress, radius: radius)
  }
}

#if !hasFeature(Embedded)
  extension RingGeometry: Codable {}
#endif

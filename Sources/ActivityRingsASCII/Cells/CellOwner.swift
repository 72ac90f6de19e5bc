import ActivityRings

extension ASCIIRenderer {
  /// What a terminal cell shows: a ring's colour or a ring's dim track. The background and the
  /// black enclosing circle have no owner (nil in ``ASCIIRenderer/cellOwners(of:)``).
  ///
  /// ```swift
  /// let owners = ASCIIRenderer().cellOwners(of: scene.drawList())
  /// owners[1][24]  // .ring(.move): the Move arc passes the top centre
  /// ```
  ///
  /// Laps, arcs and zero dots are all ``ring(_:)``: they share the ring's colour, so a raster of
  /// the same scene cannot tell them apart either.
  public enum CellOwner: Sendable, Hashable, CustomStringConvertible {
    /// The ring's colour: an arc, a completed lap or the zero dot.
    case ring(RingKind)
    /// The ring's dim track.
    case track(RingKind)

    /// The owner a draw item stands for: nil for items outside any ring (the enclosure).
    public init?(role: DrawRole) {
      guard let ring = role.ring else { return nil }
      self = role.part == .track ? .track(ring) : .ring(ring)
    }

    /// The ring either way.
    public var ring: RingKind {
      switch self {
      case .ring(let kind), .track(let kind): kind
      }
    }

    /// `move` or `move.track`.
    public var description: String {
      switch self {
      case .ring(let kind): kind.rawValue
      case .track(let kind): "\(kind.rawValue).track"
      }
    }
  }
}

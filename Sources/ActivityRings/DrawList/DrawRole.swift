/// What a ``DrawItem`` depicts: which ring (if any) and which part of it. Renderers ignore it
/// when drawing; it names items in snapshots, tests and accessibility trees.
///
/// ```swift
/// DrawRole(ring: .move, part: .arc)
/// ```
public struct DrawRole: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The parts a picture is made of.
  public enum Part: String, Sendable, Hashable, Codable {
    /// The black circle enclosing the rings.
    case enclosure
    /// The dim full circle under a ring's progress.
    case track
    /// A completed lap: the whole ring in its colour.
    case lap
    /// The progress arc with round caps (on top of any completed laps).
    case arc
    /// The dot shown at 12 o'clock for a value of zero.
    case dot
  }

  /// The ring the item belongs to; nil for items around the rings.
  public var ring: RingKind?
  /// The part it depicts.
  public var part: Part

  /// Creates a role.
  ///
  /// ```swift
  /// let track = DrawRole(ring: .stand, part: .track)
  /// ```
  public init(ring: RingKind?, part: Part) {
    self.ring = ring
    self.part = part
  }

  /// The enclosing circle.
  ///
  /// ```swift
  /// DrawRole.enclosure.description  // "enclosure"
  /// ```
  public static var enclosure: DrawRole { DrawRole(ring: nil, part: .enclosure) }

  /// `ring.part`, e.g. `move.arc`, or just the part.
  ///
  /// ```swift
  /// DrawRole(ring: .move, part: .arc).description  // "move.arc"
  /// ```
  public var description: String {
    ring.map { "\($0.rawValue).\(part.rawValue)" } ?? part.rawValue
  }
}

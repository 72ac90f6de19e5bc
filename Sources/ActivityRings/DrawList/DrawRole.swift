/// What a ``DrawItem`` depicts: which ring (if any) and which part of it. Renderers ignore it
/// when drawing; it names items in snapshots, tests and accessibility trees.
///
/// ```swift
/// DrawRole(ring: .move, part: .arc)
/// ```
public struct DrawRole: Sendable, Hashable, CustomStringConvertible {
  /// The parts a picture is made of.
  public enum Part: String, Sendable, Hashable, CaseIterable {
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
    /// One layer of the soft shadow a tip past 100% casts on the lap below (see ``TipShadow``).
    case shadow
    /// The black symbol at 12 o'clock (see ``RingGlyph``).
    case glyph
    /// The paused-day mark in the middle of the rings (see ``PausedMarker``).
    case marker
    /// The disc behind a highlighted day's number in a history calendar (see
    /// ``HistoryCalendar``).
    case highlight

    /// Whether the part decorates a ring rather than showing its value or track: shadows,
    /// glyphs, the paused mark and a calendar's highlight. Cell-by-cell comparisons and the ASCII backend look through
    /// decorations to the ring beneath.
    public var isDecoration: Bool {
      switch self {
      case .shadow, .glyph, .marker, .highlight: true
      case .enclosure, .track, .lap, .arc, .dot: false
      }
    }
  }

  /// The ring the item belongs to; nil for items around the rings.
  public var ring: RingKind?
  /// The part it depicts.
  public var part: Part

  /// Creates a role.
  public init(ring: RingKind?, part: Part) {
    self.ring = ring
    self.part = part
  }

  /// The enclosing circle.
  public static var enclosure: DrawRole { DrawRole(ring: nil, part: .enclosure) }

  /// `ring.part`, e.g. `move.arc`, or just the part.
  public var description: String {
    ring.map { "\($0.rawValue).\(part.rawValue)" } ?? part.rawValue
  }
}

#if !hasFeature(Embedded)
  extension DrawRole: Codable {}
  extension DrawRole.Part: Codable {}
#endif

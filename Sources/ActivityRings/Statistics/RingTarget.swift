/// What a streak, a close rate or a perfect week counts: one ring closed, or all three closed on
/// the same day (a perfect day).
///
/// ```swift
/// for target in RingTarget.allCases {
///   print(target.name)  // Move, Exercise, Stand, All rings
/// }
/// ```
public enum RingTarget: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// The Move ring.
  case move
  /// The Exercise ring.
  case exercise
  /// The Stand ring.
  case stand
  /// All three rings on the same day: a perfect day (Apple's "All Activity").
  case all

  /// The target of one ring.
  public init(_ kind: RingKind) {
    switch kind {
    case .move: self = .move
    case .exercise: self = .exercise
    case .stand: self = .stand
    }
  }

  /// The ring, or nil for ``all``.
  public var ring: RingKind? {
    switch self {
    case .move: .move
    case .exercise: .exercise
    case .stand: .stand
    case .all: nil
    }
  }

  /// The name people read: "Move", "Exercise", "Stand" or "All rings".
  public var name: String { ring?.name ?? "All rings" }

  /// The raw value: `move`, `exercise`, `stand` or `all`.
  public var description: String { rawValue }
}

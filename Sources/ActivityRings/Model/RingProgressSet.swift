/// The progress of each ring (1 = goal reached), or nil for a ring with no data.
///
/// ```swift
/// let progress = try RingProgressSet(move: 0.7, exercise: 2.5, stand: nil)
/// progress[.exercise]  // 2.5: two and a half laps
/// ```
///
/// Use this when you have ratios rather than a day's values; ``init(_:)`` derives it from an
/// ``ActivitySummary``.
public struct RingProgressSet: Sendable, Hashable {
  /// The Move ring's progress.
  public private(set) var move: Double?
  /// The Exercise ring's progress.
  public private(set) var exercise: Double?
  /// The Stand ring's progress.
  public private(set) var stand: Double?

  /// Creates a progress set, checking each value.
  ///
  /// - Throws: ``ValidationError`` naming the ring (`move`, `exercise`, `stand`) when a value is
  ///   negative, NaN or infinite.
  public init(move: Double? = nil, exercise: Double? = nil, stand: Double? = nil)
    throws(ValidationError)
  {
    try ValidationError.check(move, field: "move")
    try ValidationError.check(exercise, field: "exercise")
    try ValidationError.check(stand, field: "stand")
    self.move = move
    self.exercise = exercise
    self.stand = stand
  }

  /// The progress of each ring of a summary (see ``ActivitySummary/progress(of:)`` for the
  /// rules, including goal 0).
  ///
  /// - Throws: ``ValidationError`` naming the export field at fault.
  public init(_ summary: ActivitySummary) throws(ValidationError) {
    try summary.validate()
    move = try summary.progress(of: .move)
    exercise = try summary.progress(of: .exercise)
    stand = try summary.progress(of: .stand)
  }

  /// A set with no data for any ring: three empty tracks.
  public static var noData: RingProgressSet {
    RingProgressSet(unchecked: nil, nil, nil)
  }

  /// The progress of one ring.
  public subscript(kind: RingKind) -> Double? {
    switch kind {
    case .move: move
    case .exercise: exercise
    case .stand: stand
    }
  }

  /// Whether any of Exercise or Stand has data (see ``RingStyle/automatic``).
  public var hasWatchRings: Bool { exercise != nil || stand != nil }

  /// Builds a set from values already known to be valid (interpolation of valid sets).
  init(unchecked move: Double?, _ exercise: Double?, _ stand: Double?) {
    self.move = move
    self.exercise = exercise
    self.stand = stand
  }
}

#if !hasFeature(Embedded)
  extension RingProgressSet: Codable {
    private enum CodingKeys: String, CodingKey { case move, exercise, stand }

    /// Decodes `{"move": 0.7, "exercise": 2.5}`, validating each value.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      do {
        try self.init(
          move: container.decodeIfPresent(Double.self, forKey: .move),
          exercise: container.decodeIfPresent(Double.self, forKey: .exercise),
          stand: container.decodeIfPresent(Double.self, forKey: .stand))
      } catch let error as ValidationError {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(codingPath: decoder.codingPath, debugDescription: error.description)
        )
      }
    }
  }
#endif

/// Which rings a scene shows.
///
/// ```swift
/// var scene = try RingScene(summary: summary)
/// scene.style = .moveOnly
/// ```
public enum RingStyle: String, Sendable, Hashable, CaseIterable {
  /// Three rings when the data has any Exercise or Stand values or goals; Move only when it has
  /// none (a phone without a watch).
  case automatic
  /// Move, Exercise and Stand, as on Apple Watch.
  case threeRings
  /// The Move ring alone, as on an iPhone without a watch.
  case moveOnly

  /// The rings to draw, outermost first, for the given data.
  public func rings(hasWatchRings: Bool) -> [RingKind] {
    switch self {
    case .threeRings: RingKind.allCases
    case .moveOnly: [.move]
    case .automatic: hasWatchRings ? RingKind.allCases : [.move]
    }
  }
}

#if !hasFeature(Embedded)
  extension RingStyle: Codable {}
#endif

/// What the Move ring measures on a given day, mirroring HealthKit's `HKActivityMoveMode`.
///
/// ```swift
/// let summary = ActivitySummary(appleMoveTime: 20, appleMoveTimeGoal: 30, moveMode: .appleMoveTime)
/// summary.progress(of: .move)  // 0.666…
/// ```
public enum MoveMode: String, Sendable, Hashable, CaseIterable {
  /// Active energy in kilocalories or kilojoules (the default for adults).
  case activeEnergy
  /// Move minutes (used for children, and by choice on newer systems).
  case appleMoveTime

  /// Infers the mode the way the export implies it, since the export does not record it:
  /// move time when the move-time goal is positive and the energy goal is absent or zero.
  public static func inferred(energyGoal: Double?, moveTimeGoal: Double?) -> MoveMode {
    if let moveTimeGoal, moveTimeGoal > 0, (energyGoal ?? 0) == 0 { return .appleMoveTime }
    return .activeEnergy
  }
}

#if !hasFeature(Embedded)
  extension MoveMode: Codable {}
#endif

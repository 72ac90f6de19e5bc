import ActivityRings

/// The goals of a day that has no imported summary on or before it to take them from:
/// `rings-server --goals move=500,exercise=30,stand=12` (kilocalories, minutes, hours).
///
/// ```swift
/// let goals = try DefaultGoals(parsing: "move=600,stand=10")
/// goals.move      // 600
/// goals.exercise  // 30, the default
/// ```
public struct DefaultGoals: Sendable, Hashable {
  /// The Move goal in kilocalories.
  public var move: Double
  /// The Exercise goal in minutes.
  public var exercise: Double
  /// The Stand goal in hours.
  public var stand: Double

  /// Goals; the defaults are 500 kcal, 30 minutes and 12 hours.
  public init(move: Double = 500, exercise: Double = 30, stand: Double = 12) {
    self.move = move
    self.exercise = exercise
    self.stand = stand
  }

  /// Reads `move=500,exercise=30,stand=12`; a ring left out keeps its default.
  ///
  /// - Throws: ``ServerSetupError/usage(_:)`` naming the entry that is not `move=`,
  ///   `exercise=` or `stand=` with a number ≥ 0, or a ring named twice.
  public init(parsing text: String) throws(ServerSetupError) {
    self.init()
    var seen: Set<Substring> = []
    for entry in text.split(separator: ",", omittingEmptySubsequences: false) {
      let pair = entry.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard pair.count == 2, let goal = Double(pair[1]), goal.isFinite, goal >= 0,
        pair[1].allSatisfy({ "0123456789.".contains($0) })
      else {
        throw .usage(
          "--goals: \(QuotedText.quoted(entry)) is not RING=GOAL with a number ≥ 0 (for example "
            + "move=500,exercise=30,stand=12)")
      }
      guard seen.insert(pair[0]).inserted else {
        throw .usage("--goals names \(QuotedText.quoted(pair[0])) twice")
      }
      switch pair[0] {
      case "move": move = goal
      case "exercise": exercise = goal
      case "stand": stand = goal
      default:
        throw .usage(
          "--goals: unknown ring \(QuotedText.quoted(pair[0])) (use move, exercise and stand)")
      }
    }
  }
}

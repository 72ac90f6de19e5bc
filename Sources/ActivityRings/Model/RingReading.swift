/// The value and goal one ring shows, with the export names of the fields they came from.
///
/// ```swift
/// let reading = ActivitySummary(appleExerciseTime: 20, appleExerciseTimeGoal: 30)
///   .reading(of: .exercise)
/// try reading.progress()  // 0.666…
/// ```
public struct RingReading: Sendable, Hashable {
  /// Which ring this is.
  public var kind: RingKind
  /// The value, or nil for no data.
  public var value: Double?
  /// The goal, or nil for no data.
  public var goal: Double?
  /// The export attribute the value came from (for error messages).
  public var valueField: String
  /// The export attribute the goal came from (for error messages).
  public var goalField: String

  /// Creates a reading.
  public init(kind: RingKind, value: Double?, goal: Double?, valueField: String, goalField: String)
  {
    self.kind = kind
    self.value = value
    self.goal = goal
    self.valueField = valueField
    self.goalField = goalField
  }

  /// Value ÷ goal; nil when either is absent or the goal is 0 (an empty ring, as Apple shows
  /// before goals exist).
  ///
  /// ```swift
  /// try RingReading(kind: .move, value: 90, goal: 0,
  ///                 valueField: "activeEnergyBurned", goalField: "activeEnergyBurnedGoal")
  ///   .progress()  // nil
  /// ```
  ///
  /// - Throws: ``ValidationError`` naming the field when a number is negative, NaN or infinite.
  public func progress() throws(ValidationError) -> Double? {
    try ValidationError.check(value, field: valueField)
    try ValidationError.check(goal, field: goalField)
    guard let value, let goal, goal > 0 else { return nil }
    let ratio = value / goal
    // A tiny goal can overflow the division; such a ring is simply "very far past its goal".
    return ratio.isFinite ? ratio : Double.greatestFiniteMagnitude
  }
}

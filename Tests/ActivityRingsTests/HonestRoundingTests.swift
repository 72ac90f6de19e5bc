import Testing

@testable import ActivityRings

/// A ring short of its goal is never described or labelled as reaching it: values and
/// percentages are whole numbers rounded to the nearest, except where that would reach the goal
/// (issue 25: `describe --move 499.9/500` said "500 of 500 calories, 100 percent").
@Suite struct HonestRoundingTests {
  static func sentence(_ summary: ActivitySummary) throws -> String {
    try RingDescription(summary: summary).sentence
  }

  static func label(_ summary: ActivitySummary, _ kind: RingKind) throws -> String {
    LabelBlock.line(for: kind, in: try RingScene(summary: summary), usesWheelchair: false)
  }

  @Test(
    "short of the goal: rounded down where the nearest would reach it",
    arguments: [
      (499.9, 500.0, "499 of 500 calories, 99 percent", "Move 499/500CAL"),
      (499.5, 500.0, "499 of 500 calories, 99 percent", "Move 499/500CAL"),
      (499.4, 500.0, "499 of 500 calories, 99 percent", "Move 499/500CAL"),
      (350.6, 500.0, "351 of 500 calories, 70 percent", "Move 351/500CAL"),
      (500.0, 500.0, "500 of 500 calories, 100 percent", "Move 500/500CAL"),
      (500.4, 500.0, "500 of 500 calories, 100 percent", "Move 500/500CAL"),
      (500.2, 500.3, "500.2 of 500.3 calories, 99 percent", "Move 500.2/500.3CAL"),
    ])
  func move(value: Double, goal: Double, phrase: String, label: String) throws {
    let summary = ActivitySummary(activeEnergyBurned: value, activeEnergyBurnedGoal: goal)
    #expect(try Self.sentence(summary) == "Move: \(phrase).")
    #expect(try Self.label(summary, .move) == label)
  }

  @Test("every ring alike: Exercise and Stand, their labels, the parts")
  func exerciseAndStand() throws {
    let summary = ActivitySummary(
      activeEnergyBurned: 350, activeEnergyBurnedGoal: 500, appleExerciseTime: 29.6,
      appleExerciseTimeGoal: 30, appleStandHours: 11.99, appleStandHoursGoal: 12)
    #expect(
      try Self.sentence(summary)
        == "Move: 350 of 500 calories, 70 percent. Exercise: 29 of 30 minutes, 99 percent. "
        + "Stand: 11 of 12 hours, 99 percent.")
    #expect(try Self.label(summary, .exercise) == "Exercise 29/30MIN")
    #expect(try Self.label(summary, .stand) == "Stand 11/12HRS")
    let stand = try #require(try RingDescription(summary: summary).rings.last)
    #expect(stand.shownValue == "11" && stand.shownGoal == "12" && stand.shownPercent == "99")
    // The numbers themselves are kept as recorded.
    #expect(stand.value == 11.99 && stand.goal == 12)
  }

  @Test("bare progress: 99.99% is 99 percent, 100% is 100")
  func bareProgress() throws {
    let almost = try RingScene(progress: RingProgressSet(move: 0.9999))
    #expect(almost.ringDescription.sentence == "Move: 99 percent.")
    #expect(LabelBlock.line(for: .move, in: almost, usesWheelchair: false) == "Move 99%")
    let closed = try RingScene(progress: RingProgressSet(move: 1))
    #expect(closed.ringDescription.sentence == "Move: 100 percent.")
  }

  @Test("the rule on its own: the nearest unless it reaches a goal not reached")
  func progressText() {
    #expect(ProgressText.amounts(value: 11.99, goal: 12) == ("11", "12"))
    #expect(ProgressText.amounts(value: 12.6, goal: 12) == ("13", "12"))
    #expect(ProgressText.amounts(value: 0.2, goal: 0.4) == ("0.2", "0.4"))
    #expect(ProgressText.percent(99.5, reached: false) == "99")
    #expect(ProgressText.percent(99.5, reached: true) == "100")
    #expect(ProgressText.percent(98.6, reached: false) == "99")
    #expect(ProgressText.percent(.infinity, reached: true) == "more than 1e+308")
  }

  /// `describe --stand 3/1e-320` said "3 of 0 hours": a goal that is not zero never reads as 0.
  @Test("a goal near zero is not shown as zero")
  func aGoalNearZero() throws {
    #expect(ProgressText.amounts(value: 3, goal: 1e-320) == ("3", "1e-320"))
    #expect(ProgressText.amounts(value: 3, goal: 0.004) == ("3", "0.004"))
    #expect(ProgressText.amounts(value: 0, goal: 0) == ("0", "0"))
    let scene = try RingScene(
      summary: ActivitySummary(appleStandHours: 3, appleStandHoursGoal: 1e-320))
    #expect(
      scene.ringDescription.sentence
        == "Move: no data. Exercise: no data. Stand: 3 of 1e-320 hours, more than 1e+308 percent.")
  }
}

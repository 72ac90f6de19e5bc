import ActivityRings
import Testing

/// What the rings say in words, for every state a ring can be in.
@Suite struct RingDescriptionTests {
  static let day = try! CalendarDay(parsing: "2026-08-13")

  static func sentence(_ summary: ActivitySummary?, label: RingLabel? = nil) throws -> String {
    try RingDescription(summary: summary, label: label).sentence
  }

  @Test func aDayReadsLikeApplesValues() throws {
    #expect(
      try Self.sentence(SummaryFixtures.today)
        == "Move: 350 of 500 calories, 70 percent. Exercise: 20 of 30 minutes, 67 percent. "
        + "Stand: 8 of 12 hours, 67 percent.")
  }

  @Test func nameAndDateComeFirstAndTitleTheRings() throws {
    var summary = SummaryFixtures.today
    summary.day = Self.day
    let described = try RingDescription(summary: summary, label: RingLabel(name: "Ana"))
    #expect(described.sentence.hasPrefix("Ana, Thursday 13 August 2026. Move: 350 of 500"))
    #expect(described.title == "Ana's activity rings, Thursday 13 August 2026")
    #expect(
      try RingDescription(summary: summary).title == "Activity rings, Thursday 13 August 2026")
    #expect(try RingDescription(summary: SummaryFixtures.today).title == "Activity rings")
    #expect(try Self.sentence(summary).hasPrefix("Thursday 13 August 2026. Move:"))
  }

  @Test func everyStateHasItsWords() throws {
    // Past the goal, move time, a goal of 0 (no goal), no data, one hour, paused, kilojoules.
    let day = ActivitySummary(
      appleMoveTime: 45, appleMoveTimeGoal: 30, appleExerciseTime: 12, appleExerciseTimeGoal: 0,
      appleStandHours: 1, isPaused: true)
    #expect(
      try Self.sentence(day)
        == "Move: 45 of 30 minutes, 150 percent. Exercise: 12 minutes, no goal. "
        + "Stand: 1 hour, no goal. Rings paused.")
    let energy = ActivitySummary(
      activeEnergyBurned: 1200.4, activeEnergyBurnedGoal: 2000, activeEnergyBurnedUnit: .kilojoules)
    #expect(try Self.sentence(energy) == "Move: 1200 of 2000 kilojoules, 60 percent.")
    #expect(
      try Self.sentence(nil, label: RingLabel(name: "Zoë"))
        == "Zoë. Move: no data.")
    #expect(
      try Self.sentence(SummaryFixtures.today, label: RingLabel(usesWheelchair: true))
        .hasSuffix("Roll: 8 of 12 hours, 67 percent."))
  }

  @Test func bareProgressSaysPercentages() throws {
    let scene = try RingScene(progress: RingProgressSet(move: 1.234, exercise: nil, stand: 0.5))
    #expect(
      scene.ringDescription.sentence
        == "Move: 123 percent. Exercise: no data. Stand: 50 percent.")
    #expect(scene.ringDescription.rings.map(\.state) == [.percentOnly, .noData, .percentOnly])
  }

  @Test func theDrawListCarriesTheDescription() throws {
    let scene = try RingScene(
      summary: SummaryFixtures.today, ringSide: 160,
      options: RingOptions(label: RingLabel(name: "Maximilian Alexander von Hohenberg")))
    let drawList = scene.drawList()
    #expect(drawList.title == "Maximilian Alexander von Hohenberg's activity rings")
    // The label shortens the name to fit; the words keep it whole.
    #expect(drawList.texts.first?.text != "Maximilian Alexander von Hohenberg")
    #expect(drawList.accessibilityText.hasPrefix("Maximilian Alexander von Hohenberg. Move:"))
    #expect(scene.accessibilityText == drawList.accessibilityText)
  }

  @Test func partsHoldTheNumbers() throws {
    let described = try RingDescription(summary: SummaryFixtures.today)
    let move = try #require(described.rings.first)
    #expect(move.kind == .move && move.name == "Move" && move.state == .progress)
    #expect(move.value == 350 && move.goal == 500 && move.unit == "calories" && move.percent == 70)
    #expect(move.phrase == "350 of 500 calories, 70 percent")
    #expect(described.rings.map(\.kind) == RingKind.allCases)
  }

  @Test func aGoalNearZeroIsNotInfinity() throws {
    let tiny = ActivitySummary(activeEnergyBurned: 1e300, activeEnergyBurnedGoal: 1e-300)
    #expect(try Self.sentence(tiny).contains("more than 1e+308 percent"))
  }
}

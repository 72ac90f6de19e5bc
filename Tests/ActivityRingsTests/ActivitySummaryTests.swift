import ActivityRings
import Foundation
import Testing

@Suite struct ActivitySummaryTests {
  static let day = ActivitySummary(
    activeEnergyBurned: 350, activeEnergyBurnedGoal: 500, appleExerciseTime: 20,
    appleExerciseTimeGoal: 30, appleStandHours: 8, appleStandHoursGoal: 12)

  @Test func progressIsValueOverGoal() throws {
    #expect(try Self.day.progress(of: .move) == 0.7)
    #expect(try Self.day.progress(of: .exercise) == 20.0 / 30.0)
    #expect(try Self.day.progress(of: .stand) == 8.0 / 12.0)
  }

  @Test func absentValueOrGoalMeansNoData() throws {
    #expect(try ActivitySummary(appleStandHours: 8).progress(of: .stand) == nil)
    #expect(try ActivitySummary(appleStandHoursGoal: 12).progress(of: .stand) == nil)
    #expect(try ActivitySummary().progress(of: .move) == nil)
  }

  @Test func zeroValueIsZeroProgressNotNoData() throws {
    #expect(
      try ActivitySummary(appleStandHours: 0, appleStandHoursGoal: 12).progress(of: .stand) == 0)
  }

  @Test(arguments: [0.0, 5.0, 90.96])
  func goalZeroIsAnEmptyRingNeverNaNOrInfinity(value: Double) throws {
    let summary = ActivitySummary(
      activeEnergyBurned: value, activeEnergyBurnedGoal: 0, appleExerciseTime: value,
      appleExerciseTimeGoal: 0, appleStandHours: value, appleStandHoursGoal: 0)
    for kind in RingKind.allCases {
      #expect(try summary.progress(of: kind) == nil)
    }
    let scene = try RingScene(summary: summary)
    #expect(
      scene.drawList().items.allSatisfy { $0.role.part == .track || $0.role.part == .glyph })
    #expect(scene.accessibilityText.contains("no goal"))
  }

  @Test func tinyGoalsNeverOverflowToInfinity() throws {
    let progress = try ActivitySummary(
      activeEnergyBurned: 1e308, activeEnergyBurnedGoal: 1e-308
    ).progress(of: .move)
    #expect(progress?.isFinite == true)
  }

  @Test(arguments: [
    (-1.0, ValidationError.Problem.negative), (.nan, .notANumber), (.infinity, .infinite),
    (-.infinity, .infinite),
  ])
  func invalidNumbersAreRejectedNamingTheField(value: Double, problem: ValidationError.Problem) {
    let summary = ActivitySummary(appleExerciseTime: 10, appleExerciseTimeGoal: value)
    #expect(throws: ValidationError(field: "appleExerciseTimeGoal", value: value, problem: problem))
    {
      try summary.validate()
    }
    #expect(throws: ValidationError.self) { try summary.progress(of: .exercise) }
    #expect(throws: SceneError.self) { try RingScene(summary: summary) }
    do {
      try summary.validate()
    } catch {
      #expect(error.description.hasPrefix("appleExerciseTimeGoal"))
    }
  }

  @Test func moveModeIsInferredFromTheGoals() throws {
    let moveTime = ActivitySummary(
      activeEnergyBurned: 200, activeEnergyBurnedGoal: 0, appleMoveTime: 20,
      appleMoveTimeGoal: 30)
    #expect(moveTime.effectiveMoveMode == .appleMoveTime)
    #expect(try moveTime.progress(of: .move) == 20.0 / 30.0)
    #expect(Self.day.effectiveMoveMode == .activeEnergy)
    var forced = moveTime
    forced.moveMode = .activeEnergy
    #expect(try forced.progress(of: .move) == nil)  // energy goal 0: empty ring
  }

  @Test func hasWatchRingsOnlyWithExerciseOrStandData() {
    #expect(!ActivitySummary(activeEnergyBurned: 1, activeEnergyBurnedGoal: 2).hasWatchRings)
    #expect(ActivitySummary(appleStandHoursGoal: 12).hasWatchRings)
  }

  @Test func colorsAreTheHumanInterfaceGuidelinesValues() {
    #expect(RingKind.move.color == RGBColor(red: 250, green: 17, blue: 79))
    #expect(RingKind.exercise.color == RGBColor(red: 166, green: 255, blue: 0))
    #expect(RingKind.stand.color == RGBColor(red: 0, green: 255, blue: 246))
    #expect(RingKind.move.color.hex == "#fa114f")
  }

  @Test func unitsForLabels() {
    #expect(RingKind.move.labelUnit(moveMode: .activeEnergy, energyUnit: .kilocalories) == "CAL")
    #expect(RingKind.move.labelUnit(moveMode: .appleMoveTime, energyUnit: .kilocalories) == "MIN")
    #expect(
      RingKind.move.spokenUnit(moveMode: .activeEnergy, energyUnit: .kilojoules) == "kilojoules")
    #expect(RingKind.stand.labelUnit(moveMode: .activeEnergy, energyUnit: .kilocalories) == "HRS")
    #expect(EnergyUnit(exportName: "Cal") == .kilocalories)
    #expect(EnergyUnit(exportName: "kcal") == .kilocalories)
    #expect(EnergyUnit(exportName: "kJ") == .kilojoules)
    #expect(EnergyUnit(exportName: "cal") == nil)
  }
}

import ActivityRings
import Foundation
import Testing

@Suite struct ActivitySummaryCodableTests {
  func decode(_ json: String) throws -> ActivitySummary {
    try JSONDecoder().decode(ActivitySummary.self, from: Data(json.utf8))
  }

  @Test func decodesTheExportAttributeNames() throws {
    let summary = try decode(
      """
      {"dateComponents": "2016-04-14", "activeEnergyBurned": "700.698",
       "activeEnergyBurnedGoal": "680", "activeEnergyBurnedUnit": "kcal",
       "appleExerciseTime": "89", "appleExerciseTimeGoal": "30",
       "appleStandHours": "16", "appleStandHoursGoal": "12"}
      """)
    #expect(summary.day == (try CalendarDay(year: 2016, month: 4, day: 14)))
    #expect(summary.activeEnergyBurned == 700.698)
    #expect(summary.activeEnergyBurnedGoal == 680)
    #expect(summary.activeEnergyBurnedUnit == .kilocalories)
    #expect(summary.appleExerciseTime == 89)
    #expect(summary.appleStandHoursGoal == 12)
    #expect(summary.isPaused == false)
    #expect(summary.moveMode == nil)
  }

  @Test func acceptsNumbersCalAndTheOldMoveMinutesSpelling() throws {
    let summary = try decode(
      #"{"activeEnergyBurnedUnit": "Cal", "appleMoveMinutes": 20, "appleMoveMinutesGoal": 30, "isPaused": true}"#
    )
    #expect(summary.activeEnergyBurnedUnit == .kilocalories)
    #expect(summary.appleMoveTime == 20)
    #expect(summary.appleMoveTimeGoal == 30)
    #expect(summary.effectiveMoveMode == .appleMoveTime)
    #expect(summary.isPaused)
  }

  @Test func roundTripsThroughJSON() throws {
    let original = ActivitySummary(
      day: try CalendarDay(parsing: "2026-08-13"), activeEnergyBurned: 90.96,
      activeEnergyBurnedGoal: 740, activeEnergyBurnedUnit: .kilojoules, appleMoveTime: 0,
      appleMoveTimeGoal: 0, appleExerciseTime: 2, appleExerciseTimeGoal: 30, appleStandHours: 7,
      appleStandHoursGoal: 12, moveMode: .activeEnergy, isPaused: true)
    let data = try JSONEncoder().encode(original)
    #expect(try JSONDecoder().decode(ActivitySummary.self, from: data) == original)
    let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    #expect(
      Set(object?.keys.map { $0 } ?? [])
        == Set(ActivitySummary.CodingKeys.allCases.map(\.rawValue)))
  }

  @Test func absentValuesStayAbsent() throws {
    let data = try JSONEncoder().encode(ActivitySummary(appleStandHours: 8))
    let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    #expect(object?["appleStandHoursGoal"] == nil)
    #expect(object?["appleStandHours"] as? Double == 8)
  }

  @Test(arguments: [
    (#"{"appleStandHours": -1}"#, "appleStandHours"),
    (#"{"appleStandHours": "abc"}"#, "appleStandHours"),
    (#"{"activeEnergyBurnedGoal": "NaN"}"#, "activeEnergyBurnedGoal"),
    (#"{"activeEnergyBurnedUnit": "stones"}"#, "stones"),
    (#"{"dateComponents": "2023-02-30"}"#, "2023-02-30"),
    (#"{"dateComponents": "14/04/2016"}"#, "14/04/2016"),
  ])
  func malformedValuesFailNamingTheProblem(json: String, mentioned: String) throws {
    do {
      _ = try decode(json)
      Issue.record("decoding \(json) should fail")
    } catch let DecodingError.dataCorrupted(context) {
      #expect(context.debugDescription.contains(mentioned), "\(context.debugDescription)")
    }
  }

  @Test func calendarDays() throws {
    #expect(try CalendarDay(parsing: "2024-02-29").description == "2024-02-29")
    #expect(throws: CalendarDayError.self) { try CalendarDay(parsing: "2023-02-29") }
    #expect(throws: CalendarDayError.self) { try CalendarDay(parsing: "2023-13-01") }
    #expect(throws: CalendarDayError.self) { try CalendarDay(parsing: "2023-1-01") }
    #expect(throws: CalendarDayError.self) { try CalendarDay(parsing: "２０２３-01-01") }
    #expect(try CalendarDay(parsing: "1999-12-31") < CalendarDay(parsing: "2000-01-01"))
    #expect(CalendarDay.daysIn(month: 2, year: 1900) == 28)
    #expect(CalendarDay.daysIn(month: 2, year: 2000) == 29)
  }
}

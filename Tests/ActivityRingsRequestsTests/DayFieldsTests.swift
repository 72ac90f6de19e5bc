import ActivityRings
import ActivityRingsRequests
import Testing

/// A day's values from fields: each ring as VALUE/GOAL with date, unit and paused, or one
/// inline spec, with the same values and the same reasons either way.
@Suite struct DayFieldsTests {
  @Test func ringsDateUnitAndPausedAreRead() throws {
    let day = try ActivitySummary(
      fields: RequestFields([
        .move: "350/500", .exercise: " 20/30", .stand: "8/12", .date: "2026-11-20",
        .unit: "kJ", .paused: "true",
      ]))
    #expect(day.activeEnergyBurned == 350)
    #expect(day.appleExerciseTime == 20)
    #expect(day.day == (try CalendarDay(parsing: "2026-11-20")))
    #expect(day.activeEnergyBurnedUnit == .kilojoules)
    #expect(day.isPaused)
  }

  @Test func aSpecGivesTheSameDayAsTheFields() throws {
    let spec = try ActivitySummary(
      fields: RequestFields([.summary: "move=350/500, paused=true,date=2026-11-20"]))
    let fields = try ActivitySummary(
      fields: RequestFields([.move: "350/500", .paused: "true", .date: "2026-11-20"]))
    #expect(spec == fields)
  }

  @Test func moveTimeIsItsOwnMode() throws {
    let day = try ActivitySummary(fields: RequestFields([.moveTime: "20/30"]))
    #expect(day.moveMode == .appleMoveTime)
    let error = #expect(throws: RequestError.self) {
      try ActivitySummary(fields: RequestFields([.move: "1/2", .moveTime: "1/2"]))
    }
    #expect(error?.field == .moveTime)
    #expect(error?.description == "move and move-time are two Move modes: give one")
  }

  @Test(arguments: [
    (RequestFields([:]), RequestField.move, "no values: give move 350/500"),
    (RequestFields([.summary: "move=1/2", .stand: "1/2"]), .summary, "give summary or the ring"),
    (RequestFields([.move: "350"]), .move, "move '350' is not VALUE/GOAL (for example 350/500)"),
    (RequestFields([.stand: "1/x"]), .stand, "stand '1/x': the goal 'x' is not a number"),
    (RequestFields([.move: "1/2", .unit: "btu"]), .unit, "unit 'btu' is not kcal, Cal or kJ"),
    (RequestFields([.move: "1/2", .paused: "1"]), .paused, "paused '1' is not true or false"),
    (RequestFields([.summary: "steps=9000"]), .summary, "summary: summary spec key 'steps'"),
  ])
  func aBadValueNamesItsField(fields: RequestFields, field: RequestField, message: String) {
    let error = #expect(throws: RequestError.self) { try ActivitySummary(fields: fields) }
    #expect(error?.field == field)
    #expect(error?.description.hasPrefix(message) == true, "\(String(describing: error))")
  }

  @Test func aSpecNamesTheFieldItCameFrom() {
    let error = #expect(throws: RequestError.self) {
      try ActivitySummary(spec: "move=400/500,paused=maybe", field: .from)
    }
    #expect(error?.field == .from)
    #expect(error?.description == "from: summary spec paused 'maybe' is not true or false")
  }
}

import ActivityRings
import Testing

/// The inline summary spec (`move=350/500,exercise=20/30,…`) and `VALUE/GOAL`: what they set,
/// and one line naming the entry for every refusal.
@Suite struct SummarySpecTests {
  @Test func setsEveryKey() throws {
    let summary = try ActivitySummary(
      spec: " MOVE = 350/500 ,exercise=20/30,stand=8.5/12,date=2026-11-20,unit=kJ,paused=true,")
    #expect(summary.activeEnergyBurned == 350)
    #expect(summary.activeEnergyBurnedGoal == 500)
    #expect(summary.appleExerciseTime == 20)
    #expect(summary.appleStandHours == 8.5)
    #expect(summary.day == (try CalendarDay(parsing: "2026-11-20")))
    #expect(summary.activeEnergyBurnedUnit == .kilojoules)
    #expect(summary.isPaused)
    let moveTime = try ActivitySummary(spec: "movetime=20/30")
    #expect(moveTime.appleMoveTime == 20)
    #expect(moveTime.moveMode == .appleMoveTime)
  }

  @Test(arguments: [
    ("move", "summary spec entry 'move' is not KEY=VALUE"),
    ("move=1/2,Move=1/2", "summary spec names 'move' twice"),
    ("move=350", "move '350' is not VALUE/GOAL (for example 350/500)"),
    ("stand=8/x", "stand '8/x': the goal 'x' is not a number"),
    ("stand=inf/12", "stand 'inf/12': the value 'inf' is not a number"),
    ("stand=1e400/12", "stand '1e400/12': the value is too large"),
    ("exercise=-1/30", "exercise '-1/30': the value must not be negative"),
    ("date=2023-02-30", "summary spec date: "),
    ("unit=J", "summary spec unit 'J' is not kcal, Cal or kJ"),
    ("paused=yes", "summary spec paused 'yes' is not true or false"),
    ("steps=9000", "summary spec key 'steps' is unknown (use move, movetime, exercise, stand"),
    ("move=1/2,movetime=1/2", "summary spec has both move and movetime: choose one Move mode"),
    (",,", "summary spec ',,' is empty"),
    ("x\u{1B}=1", #"summary spec key 'x\u{1B}' is unknown"#),
    (
      "stnad=8/12",
      "summary spec key 'stnad' is unknown (use move, movetime, exercise, stand, date, unit, "
        + "paused): did you mean 'stand'?"
    ),
    // Found by Scripts/fuzz summary-spec: the day's own text, escaped.
    ("date=2\u{0}\u{1}", #"summary spec date: '2\0\u{1}' is not a day in the form YYYY-MM-DD"#),
  ])
  func refusalsNameTheEntry(spec: String, message: String) {
    do {
      _ = try ActivitySummary(spec: spec)
      Issue.record("\(spec) was read")
    } catch {
      #expect(error.description.hasPrefix(message), "\(error)")
    }
  }

  @Test func valueGoalErrorsNameTheOptionTheyCameFrom() {
    #expect(throws: Never.self) { try ValueGoal(parsing: " 350 / 500 ") }
    do {
      _ = try ValueGoal(parsing: "350/500\n")
    } catch {
      #expect(
        error.message(naming: "--move") == #"--move '350/500\n': the goal '500\n' is not a number"#)
      #expect(error.description == #"'350/500\n': the goal '500\n' is not a number"#)
    }
  }
}

import ActivityRings
import Testing
import _ActivityRingsTestSupport

/// ``ActivityStatistics`` on ``StatisticsSample``, a made-up export of 37 days (2026-05-30 to
/// 2026-07-05) whose every figure is worked out by hand in the comments. Each test checks one of
/// the documented rules.
@Suite struct ActivityStatisticsTests {
  let statistics = ActivityStatistics(summaries: StatisticsSample.summaries)

  func day(_ month: Int, _ dayOfMonth: Int) -> CalendarDay {
    StatisticsSample.day(month, dayOfMonth)
  }

  @Test(
    "a day is a calendar day from the first to the last summary; a missing day is counted as missing, never as zeros"
  )
  func daysAndGaps() throws {
    // 05-30 to 07-05: 2 days of May, 30 of June, 5 of July = 37 days; 07-02 has no summary.
    #expect(statistics.span == DayRange(first: day(5, 30), last: day(7, 5)))
    let total = try #require(statistics.total)
    #expect(total.days == 37)
    #expect(total.daysWithData == 36)
    #expect(total.daysWithoutData == 1)
    #expect(total.pausedDays == 0)
    #expect(statistics.longestGap == DayRange(first: day(7, 2), last: day(7, 2)))
    // One year, three months: May and July partial.
    #expect(statistics.years.map(\.name) == ["2026"])
    #expect(statistics.months.map(\.name) == ["2026-05", "2026-06", "2026-07"])
    #expect(statistics.months.map(\.days) == [2, 30, 5])
    #expect(statistics.months.map(\.daysWithoutData) == [0, 0, 1])
  }

  @Test("each day's outcome per ring and for all three")
  func outcomes() {
    let sample = { (month: Int, dayOfMonth: Int) in
      StatisticsSample.summaries.first { $0.day == self.day(month, dayOfMonth) }
    }
    // 05-31: Move 0 with a goal of 0 is "no goal"; Exercise 0/30 is not closed; all three:
    // no goal (a ring without a goal is reported before one not closed).
    #expect(DayOutcome(of: .move, on: sample(5, 31)) == .noGoal)
    #expect(DayOutcome(of: .exercise, on: sample(5, 31)) == .notClosed)
    #expect(DayOutcome(of: .all, on: sample(5, 31)) == .noGoal)
    // 06-10: 800 of 400 closes Move; 06-26 has Move alone: Exercise no data, all three no data.
    #expect(DayOutcome(of: .move, on: sample(6, 10)) == .closed)
    #expect(DayOutcome(of: .exercise, on: sample(6, 26)) == .noData)
    #expect(DayOutcome(of: .all, on: sample(6, 26)) == .noData)
    // 06-24: 2510 of 2092 kJ closes Move (the goal is in the same unit).
    #expect(DayOutcome(of: .move, on: sample(6, 24)) == .closed)
    // 07-02: no summary.
    #expect(DayOutcome(of: .all, on: sample(7, 2)) == .missing)
  }

  @Test("close rates: closed ÷ counted days, per month, year and span; no data is left out")
  func closeRates() throws {
    // closed/counted per month (counted = closed + not closed; no goal, no data, missing left out)
    //            May (05-30, 05-31)          June (30 days)                       July (01–05)
    // Move       0/1 (05-31 no goal)         30/30                                3/4 (07-02 missing, 07-05 not)
    // Exercise   0/2                         28/29 (06-17 not; 06-26 no data)     4/4
    // Stand      0/2                         28/29 (06-08 not; 06-26 no data)     4/4
    // All three  0/1 (05-31 no goal)         27/29 (06-08, 06-17 not; 06-26 out) 3/4 (07-05 not)
    func pairs(_ target: RingTarget) -> [[Int]] {
      statistics.months.map { [$0.count(of: target).closed, $0.count(of: target).counted] }
    }
    #expect(pairs(.move) == [[0, 1], [30, 30], [3, 4]])
    #expect(pairs(.exercise) == [[0, 2], [28, 29], [4, 4]])
    #expect(pairs(.stand) == [[0, 2], [28, 29], [4, 4]])
    #expect(pairs(.all) == [[0, 1], [27, 29], [3, 4]])
    // The year and the span add the months: Move 33/35, Exercise 32/35, Stand 32/35, all 30/34.
    let total = try #require(statistics.total)
    #expect(statistics.years.first == total.with(kind: .year))
    #expect(total.count(of: .move) == TargetCount(target: .move, closed: 33, counted: 35))
    #expect(total.count(of: .exercise) == TargetCount(target: .exercise, closed: 32, counted: 35))
    #expect(total.count(of: .stand) == TargetCount(target: .stand, closed: 32, counted: 35))
    #expect(total.count(of: .all) == TargetCount(target: .all, closed: 30, counted: 34))
    #expect(total.count(of: .all).rate == 30.0 / 34.0)
    // A period where no day counts has no rate, not 0%.
    #expect(TargetCount(target: .move).rate == nil)
  }

  @Test("streaks: closed days in a row; a missing, no-goal or not-closed day breaks them")
  func longestStreaks() {
    // Move: 05-30 not closed, 05-31 no goal, then 06-01 … 07-01 all closed (31 days, the kJ day
    //   and the Move-only day included); 07-02 missing breaks it.
    // Exercise: 06-01 … 06-16 (16 days), broken by 06-17 (20/30).
    // Stand: 06-01 … 06-07 (7), broken by 06-08 (8/12); 06-09 … 06-25 (17), broken by 06-26
    //   (no data).
    // All three: 06-01 … 06-07 (7), 06-09 … 06-16 (8), 06-18 … 06-25 (8), 06-27 … 07-01 (5),
    //   07-03 … 07-04 (2): the longest is 8 days, the earlier of the two.
    let longest = RingTarget.allCases.map { statistics.streaks(of: $0).longest }
    #expect(
      longest == [
        Streak(first: day(6, 1), last: day(7, 1), length: 31),
        Streak(first: day(6, 1), last: day(6, 16), length: 16),
        Streak(first: day(6, 9), last: day(6, 25), length: 17),
        Streak(first: day(6, 9), last: day(6, 16), length: 8),
      ])
  }

  @Test(
    "the current streak runs through the last day, or the day before when the last day is not closed"
  )
  func currentStreaks() {
    // 07-05, the last day: Move 200/500 is not closed, so Move's current streak ends on 07-04
    // (07-03, 07-04: 2 days) and so does the perfect days' one; Exercise and Stand closed on
    // 07-05: 07-03 … 07-05, 3 days (07-02, missing, ended the streak before).
    let current = RingTarget.allCases.map { statistics.streaks(of: $0).current }
    #expect(
      current == [
        Streak(first: day(7, 3), last: day(7, 4), length: 2),
        Streak(first: day(7, 3), last: day(7, 5), length: 3),
        Streak(first: day(7, 3), last: day(7, 5), length: 3),
        Streak(first: day(7, 3), last: day(7, 4), length: 2),
      ])
  }

  @Test("perfect weeks are Monday-to-Sunday weeks inside the span; perfect months are Move's")
  func perfectWeeksAndMonths() {
    // Whole weeks inside 05-30 … 07-05: those of 06-01, 06-08, 06-15, 06-22, 06-29 (05-25's week
    // starts before the span). 06-29's week holds 07-02 (missing): perfect for nothing.
    // Move: 06-01, 06-08, 06-15, 06-22 (every June day closed Move).
    // Exercise: 06-01, 06-08 (06-17 not closed; 06-26 no data).
    // Stand: 06-01, 06-15 (06-08 not closed; 06-26 no data).
    // All three: 06-01 only.
    #expect(statistics.perfectWeeks(of: .move) == [day(6, 1), day(6, 8), day(6, 15), day(6, 22)])
    #expect(statistics.perfectWeeks(of: .exercise) == [day(6, 1), day(6, 8)])
    #expect(statistics.perfectWeeks(of: .stand) == [day(6, 1), day(6, 15)])
    #expect(statistics.perfectWeeks(of: .all) == [day(6, 1)])
    // June closed Move on all 30 days; May and July are not whole inside the span.
    #expect(statistics.perfectMoveMonths == [day(6, 1)])
  }

  @Test("double and triple Move days reach 200% and 300% of the goal, boundaries included")
  func doubleAndTripleMoveDays() throws {
    // 06-10: 800/400 = 200% (double); 06-11: 1300/400 = 325% (double and triple);
    // 07-03: 1500/500 = 300% (double and triple); 06-24: 2510/2092 kJ = 120%.
    #expect(statistics.months.map(\.doubleMoveDays) == [0, 2, 1])
    #expect(statistics.months.map(\.tripleMoveDays) == [0, 1, 1])
    let total = try #require(statistics.total)
    #expect((total.doubleMoveDays, total.tripleMoveDays) == (3, 2))
  }

  @Test("records: the best day of each measure; energy compared in kilocalories")
  func records() {
    // Move: 07-03's 1500 kcal. 06-24's 2510 is larger as a number but in kJ: 2510 / 4.184 =
    // 599.9 kcal. No day is in move-time mode, so there is no move-time record.
    #expect(
      statistics.record(of: .activeEnergy)
        == ActivityRecord(
          measure: .activeEnergy, day: day(7, 3), value: 1500, unit: "kcal", comparable: 1500))
    #expect(statistics.record(of: .moveTime) == nil)
    #expect(statistics.record(of: .exercise)?.day == day(6, 12))
    #expect(statistics.record(of: .exercise)?.value == 95)
    #expect(statistics.record(of: .stand)?.day == day(7, 3))
    #expect(statistics.record(of: .stand)?.value == 16)
  }

  @Test("goals over time: a period per goal and unit; days without the goal do not split one")
  func goals() {
    // Move: 400 kcal on 05-30; 0 on 05-31; 400 from 06-01 to 06-14 (14 days); 500 from 06-15 to
    // 06-23 (9); 2092 kJ on 06-24; 500 kcal from 06-25 to 07-05 (07-02 missing: 10 days).
    #expect(
      statistics.goalPeriods(of: .move) == [
        GoalPeriod(
          ring: .move, goal: 400, unit: "kcal", first: day(5, 30), last: day(5, 30), days: 1),
        GoalPeriod(
          ring: .move, goal: 0, unit: "kcal", first: day(5, 31), last: day(5, 31), days: 1),
        GoalPeriod(
          ring: .move, goal: 400, unit: "kcal", first: day(6, 1), last: day(6, 14), days: 14),
        GoalPeriod(
          ring: .move, goal: 500, unit: "kcal", first: day(6, 15), last: day(6, 23), days: 9),
        GoalPeriod(
          ring: .move, goal: 2092, unit: "kJ", first: day(6, 24), last: day(6, 24), days: 1),
        GoalPeriod(
          ring: .move, goal: 500, unit: "kcal", first: day(6, 25), last: day(7, 5), days: 10),
      ])
    // Exercise: 30 minutes throughout; 37 days less 07-02 and 06-26 (no goal recorded) = 35.
    #expect(
      statistics.goalPeriods(of: .exercise) == [
        GoalPeriod(
          ring: .exercise, goal: 30, unit: "min", first: day(5, 30), last: day(7, 5), days: 35)
      ])
    // Stand: 12 h from 05-30 to 06-17 (19 days), 10 h from 06-18 (13 June days less 06-26, and
    // 4 July days: 16).
    #expect(
      statistics.goalPeriods(of: .stand) == [
        GoalPeriod(
          ring: .stand, goal: 12, unit: "h", first: day(5, 30), last: day(6, 17), days: 19),
        GoalPeriod(ring: .stand, goal: 10, unit: "h", first: day(6, 18), last: day(7, 5), days: 16),
      ])
  }

  @Test(
    "a paused day keeps a streak without lengthening it, and is left out of the rate unless a ring closed"
  )
  func pausedDay() throws {
    // Pause 06-17 (Exercise 20/30, not closed; Move 520/500 and Stand 12/12 closed).
    let paused = StatisticsSample.summaries.map { summary in
      var summary = summary
      if summary.day == day(6, 17) { summary.isPaused = true }
      return summary
    }
    let statistics = ActivityStatistics(summaries: paused)
    // Exercise: 06-01 … 06-16 (16) and 06-18 … 06-25 (8) join across the pause: 24 closed days.
    #expect(
      statistics.streaks(of: .exercise).longest
        == Streak(first: day(6, 1), last: day(6, 25), length: 24))
    // All three: 06-09 … 06-16 (8) and 06-18 … 06-25 (8) join: 16 days.
    #expect(
      statistics.streaks(of: .all).longest
        == Streak(first: day(6, 9), last: day(6, 25), length: 16))
    // June's Exercise: 28 closed of 28 counted (06-17 left out); Move still closes on 06-17 and
    // counts: 30/30. All three: 27 of 28.
    let june = try #require(statistics.months.first { $0.month == 6 })
    #expect(june.count(of: .exercise) == TargetCount(target: .exercise, closed: 28, counted: 28))
    #expect(june.count(of: .move) == TargetCount(target: .move, closed: 30, counted: 30))
    #expect(june.count(of: .all) == TargetCount(target: .all, closed: 27, counted: 28))
    #expect(june.pausedDays == 1)
    // The week of 06-15 is now perfect for Exercise and for all three.
    #expect(statistics.perfectWeeks(of: .exercise) == [day(6, 1), day(6, 8), day(6, 15)])
    #expect(statistics.perfectWeeks(of: .all) == [day(6, 1), day(6, 15)])
  }

  @Test("a week of paused days that close nothing is not a perfect week, and keeps the streak")
  func pausedWeek() throws {
    // 06-01 … 06-07 closed, 06-08 … 06-14 paused with Move at 100/400, 06-15 closed.
    let days = (1...15).map { dayOfMonth in
      ActivitySummary(
        day: day(6, dayOfMonth), activeEnergyBurned: (8...14).contains(dayOfMonth) ? 100 : 450,
        activeEnergyBurnedGoal: 400, isPaused: (8...14).contains(dayOfMonth))
    }
    let statistics = ActivityStatistics(summaries: days)
    #expect(statistics.perfectWeeks(of: .move) == [day(6, 1)])
    // 7 + 1 closed days across a paused week.
    #expect(
      statistics.streaks(of: .move).longest
        == Streak(first: day(6, 1), last: day(6, 15), length: 8))
    #expect(statistics.total?.count(of: .move) == TargetCount(target: .move, closed: 8, counted: 8))
    #expect(statistics.total?.pausedDays == 7)
  }

  @Test("from and through clip the span; weeks cut by it are not perfect")
  func clipped() throws {
    let statistics = ActivityStatistics(
      summaries: StatisticsSample.summaries, from: day(6, 10), through: day(6, 20))
    #expect(statistics.span == DayRange(first: day(6, 10), last: day(6, 20)))
    // Move closed every day: 11 days, current as well as longest.
    let move = statistics.streaks(of: .move)
    #expect(move.longest == Streak(first: day(6, 10), last: day(6, 20), length: 11))
    #expect(move.current == move.longest)
    // The week of 06-15 ends on 06-21, outside: no perfect week.
    #expect(statistics.perfectWeeks(of: .move).isEmpty)
    #expect(statistics.perfectMoveMonths.isEmpty)
  }

  @Test("no summary: no span, no figures")
  func empty() {
    let statistics = ActivityStatistics(
      summaries: StatisticsSample.summaries, from: day(8, 1), through: day(8, 31))
    #expect(statistics.span == nil)
    #expect(statistics.total == nil)
    #expect(statistics.months.isEmpty)
    #expect(statistics.streaks(of: .move).longest == nil)
    #expect(statistics.records.isEmpty)
  }

  @Test("a year without any summary is not listed; the gap names it")
  func yearWithoutData() throws {
    let early = ActivitySummary(
      day: try CalendarDay(parsing: "2024-12-31"), activeEnergyBurned: 10,
      activeEnergyBurnedGoal: 400)
    let statistics = ActivityStatistics(summaries: [early] + StatisticsSample.summaries)
    #expect(statistics.years.map(\.name) == ["2024", "2026"])
    #expect(statistics.months.first?.name == "2024-12")
    // 2025-01-01 … 2026-05-29: 365 + 149 days.
    #expect(
      statistics.longestGap
        == DayRange(first: try CalendarDay(parsing: "2025-01-01"), last: day(5, 29)))
    #expect(statistics.longestGap?.days == 514)
    #expect(statistics.total?.daysWithoutData == 515)
  }
}

extension PeriodStatistics {
  /// The same figures as another kind of period (the span of one year is that year).
  fileprivate func with(kind: Kind) -> PeriodStatistics {
    var copy = self
    copy.kind = kind
    return copy
  }
}

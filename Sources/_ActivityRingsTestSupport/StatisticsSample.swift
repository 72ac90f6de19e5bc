import ActivityRings

/// A small made-up export for the statistics tests: 37 days, Saturday 2026-05-30 to Sunday
/// 2026-07-05, whose figures the tests work out by hand.
///
/// A usual day closes all three rings: Move 450 of 400 kcal (500 kcal from 06-15), Exercise 35
/// of 30 minutes, Stand 12 of 12 hours (10 hours from 06-18). The days that differ:
///
/// | day | what is different |
/// |---|---|
/// | 05-30 Sat | Move 100/400, Exercise 10/30, Stand 5/12: nothing closed |
/// | 05-31 Sun | Move 0 with a goal of 0 ("no goal"), Exercise 0/30, Stand 0/12 |
/// | 06-08 Mon | Stand 8/12: not closed (Move and Exercise closed) |
/// | 06-10 Wed | Move 800/400: exactly 200% |
/// | 06-11 Thu | Move 1300/400: 325% |
/// | 06-12 Fri | Exercise 95/30: the Exercise record |
/// | 06-15 Mon | the Move goal becomes 500 kcal (Move 520) |
/// | 06-17 Wed | Exercise 20/30: not closed |
/// | 06-18 Thu | the Stand goal becomes 10 hours |
/// | 06-24 Wed | Move in kilojoules: 2510 of 2092 kJ (600 of 500 kcal) |
/// | 06-26 Fri | Move 600/500 only: no Exercise or Stand data (a phone without a watch) |
/// | 07-02 Thu | no summary at all |
/// | 07-03 Fri | Move 1500/500 (exactly 300%, the Move record), Stand 16/10 (the Stand record) |
/// | 07-05 Sun | Move 200/500: not closed, on the last day |
///
/// Apple's export does not record paused days, so no day here is paused; the tests pause one.
///
/// ```swift
/// let statistics = ActivityStatistics(summaries: StatisticsSample.summaries)
/// ```
public enum StatisticsSample {
  /// The first day, Saturday 2026-05-30.
  public static var first: CalendarDay { day(5, 30) }
  /// The last day, Sunday 2026-07-05.
  public static var last: CalendarDay { day(7, 5) }

  /// The day `month`-`dayOfMonth` of 2026 (it must exist).
  public static func day(_ month: Int, _ dayOfMonth: Int) -> CalendarDay {
    // The sample's days all exist; a typo in a test is a crash worth seeing.
    try! CalendarDay(year: 2026, month: month, day: dayOfMonth)
  }

  /// The summaries, oldest first (without 07-02).
  public static var summaries: [ActivitySummary] {
    (first.dayNumber...last.dayNumber).compactMap { number in
      let date = try! CalendarDay(dayNumber: number)
      return summary(on: date)
    }
  }

  /// The summary of `date`, nil for the day without one.
  static func summary(on date: CalendarDay) -> ActivitySummary? {
    let moveGoal: Double = date < day(6, 15) ? 400 : 500
    var summary = ActivitySummary(
      day: date, activeEnergyBurned: moveGoal == 400 ? 450 : 520,
      activeEnergyBurnedGoal: moveGoal, activeEnergyBurnedUnit: .kilocalories,
      appleExerciseTime: 35, appleExerciseTimeGoal: 30, appleStandHours: 12,
      appleStandHoursGoal: date < day(6, 18) ? 12 : 10)
    switch (date.month, date.day) {
    case (5, 30):
      (summary.activeEnergyBurned, summary.appleExerciseTime, summary.appleStandHours) = (
        100, 10, 5
      )
    case (5, 31):
      (summary.activeEnergyBurned, summary.activeEnergyBurnedGoal) = (0, 0)
      (summary.appleExerciseTime, summary.appleStandHours) = (0, 0)
    case (6, 8): summary.appleStandHours = 8
    case (6, 10): summary.activeEnergyBurned = 800
    case (6, 11): summary.activeEnergyBurned = 1300
    case (6, 12): summary.appleExerciseTime = 95
    case (6, 17): summary.appleExerciseTime = 20
    case (6, 24):
      (summary.activeEnergyBurned, summary.activeEnergyBurnedGoal) = (2510, 2092)
      summary.activeEnergyBurnedUnit = .kilojoules
    case (6, 26):
      summary.activeEnergyBurned = 600
      (summary.appleExerciseTime, summary.appleExerciseTimeGoal) = (nil, nil)
      (summary.appleStandHours, summary.appleStandHoursGoal) = (nil, nil)
    case (7, 2): return nil
    case (7, 3): (summary.activeEnergyBurned, summary.appleStandHours) = (1500, 16)
    case (7, 5): summary.activeEnergyBurned = 200
    default: break
    }
    return summary
  }
}

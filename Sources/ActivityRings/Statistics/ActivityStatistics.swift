/// The figures Apple's Fitness app shows and the awards it gives, computed from a person's
/// daily summaries: closed days and close rates per month and year, streaks, perfect weeks and
/// months, records, double and triple Move days, goals over time, and the days without data.
///
/// ```swift
/// let statistics = ActivityStatistics(summaries: imported.summaries)
/// statistics.streaks(of: .move).longest?.length   // 23
/// statistics.total?.count(of: .all).closed        // perfect days
/// statistics.perfectWeeks(of: .exercise).count    // perfect Exercise weeks
/// statistics.record(of: .activeEnergy)?.value     // the best Move day
/// ```
///
/// How each figure is counted — what a day is, each day's outcome, close rates, streaks,
/// perfect weeks and months, double and triple Move days, records, goals over time and the
/// periods listed — is stated once, in <doc:StreaksAndStatistics>.
///
/// - Complexity: O(*n* + *d*) time for *n* summaries over *d* days of span, O(*n*) memory.
public struct ActivityStatistics: Sendable, Hashable {
  /// The days the statistics cover, nil when there is no summary in range.
  public let span: DayRange?
  /// The whole span's figures, nil when there is no summary in range.
  public let total: PeriodStatistics?
  /// One entry per year with data, oldest first.
  public let years: [PeriodStatistics]
  /// One entry per month of each year with data (inside the span), oldest first.
  public let months: [PeriodStatistics]
  /// The longest and current streak of each target, in `RingTarget.allCases` order (Move, Exercise, Stand, all).
  public let streaks: [StreakSummary]
  /// The Mondays of each target's perfect weeks, in `RingTarget.allCases` order (Move, Exercise, Stand, all).
  let perfectWeekStarts: [[CalendarDay]]
  /// The first day of each perfect Move month, oldest first.
  public let perfectMoveMonths: [CalendarDay]
  /// The best day of each measure that some day records, in ``ActivityRecord/Measure`` order.
  public let records: [ActivityRecord]
  /// Each ring's goals over time: Move's periods, then Exercise's, then Stand's, each oldest
  /// first.
  public let goalPeriods: [GoalPeriod]
  /// The longest run of days without data inside the span (the earliest of equals), nil when
  /// every day has data.
  public let longestGap: DayRange?

  /// Computes the statistics of `summaries` from `first` through `last` (both included; nil for
  /// the first and last summary's day).
  ///
  /// ```swift
  /// let year = ActivityStatistics(
  ///   summaries: days, from: try CalendarDay(parsing: "2025-01-01"),
  ///   through: try CalendarDay(parsing: "2025-12-31"))
  /// ```
  public init(
    summaries: [ActivitySummary], from first: CalendarDay? = nil, through last: CalendarDay? = nil
  ) {
    var byDay: [CalendarDay: ActivitySummary] = [:]
    byDay.reserveCapacity(summaries.count)
    for summary in summaries {
      guard let day = summary.day else { continue }
      if let first, day < first { continue }
      if let last, day > last { continue }
      byDay[day] = summary
    }
    guard let spanFirst = byDay.keys.min(), let spanLast = byDay.keys.max() else {
      self.init(pass: StatisticsPass(yearsWithData: []), span: nil)
      return
    }
    var pass = StatisticsPass(yearsWithData: Set(byDay.keys.map { $0.year }))
    for number in spanFirst.dayNumber...spanLast.dayNumber {
      guard let day = try? CalendarDay(dayNumber: number) else { continue }
      pass.add(day, summary: byDay[day])
    }
    self.init(pass: pass, span: DayRange(first: spanFirst, last: spanLast))
  }

  /// The figures a finished pass over `span` found.
  private init(pass: StatisticsPass, span: DayRange?) {
    self.span = span
    total = pass.total
    years = pass.years
    months = pass.months
    streaks = RingTarget.allCases.indices.map { index in
      StreakSummary(
        target: RingTarget.allCases[index], longest: pass.streaks[index].longestIncludingRun,
        current: span.flatMap { pass.streaks[index].current(lastDay: $0.last) })
    }
    perfectWeekStarts = pass.perfectWeeks.map { $0.perfect }
    perfectMoveMonths = pass.perfectMoveMonths.perfect
    records = ActivityRecord.Measure.allCases.compactMap { pass.records[$0] }
    goalPeriods = pass.goalPeriods
    longestGap = pass.longestGap
  }

  /// The longest and current streak of `target`.
  public func streaks(of target: RingTarget) -> StreakSummary {
    streaks.first { $0.target == target }
      ?? StreakSummary(target: target, longest: nil, current: nil)
  }

  /// The Monday of each of `target`'s perfect weeks, oldest first.
  public func perfectWeeks(of target: RingTarget) -> [CalendarDay] {
    guard let index = RingTarget.allCases.firstIndex(of: target) else { return [] }
    return perfectWeekStarts[index]
  }

  /// The best day of `measure`, nil when no day records it.
  public func record(of measure: ActivityRecord.Measure) -> ActivityRecord? {
    records.first { $0.measure == measure }
  }

  /// `ring`'s goal periods, oldest first.
  public func goalPeriods(of ring: RingKind) -> [GoalPeriod] {
    goalPeriods.filter { $0.ring == ring }
  }
}

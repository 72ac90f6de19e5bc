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
/// ## The rules
///
/// - **A day** is a calendar day as the export's `dateComponents` writes it, with no time zone.
///   The statistics span the days from the first to the last summary (within `first…last` when
///   given); summaries without a day, or outside that span, are left out, and of several for one
///   day the last wins. A day of the span without a summary is a *day without data*: it is
///   counted as such, never as zeros, and it is left out of every close rate.
/// - **Each day's outcome** per ring, and for all three (a *perfect day*), is a ``DayOutcome``:
///   closed when the value reached a goal above 0; on a paused day that did not close, paused;
///   else no data, no goal (a goal of 0 or none: Health's value before goals were set; the ring
///   cannot close), or not closed.
/// - **A close rate** is closed days ÷ counted days, where counted days are the closed and the
///   not-closed ones; nil (not 0) when no day counts.
/// - **A streak** is consecutive calendar days that close the ring; a paused day neither breaks
///   nor lengthens it (Apple's "pause rings"); a day without data, without a goal or not closed
///   breaks it. Its length is its closed days. The *longest* is the earliest of the longest;
///   the *current* one runs through the span's last day, or through the day before when the last
///   day is not closed (it may still be in progress, as Apple treats today).
/// - **A perfect week** is a Monday-to-Sunday week (the history calendar's weeks) inside the span
///   whose seven days are all closed or paused, at least one closed; a **perfect month** the
///   same for a calendar month, for Move (Apple's award).
/// - **Double and triple Move days** reach 200% and 300% of the Move goal (a triple day is also a
///   double day), in energy or move time, whichever the day records.
/// - **Records** are the most active energy, move time, Exercise minutes and Stand hours on one
///   day (the earliest of equals), paused days included. Energy is compared in kilocalories:
///   a day recorded in kilojoules is divided by 4.184 (``ActivityRecord/kilojoulesPerKilocalorie``)
///   and reported in its own unit.
/// - **Goals over time** are ``GoalPeriod``s: a new one starts wherever a ring's goal or its unit
///   changes.
///
/// Months and years are listed for every year with data (partial at the span's ends); a whole
/// year without a summary is not listed, and the ``longestGap`` names the longest run of days
/// without data.
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

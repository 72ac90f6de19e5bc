/// The single pass over the span's days that ``ActivityStatistics`` makes: every accumulator,
/// fed one day at a time.
struct StatisticsPass {
  let yearsWithData: Set<Int>
  private(set) var total: PeriodStatistics?
  private(set) var years: [PeriodStatistics] = []
  private(set) var months: [PeriodStatistics] = []
  private(set) var streaks = RingTarget.allCases.map { _ in StreakTracker() }
  private(set) var perfectWeeks = RingTarget.allCases.map { _ in PerfectPeriodTracker(.week) }
  private(set) var perfectMoveMonths = PerfectPeriodTracker(.month)
  private(set) var records: [ActivityRecord.Measure: ActivityRecord] = [:]
  private var openGoals: [RingKind: GoalPeriod] = [:]
  private var closedGoals: [GoalPeriod] = []
  private(set) var longestGap: DayRange?
  private var gap: DayRange?

  init(yearsWithData: Set<Int>) {
    self.yearsWithData = yearsWithData
  }

  /// Each ring's goal periods, Move first, each oldest first.
  var goalPeriods: [GoalPeriod] {
    let all = closedGoals + RingKind.allCases.compactMap { openGoals[$0] }
    return RingKind.allCases.flatMap { ring in all.filter { $0.ring == ring } }
  }

  mutating func add(_ day: CalendarDay, summary: ActivitySummary?) {
    let outcomes = RingTarget.allCases.map { DayOutcome(of: $0, on: summary) }
    let moveProgress = summary.flatMap { try? $0.progress(of: .move) }
    addToPeriods(day, summary: summary, outcomes: outcomes, moveProgress: moveProgress)
    for index in outcomes.indices {
      streaks[index].add(outcomes[index], on: day)
      perfectWeeks[index].add(outcomes[index], on: day)
    }
    perfectMoveMonths.add(outcomes[0], on: day)
    trackGap(day, hasData: summary != nil)
    guard let summary else { return }
    for measure in ActivityRecord.Measure.allCases {
      guard let candidate = ActivityRecord(measure, of: summary, on: day) else { continue }
      if let best = records[measure], best.comparable >= candidate.comparable { continue }
      records[measure] = candidate
    }
    for ring in RingKind.allCases {
      guard let (goal, unit) = GoalPeriod.goal(of: ring, in: summary) else { continue }
      if var open = openGoals[ring], open.goal == goal, open.unit == unit {
        open.last = day
        open.days += 1
        openGoals[ring] = open
      } else {
        if let open = openGoals[ring] { closedGoals.append(open) }
        openGoals[ring] = GoalPeriod(
          ring: ring, goal: goal, unit: unit, first: day, last: day, days: 1)
      }
    }
  }

  private mutating func addToPeriods(
    _ day: CalendarDay, summary: ActivitySummary?, outcomes: [DayOutcome], moveProgress: Double?
  ) {
    if total == nil { total = PeriodStatistics(kind: .all, startingOn: day) }
    total?.add(day, summary: summary, outcomes: outcomes, moveProgress: moveProgress)
    guard yearsWithData.contains(day.year) else { return }
    if years.last?.year != day.year { years.append(PeriodStatistics(kind: .year, startingOn: day)) }
    years[years.count - 1].add(
      day, summary: summary, outcomes: outcomes, moveProgress: moveProgress)
    if months.last?.year != day.year || months.last?.month != day.month {
      months.append(PeriodStatistics(kind: .month, startingOn: day))
    }
    months[months.count - 1].add(
      day, summary: summary, outcomes: outcomes, moveProgress: moveProgress)
  }

  private mutating func trackGap(_ day: CalendarDay, hasData: Bool) {
    guard !hasData else {
      gap = nil
      return
    }
    if var open = gap {
      open.last = day
      gap = open
    } else {
      gap = DayRange(first: day, last: day)
    }
    if let gap, gap.days > (longestGap?.days ?? 0) { longestGap = gap }
  }
}

/// Finds perfect weeks or months of one target: every day of the period closed or paused, at
/// least one closed, and the whole period inside the statistics' span.
struct PerfectPeriodTracker {
  /// Weeks (Monday first) or calendar months.
  enum Length {
    case week
    case month
  }

  let length: Length
  private var start: CalendarDay?
  private var daysSeen = 0
  private var kept = true
  private var anyClosed = false
  /// The first day of each perfect period, in order.
  private(set) var perfect: [CalendarDay] = []

  init(_ length: Length) {
    self.length = length
  }

  mutating func add(_ outcome: DayOutcome, on day: CalendarDay) {
    let startsPeriod = length == .week ? day.weekday == 1 : day.day == 1
    if startsPeriod || start == nil {
      start = day
      daysSeen = 0
      kept = true
      anyClosed = false
    }
    daysSeen += 1
    switch outcome {
    case .closed: anyClosed = true
    case .paused: break
    case .notClosed, .noGoal, .noData, .missing: kept = false
    }
    let periodDays = length == .week ? 7 : CalendarDay.daysIn(month: day.month, year: day.year)
    let endsPeriod = length == .week ? day.weekday == 7 : day.day == periodDays
    if endsPeriod, daysSeen == periodDays, kept, anyClosed, let start {
      perfect.append(start)
    }
  }
}

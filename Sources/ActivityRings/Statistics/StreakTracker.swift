/// Follows one target's streaks day by day: ``ActivityStatistics``' streak rule in one place.
struct StreakTracker {
  private var run: Streak?
  private(set) var longest: Streak?
  /// The run the latest breaking day ended (nil when none was running), and that day.
  private var endedByBreak: (streak: Streak?, day: CalendarDay)?

  /// Adds the next day: ``DayOutcome/closed`` extends the run, ``DayOutcome/paused`` keeps it,
  /// anything else ends it.
  mutating func add(_ outcome: DayOutcome, on day: CalendarDay) {
    switch outcome {
    case .closed:
      if var streak = run {
        streak.last = day
        streak.length += 1
        run = streak
      } else {
        run = Streak(first: day, last: day, length: 1)
      }
    case .paused:
      break
    case .notClosed, .noGoal, .noData, .missing:
      finishRun()
      endedByBreak = (run, day)
      run = nil
    }
  }

  /// The streak still running on `lastDay`, or the one it ended when `lastDay` broke it (the
  /// last day may still be in progress).
  func current(lastDay: CalendarDay) -> Streak? {
    if let endedByBreak, endedByBreak.day == lastDay { return endedByBreak.streak }
    return run
  }

  /// The longest streak, the running one included.
  var longestIncludingRun: Streak? {
    guard let run else { return longest }
    guard let longest else { return run }
    return run.length > longest.length ? run : longest
  }

  private mutating func finishRun() {
    longest = longestIncludingRun
  }
}

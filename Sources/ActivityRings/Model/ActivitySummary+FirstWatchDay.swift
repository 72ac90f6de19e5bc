extension ActivitySummary {
  /// `summaries` (oldest first) from `CalendarDay.firstWatchDay` on, when they hold days both
  /// before it and from it and `since` does not ask for a first day: the span statistics and
  /// the report show, so that an export's artefacts (1969-12-31, from a clock at the Unix
  /// epoch) do not start it decades early. `summaries` as they are otherwise.
  ///
  /// ```swift
  /// let shown = ActivitySummary.fromFirstWatchDay(imported.summaries, since: nil)
  /// ActivityStatistics(summaries: shown, from: nil, through: nil)
  /// ```
  public static func fromFirstWatchDay(_ summaries: [ActivitySummary], since: CalendarDay?)
    -> [ActivitySummary]
  {
    let first = CalendarDay.firstWatchDay
    guard since == nil,
      summaries.contains(where: { $0.day.map { $0 < first } == true }),
      summaries.contains(where: { $0.day.map { first <= $0 } == true })
    else { return summaries }
    return summaries.filter { $0.day.map { first <= $0 } ?? true }
  }
}

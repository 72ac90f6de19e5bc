import ActivityRings

extension HealthImport {
  /// The warning for an import that found no summary from `since` to `until` (nil for no
  /// bound), naming the export and the days it does cover; nil when it found some.
  ///
  /// ```swift
  /// imported.emptiness(named: "'export.zip'", since: first, until: last)
  /// // "'export.zip' has no Activity summary from 2030-01-01 to 2030-01-31; it covers
  /// // 2016-03-18 to 2016-04-15"
  /// ```
  ///
  /// - Parameters:
  ///   - name: how the export is named in the message (`'export.zip'`, "standard input").
  ///   - since: the first day asked for, or nil for no first day.
  ///   - until: the last day asked for, or nil for no last day.
  public func emptiness(named name: String, since: CalendarDay?, until: CalendarDay?) -> String? {
    guard summaries.isEmpty else { return nil }
    guard let covered = coveredDays else {
      return "\(name) has no Activity summary with a readable day (no ActivitySummary element "
        + "or CSV row with a dateComponents)"
    }
    let range: String
    switch (since, until) {
    case (let first?, let last?) where first == last: range = "for \(first)"
    case (let first?, let last?): range = "from \(first) to \(last)"
    case (let first?, nil): range = "from \(first) on"
    case (nil, let last?): range = "up to \(last)"
    case (nil, nil): range = "with a day"
    }
    return "\(name) has no Activity summary \(range); it covers "
      + "\(covered.lowerBound) to \(covered.upperBound)"
  }
}

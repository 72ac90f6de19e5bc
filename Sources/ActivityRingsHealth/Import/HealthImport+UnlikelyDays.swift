import ActivityRings

extension HealthImport {
  private static var firstWatchDay: CalendarDay { CalendarDay.firstWatchDay }

  /// The days kept that no Apple Watch can have recorded: before `CalendarDay.firstWatchDay`, or after
  /// `latest` (the day after today, for a watch in a time zone ahead of the reader's), oldest
  /// first.
  public func unlikelyDays(after latest: CalendarDay?) -> [CalendarDay] {
    summaries.compactMap(\.day).filter { day in
      day < Self.firstWatchDay || latest.map { $0 < day } == true
    }
  }

  /// Adds one warning naming the ``unlikelyDays(after:)`` (the first five, then how many more)
  /// and how to leave them out; the days are kept. Nothing when there are none.
  ///
  /// ```swift
  /// imported.nameUnlikelyDays(after: try today.adding(days: 1))
  /// // 2 days before Apple Watch (2015-04-24), from the export's clock rather than a watch:
  /// // 1969-12-30, 1969-12-31; kept (--since 2015-04-24 leaves them out)
  /// ```
  public mutating func nameUnlikelyDays(after latest: CalendarDay?) {
    let unlikely = unlikelyDays(after: latest)
    guard !unlikely.isEmpty else { return }
    let early = unlikely.filter { $0 < Self.firstWatchDay }
    let late = unlikely.filter { Self.firstWatchDay <= $0 }
    var parts: [String] = []
    if !early.isEmpty {
      parts.append(
        "\(Self.count(early)) before Apple Watch (\(Self.firstWatchDay)), from the export's "
          + "clock rather than a watch: \(Self.listed(early)); kept (--since "
          + "\(Self.firstWatchDay) leaves them out)")
    }
    if !late.isEmpty, let latest {
      parts.append(
        "\(Self.count(late)) after \(latest), in the future: \(Self.listed(late)); kept "
          + "(--until \(latest) leaves them out)")
    }
    warnings.append(
      HealthImportWarning(kind: .unlikelyDay, message: parts.joined(separator: "; ")))
  }

  private static func count(_ days: [CalendarDay]) -> String {
    days.count == 1 ? "1 day" : "\(days.count) days"
  }

  private static func listed(_ days: [CalendarDay]) -> String {
    let shown = days.prefix(5).map(\.description).joined(separator: ", ")
    return days.count > 5 ? shown + " and \(days.count - 5) more" : shown
  }
}

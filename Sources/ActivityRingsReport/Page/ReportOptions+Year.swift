import ActivityRings

extension ReportOptions {
  /// Options that show one year, even without data: its days from January 1 to December 31
  /// (what `rings report --year` and rings-server's `/report.html?year=` ask for).
  ///
  /// ```swift
  /// let options = try ReportOptions(year: 2024)  // years [2024], 2024-01-01 … 2024-12-31
  /// ```
  ///
  /// - Throws: `CalendarDayError` unless 1 ≤ `year` ≤ 9999.
  public init(year: Int, title: String? = nil) throws(CalendarDayError) {
    self.init(
      years: [year], since: try CalendarDay(year: year, month: 1, day: 1),
      until: try CalendarDay(year: year, month: 12, day: 31), title: title)
  }
}

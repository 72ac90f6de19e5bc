import ActivityRings
import ActivityRingsReport

/// The days a report or the statistics cover, read from `since`, `until` and (for the report)
/// `year`, as `rings report` and `rings stats` read their options of the same names.
///
/// ```swift
/// var query = try QueryParameters("year=2025")
/// let days = try ReportQuery(&query, takesYear: true)
/// try query.finish(known: ReportQuery.reportNames)
/// days.since                  // 2025-01-01
/// days.reportOptions.years    // [2025]
/// ```
struct ReportQuery: Sendable, Hashable {
  /// The parameters of `/report.html`, as `rings report`'s options.
  static let reportNames = ["year", "since", "until"]
  /// The parameters of `/stats.json`, as `rings stats`'s options.
  static let statisticsNames = ["since", "until"]

  /// The first day whose summary counts, nil for the first stored.
  var since: CalendarDay?
  /// The last day whose summary counts, nil for the last stored.
  var until: CalendarDay?
  /// The one year shown, even without data (`since` and `until` its first and last days).
  var year: Int?

  /// Reads `since` and `until`, and `year` when `takesYear`.
  ///
  /// - Throws: a 400 naming the parameter for a day that is not `YYYY-MM-DD` or does not
  ///   exist, `until` before `since`, a year that is not 1 to 9999, or `year` with `since` or
  ///   `until`.
  init(_ query: inout QueryParameters, takesYear: Bool) throws(RequestProblem) {
    if takesYear, let text = query.take("year") {
      guard let year = Int(text), text.allSatisfy(\.isASCII), text.allSatisfy(\.isNumber),
        (1...9999).contains(year)
      else {
        throw .badParameter(
          "year", "year \(QueryParameters.echo(text)) is not a year from 1 to 9999")
      }
      guard !query.contains("since"), !query.contains("until") else {
        throw .badParameter(
          "year", "year is since=YYYY-01-01&until=YYYY-12-31: give year, or since and until")
      }
      self.year = year
      do {
        let options = try ReportOptions(year: year)
        (since, until) = (options.since, options.until)
      } catch {
        throw .badParameter("year", "year \(year): \(error)")
      }
      return
    }
    since = try query.take("since").map { (text) throws(RequestProblem) in
      try RingQuery.day(text, parameter: "since")
    }
    until = try query.take("until").map { (text) throws(RequestProblem) in
      try RingQuery.day(text, parameter: "until")
    }
    if let since, let until, until < since {
      throw .badParameter("until", "until \(until) is before since \(since)")
    }
  }

  /// The report's options, as `rings report` gives them for the same options.
  var reportOptions: ReportOptions {
    ReportOptions(years: year.map { [$0] }, since: since, until: until)
  }
}

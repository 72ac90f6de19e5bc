import ActivityRings
import ActivityRingsReport
import ActivityRingsRequests

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
  static let reportNames = ReportRequest.fields.map(\.rawValue)
  /// The parameters of `/stats.json`, as `rings stats`'s options.
  static let statisticsNames = [RequestField.since, .until].map(\.rawValue)

  /// The first day whose summary counts, nil for the first stored.
  var since: CalendarDay?
  /// The last day whose summary counts, nil for the last stored.
  var until: CalendarDay?
  /// The one year shown, even without data (`since` and `until` its first and last days).
  var year: Int?
  /// The report's options, as `rings report` gives them for the same options: the layer's
  /// (`ReportRequest.options`), the page's weeks from `week-start` (Monday by default) and the
  /// server's today marked.
  let reportOptions: ReportOptions

  /// Reads `since` and `until`, and `year` and `week-start` when `takesYear` (the page).
  ///
  /// - Throws: a 400 naming the parameter for a day that is not `YYYY-MM-DD` or does not
  ///   exist, `until` before `since`, a year that is not 1 to 9999, or `year` with `since` or
  ///   `until`.
  init(_ query: inout QueryParameters, takesYear: Bool, today: CalendarDay? = nil)
    throws(RequestProblem)
  {
    let fields = query.fields(takesYear ? ReportRequest.fields : [.since, .until])
    let request: ReportRequest
    do {
      request = try ReportRequest(fields, today: today)
    } catch {
      throw RequestProblem(error)
    }
    (since, until, year) = (request.since, request.until, request.year)
    reportOptions = request.options
  }
}

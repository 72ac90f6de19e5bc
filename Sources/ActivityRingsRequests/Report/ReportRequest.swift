import ActivityRings
import ActivityRingsReport

/// The days a report, the statistics or an import cover, as a person asks for them — `since`
/// and `until`, or one `year` — read and checked once for `rings report`, `rings stats`,
/// `rings import`, the server's `/report.html` and `/stats.json`, and any program.
///
/// ```swift
/// let request = try ReportRequest(RequestFields([.year: "2025"]))
/// request.since                  // 2025-01-01
/// request.options.years          // [2025]
/// ```
public struct ReportRequest: Sendable, Hashable {
  /// The fields of a report; the statistics and an import take ``RequestField/since`` and
  /// ``RequestField/until`` alone.
  public static let fields: [RequestField] = [.year, .since, .until, .weekStart]

  /// The first day whose summary counts, nil for the first there is.
  public var since: CalendarDay?
  /// The last day whose summary counts, nil for the last there is.
  public var until: CalendarDay?
  /// The one year shown, even without data (``since`` and ``until`` are its first and last
  /// days).
  public var year: Int?
  /// The day the page's weeks start on.
  public var firstWeekday: Weekday = .monday
  /// The day it is: marked on the page, the days after it without rings.
  public var today: CalendarDay?

  /// The days `fields` ask for, and for a page the day its weeks start on (`week-start`, or
  /// `weekStart`) and `today`.
  ///
  /// - Throws: ``RequestError`` naming the field: a day that is not `YYYY-MM-DD` or does not
  ///   exist, `until` before `since`, a year that is not 1 to 9999, `year` with `since` or
  ///   `until`, or a week start that is not a day's name.
  public init(_ fields: RequestFields, today: CalendarDay? = nil, weekStart: Weekday = .monday)
    throws(RequestError)
  {
    firstWeekday = try fields.choice(.weekStart) ?? weekStart
    self.today = today
    if let text = fields[.year] {
      guard let year = Int(RequestFields.trimmed(text)), (1...9999).contains(year) else {
        throw RequestError(.year) { name in
          "\(name(.year)) \(QuotedText.quoted(text)) is not a year from 1 to 9999"
        }
      }
      guard !fields.hasAny(of: [.since, .until]) else {
        throw RequestError(.year) { name in
          "\(name(.year)) is \(name(.since)) YYYY-01-01 \(name(.until)) YYYY-12-31: give "
            + "\(name(.year)), or \(name(.since))/\(name(.until))"
        }
      }
      let options: ReportOptions
      do {
        options = try ReportOptions(year: year)
      } catch {
        throw RequestError(.year) { name in "\(name(.year)) \(year): \(error.description)" }
      }
      self.year = year
      (since, until) = (options.since, options.until)
      return
    }
    since = try fields.day(.since)
    until = try fields.day(.until)
    if let since, let until, until < since {
      throw RequestError(.until) { name in
        "\(name(.until)) \(until) is before \(name(.since)) \(since)"
      }
    }
  }

  /// The report's options, as `rings report` and the server's `/report.html` draw them.
  public var options: ReportOptions {
    ReportOptions(
      years: year.map { [$0] }, since: since, until: until, firstWeekday: firstWeekday,
      today: today)
  }
}

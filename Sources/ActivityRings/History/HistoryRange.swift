/// The days a history calendar shows, as a person names them — a month (`2026-11`), the
/// week holding a day (starting on Monday, or on the day the locale starts weeks), or a first
/// and a last day — and the calendar's title.
/// What `rings history --month/--week/--from/--to` takes, and a server's query.
///
/// ```swift
/// let november = try HistoryRange(month: "2026-11")
/// november.title  // "November 2026"
/// let range = try HistoryRange(month: nil, week: "2026-11-25", from: nil, to: nil)
/// range.first     // 2026-11-23, a Monday
/// range.title     // "November 23–29, 2026"
/// let calendar = try HistoryCalendar(
///   summaries: days, from: range.first, through: range.last, title: range.title)
/// ```
///
/// Errors name the field at fault (``HistoryRangeError``), which the caller words its own way.
public struct HistoryRange: Sendable, Hashable {
  /// The ways to name the days, for messages.
  public enum Field: String, Sendable, Hashable, CaseIterable {
    /// A whole month, `YYYY-MM`.
    case month
    /// The week holding a day.
    case week
    /// The first day of a range.
    case from
    /// The last day of a range.
    case to
  }

  /// The first day shown.
  public let first: CalendarDay
  /// The last day shown.
  public let last: CalendarDay
  /// The calendar's title: the month's name and year ("November 2026"), or the week's days in
  /// words ("May 6–12, 2019", "April 29 – May 5, 2019"); nil for a range of days.
  public let title: String?

  /// The days from `first` through `last`, untitled.
  ///
  /// - Throws: ``HistoryRangeError/Problem/reversed(first:last:)`` when `last` is before `first`.
  public init(from first: CalendarDay, through last: CalendarDay) throws(HistoryRangeError) {
    guard first <= last else {
      throw HistoryRangeError(.reversed(first: first, last: last), field: .to, text: "\(last)")
    }
    self.init(first: first, last: last, title: nil)
  }

  private init(first: CalendarDay, last: CalendarDay, title: String?) {
    self.first = first
    self.last = last
    self.title = title
  }

  /// A whole month, from `YYYY-MM`, titled with its name and year.
  ///
  /// - Throws: ``HistoryRangeError`` for text that is not `YYYY-MM` or a month that does not
  ///   exist.
  public init(month text: String) throws(HistoryRangeError) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[0].utf8.count == 4, parts[1].utf8.count == 2,
      parts.allSatisfy({ $0.utf8.allSatisfy { (48...57).contains($0) } }),
      let year = Int(parts[0]), let month = Int(parts[1])
    else { throw HistoryRangeError(.notAMonth, field: .month, text: text) }
    do {
      let first = try CalendarDay(year: year, month: month, day: 1)
      let last = try CalendarDay(
        year: year, month: month, day: CalendarDay.daysIn(month: month, year: year))
      self.init(first: first, last: last, title: "\(CalendarDay.monthName(month)) \(year)")
    } catch {
      throw HistoryRangeError(.notADay(error), field: .month, text: text)
    }
  }

  /// The seven days from `firstWeekday` holding the day `text` names (`YYYY-MM-DD`), titled
  /// with them in words (``weekTitle(from:through:)``).
  ///
  /// - Throws: ``HistoryRangeError`` for text that is not a day, or a week that runs past the
  ///   first or last day there is (0001-01-01, 9999-12-31).
  public init(week text: String, startingOn firstWeekday: Weekday = .monday)
    throws(HistoryRangeError)
  {
    let day = try Self.day(text, field: .week)
    do {
      let start = try day.adding(days: -((day.weekday - firstWeekday.rawValue + 7) % 7))
      let end = try start.adding(days: 6)
      self.init(first: start, last: end, title: Self.weekTitle(from: start, through: end))
    } catch {
      throw HistoryRangeError(.weekOutOfRange(day), field: .week, text: text)
    }
  }

  /// A span of days in words, as the Fitness app titles a week: "May 6–12, 2019" within a
  /// month, "April 29 – May 5, 2019" across two, "December 30, 2019 – January 5, 2020" across
  /// two years.
  public static func weekTitle(from first: CalendarDay, through last: CalendarDay) -> String {
    let start = "\(CalendarDay.monthName(first.month)) \(first.day)"
    if first.year != last.year {
      return "\(start), \(first.year) – \(CalendarDay.monthName(last.month)) \(last.day), "
        + "\(last.year)"
    }
    if first.month != last.month {
      return "\(start) – \(CalendarDay.monthName(last.month)) \(last.day), \(last.year)"
    }
    return "\(start)–\(last.day), \(last.year)"
  }

  /// The days `from` through `to` (`YYYY-MM-DD` each), untitled.
  ///
  /// - Throws: ``HistoryRangeError`` for text that is not a day, or `to` before `from`.
  public init(from: String, to: String) throws(HistoryRangeError) {
    try self.init(from: Self.day(from, field: .from), through: Self.day(to, field: .to))
  }

  /// The range named by exactly one of a month, a week, or a first and last day, as options
  /// that may be absent.
  ///
  /// - Throws: ``HistoryRangeError/Problem/noneOrSeveral`` unless exactly one way is given,
  ///   ``HistoryRangeError/Problem/alone`` for `from` without `to` or the other way round,
  ///   else as the initializer for that way.
  public init(
    month: String?, week: String?, from: String?, to: String?,
    weekStartingOn firstWeekday: Weekday = .monday
  ) throws(HistoryRangeError) {
    let given = [month != nil, week != nil, from != nil || to != nil].filter { $0 }.count
    guard given == 1 else { throw HistoryRangeError(.noneOrSeveral, field: nil, text: "") }
    if let month {
      try self.init(month: month)
    } else if let week {
      try self.init(week: week, startingOn: firstWeekday)
    } else if let from, let to {
      try self.init(from: from, to: to)
    } else {
      throw HistoryRangeError(.alone, field: from == nil ? .to : .from, text: from ?? to ?? "")
    }
  }

  private static func day(_ text: String, field: Field) throws(HistoryRangeError) -> CalendarDay {
    do {
      return try CalendarDay(parsing: text)
    } catch {
      throw HistoryRangeError(.notADay(error), field: field, text: text)
    }
  }
}

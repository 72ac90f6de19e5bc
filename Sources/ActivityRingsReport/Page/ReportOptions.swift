import ActivityRings

/// What a ``ReportPage`` shows: which years, which days, its title, the day weeks start on and
/// the day it is.
///
/// ```swift
/// var options = ReportOptions()
/// options.since = try CalendarDay(parsing: "2024-03-01")
/// options.title = "Ana's rings"
/// let html = try ReportPage(summaries: summaries, options: options).html()
/// ```
public struct ReportOptions: Sendable, Hashable {
  /// The years shown, each with its twelve months, even a year without a summary; nil for every
  /// year with a summary in range. Given in any order; the page shows them oldest first.
  public var years: [Int]?
  /// The first day whose summary counts (included); nil for no bound. Summaries before it are
  /// left out of the calendars and of every figure.
  public var since: CalendarDay?
  /// The last day whose summary counts (included); nil for no bound.
  public var until: CalendarDay?
  /// The page's title and top heading; nil for "Activity rings, " and the years shown ("2025",
  /// or "2019–2025"). Written as text: markup in it is escaped.
  public var title: String?
  /// The day each week row of the month tables starts on; Monday by default.
  public var firstWeekday: Weekday
  /// The day it is, if known: it is marked, and the days after it, which have not happened,
  /// show their number alone.
  public var today: CalendarDay?

  /// Options that show every year with data, under the default title, weeks from Monday.
  public init(
    years: [Int]? = nil, since: CalendarDay? = nil, until: CalendarDay? = nil,
    title: String? = nil, firstWeekday: Weekday = .monday, today: CalendarDay? = nil
  ) {
    self.years = years
    self.since = since
    self.until = until
    self.title = title
    self.firstWeekday = firstWeekday
    self.today = today
  }
}

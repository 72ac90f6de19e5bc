/// A calendar of small rings, like the Fitness app's history: a title, a weekday header, then
/// one cell per day with its day number above that day's rings, a week per row (starting on
/// ``firstWeekday``, Monday by default). Days with Exercise or Stand data show three rings and
/// days with only Move show Move alone, side by side in one calendar; days without data show
/// empty tracks, and days after ``today`` without data only their number, in grey, as they
/// have not happened; one day (today, or a chosen day) can be highlighted with a white disc behind its
/// number.
///
/// ```swift
/// let calendar = try HistoryCalendar.month(2026, 11, summaries: imported, highlighted: today)
/// let svg = try SVGRenderer().render(calendar.drawList())
/// ```
///
/// Everything is one ``DrawList``, so every backend draws the calendar.
public struct HistoryCalendar: Sendable, Hashable {
  /// The days' summaries by day.
  public var summaries: [CalendarDay: ActivitySummary]
  /// The first day shown.
  public let first: CalendarDay
  /// The last day shown.
  public let last: CalendarDay
  /// The day drawn with a highlight, if any (shown only when in range).
  public var highlighted: CalendarDay?
  /// The line above the weekday header ("November 2026"); nil for none.
  public var title: String?
  /// The side of one day's rings, in points.
  public let cellSide: Double
  /// Pixels per point.
  public var scale: RenderScale
  /// Flat or gradient rings.
  public var look: RingLook
  /// The day each week row starts on.
  public var firstWeekday: Weekday
  /// The day it is, if known: the days after it have not happened and show no rings.
  public var today: CalendarDay?

  /// The most days a calendar shows: a little over a year.
  public static let maximumDays = 400
  /// The smallest cell side, in points: where the day numbers, never below 11 pt
  /// (``LabelBlock/minimumFontSize``), stay clear of each other — the highlighted day's disc
  /// and the widest number beside it fit in one column. About 19.1 points.
  public static var minimumCellSide: Double {
    let disc = TodayDisc.radius + TodayDisc.clearance
    let widestNumber = "30".utf8.reduce(0) { $0 + advance(of: $1) }
    return (disc + widestNumber / 2) * LabelBlock.minimumFontSize / (1 + Proportion.columnGap)
  }

  /// Checks a cell side before anything is read or drawn: what ``init(summaries:from:through:highlighted:title:cellSide:scale:look:firstWeekday:today:)``
  /// checks first.
  ///
  /// ```swift
  /// try HistoryCalendar.check(cellSide: 10)  // throws HistoryError.cellTooSmall
  /// ```
  ///
  /// - Throws: ``HistoryError/invalidCellSide(_:)`` for a side that is not finite and
  ///   positive, ``HistoryError/cellTooSmall(_:minimum:)`` below ``minimumCellSide``.
  public static func check(cellSide: Double) throws(HistoryError) {
    guard cellSide.isFinite, cellSide > 0 else { throw .invalidCellSide(cellSide) }
    guard cellSide >= minimumCellSide else {
      throw .cellTooSmall(cellSide, minimum: minimumCellSide)
    }
  }

  /// The weekday header, Monday first.
  public static let weekdayInitials = ["M", "T", "W", "T", "F", "S", "S"]

  /// The weekday header from ``firstWeekday``: `S M T W T F S` for weeks that start on Sunday.
  public var header: [String] {
    (0..<7).map { Self.weekdayInitials[firstWeekday.advanced(by: $0).rawValue - 1] }
  }

  /// Creates a calendar of the days `first` through `last`; summaries outside them, or
  /// without a day, are ignored (the last of several for one day wins).
  ///
  /// ```swift
  /// let week = try HistoryCalendar(
  ///   summaries: days, from: CalendarDay(parsing: "2026-11-16"),
  ///   through: CalendarDay(parsing: "2026-11-22"))
  /// ```
  ///
  /// - Throws: ``HistoryError`` when `last` is before `first`, the span is longer than
  ///   ``maximumDays``, or the cell side is not finite or below ``minimumCellSide``.
  public init(
    summaries: [ActivitySummary], from first: CalendarDay, through last: CalendarDay,
    highlighted: CalendarDay? = nil, title: String? = nil, cellSide: Double = 44,
    scale: RenderScale = .x1, look: RingLook = .default, firstWeekday: Weekday = .monday,
    today: CalendarDay? = nil
  ) throws(HistoryError) {
    guard first <= last else { throw .emptyRange(first: first, last: last) }
    let count = last.dayNumber - first.dayNumber + 1
    guard count <= Self.maximumDays else { throw .tooManyDays(count, limit: Self.maximumDays) }
    try Self.check(cellSide: cellSide)
    var byDay: [CalendarDay: ActivitySummary] = [:]
    for summary in summaries {
      guard let day = summary.day, day >= first, day <= last else { continue }
      byDay[day] = summary
    }
    self.summaries = byDay
    self.first = first
    self.last = last
    self.highlighted = highlighted
    self.title = title
    self.cellSide = cellSide
    self.scale = scale
    self.look = look
    self.firstWeekday = firstWeekday
    self.today = today
  }

  /// A whole month, titled with its name and year.
  public static func month(
    _ year: Int, _ month: Int, summaries: [ActivitySummary], highlighted: CalendarDay? = nil,
    cellSide: Double = 44, scale: RenderScale = .x1, look: RingLook = .default,
    firstWeekday: Weekday = .monday, today: CalendarDay? = nil
  ) throws(HistoryError) -> HistoryCalendar {
    let first: CalendarDay
    let last: CalendarDay
    do {
      first = try CalendarDay(year: year, month: month, day: 1)
      last = try CalendarDay(
        year: year, month: month, day: CalendarDay.daysIn(month: month, year: year))
    } catch {
      throw .invalidDay(error)
    }
    return try HistoryCalendar(
      summaries: summaries, from: first, through: last, highlighted: highlighted,
      title: "\(CalendarDay.monthNames[month - 1]) \(year)", cellSide: cellSide, scale: scale,
      look: look, firstWeekday: firstWeekday, today: today)
  }

  /// The days shown, in order.
  public var days: [CalendarDay] {
    (first.dayNumber...last.dayNumber).compactMap { try? CalendarDay(dayNumber: $0) }
  }

  /// How many days of the first week row come before ``first``.
  var lead: Int { (first.weekday - firstWeekday.rawValue + 7) % 7 }

  /// Whether `day` is after ``today`` without a summary: it has not happened (a day ahead
  /// with data is drawn, as the data says).
  func isAhead(_ day: CalendarDay) -> Bool {
    summaries[day] == nil && (today.map { day > $0 } ?? false)
  }

  /// Whether the calendar draws three rings for days without data (some day has Exercise or
  /// Stand data) rather than Move alone.
  var showsWatchRings: Bool { summaries.values.contains { $0.hasWatchRings } }
}

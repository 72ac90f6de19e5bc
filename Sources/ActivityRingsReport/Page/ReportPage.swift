import ActivityRings
import ActivityRingsSVG

/// The year-in-rings page: one self-contained HTML file with a section per year — close rates by
/// month, streaks, awards and records, and twelve month calendars of rings — after an overview
/// of all years, with a year switcher. No network, no other file: the rings are inline SVG from
/// `SVGSharedDrawing` (what repeats defined once), the style and the script are inline, and the
/// page reads without the script. It is the page `rings report` writes.
///
/// ```swift
/// let page = ReportPage(summaries: imported.summaries, options: ReportOptions(years: [2025]))
/// let html = try page.html()
/// ```
///
/// Each day is a cell with its number and rings, labelled (`aria-label`) with its date and the
/// core's description sentence (`RingDescription`), focusable, and showing its values on hover
/// and focus. Headings run in order: the page (`h1`), the overview and each year (`h2`), their
/// parts (`h3`), each month (`h4`). The figures are those of `ActivityStatistics`. A day without
/// data shows the empty tracks of the rings the person's days have, alike on every day of the
/// page: three when any day shown has Exercise or Stand, else Move's alone; after
/// `ReportOptions/today` it shows its number alone, as it has not happened.
public struct ReportPage: Sendable {
  /// The side of each day's rings, in CSS pixels (points).
  static let cellSide = 44.0
  /// Digits after the decimal point in ring coordinates: a hundredth of a pixel, which keeps
  /// the page small and is below what a 3× screen shows.
  static let coordinateDigits = 2

  /// The days, any order; those outside the options' years and days are left out, and of
  /// several summaries for one day the last wins.
  public var summaries: [ActivitySummary]
  /// The years, days and title.
  public var options: ReportOptions

  /// A page of `summaries` as `options` say.
  public init(summaries: [ActivitySummary], options: ReportOptions = ReportOptions()) {
    self.summaries = summaries
    self.options = options
  }

  /// The years shown, oldest first: ``ReportOptions/years``, else every year with a summary in
  /// range.
  ///
  /// - Throws: ``ReportError`` for a year outside 1…9999 or a backward range.
  public func years() throws(ReportError) -> [Int] {
    if let since = options.since, let until = options.until, until < since {
      throw .backwardRange(since: since, until: until)
    }
    if let years = options.years {
      if let bad = years.first(where: { !(1...9999).contains($0) }) { throw .invalidYear(bad) }
      return Array(Set(years)).sorted()
    }
    return Array(Set(summaries.compactMap { summary in summary.day.flatMap(inRange)?.year }))
      .sorted()
  }

  /// `day` when it is inside the options' days, else nil.
  private func inRange(_ day: CalendarDay) -> CalendarDay? {
    if let since = options.since, day < since { return nil }
    if let until = options.until, day > until { return nil }
    return day
  }

  /// The whole page, as text ending in a newline.
  ///
  /// - Throws: ``ReportError/nothingToShow`` without a year to show, ``ReportError/invalidYear(_:)``
  ///   and ``ReportError/backwardRange(since:until:)`` for bad options,
  ///   ``ReportError/tooManyYears(count:first:last:)`` for more than ``maximumYears`` years
  ///   (before anything is drawn), and ``ReportError/cannotDraw(day:reason:)`` for a summary
  ///   with a NaN or an infinite value.
  public func html() throws(ReportError) -> String {
    String(decoding: try utf8(), as: UTF8.self)
  }

  /// The whole page as UTF-8 bytes, what ``html()`` holds: for writing it to a file or a socket
  /// without a copy.
  ///
  /// ```swift
  /// let bytes = try ReportPage(summaries: summaries).utf8()
  /// ```
  ///
  /// - Throws: what ``html()`` throws.
  public func utf8() throws(ReportError) -> [UInt8] {
    try utf8(yearsPerDrawing: Self.yearsPerDrawing)
  }

  /// The page, drawn `yearsPerDrawing` years at a time.
  func utf8(yearsPerDrawing: Int) throws(ReportError) -> [UInt8] {
    let years = try years()
    guard let firstYear = years.first, let lastYear = years.last else {
      throw .nothingToShow
    }
    guard years.count <= Self.maximumYears else {
      throw .tooManyYears(count: years.count, first: firstYear, last: lastYear)
    }
    let shownYears = Set(years)
    var byDay: [CalendarDay: ActivitySummary] = [:]
    for summary in summaries {
      guard let day = summary.day.flatMap(inRange), shownYears.contains(day.year) else { continue }
      byDay[day] = summary
    }
    var byYear: [Int: [ActivitySummary]] = [:]
    for (day, summary) in byDay { byYear[day.year, default: []].append(summary) }
    let overall = ActivityStatistics(
      summaries: Array(byDay.values), from: Self.newYear(firstYear),
      through: Self.newYearsEve(lastYear))

    // A day without data shows the empty tracks of the rings the person's days have, the same
    // on every day of the page: three when any day has Exercise or Stand, else Move's alone.
    let emptyStyle: RingStyle =
      byDay.values.contains { $0.hasWatchRings } ? .threeRings : .moveOnly

    var page: [UInt8] = []
    // Reserved, not touched: the pages of memory it needs are taken as it is written.
    page.reserveCapacity(years.count * 366 * Self.reservedBytesPerDay + 65_536)
    page += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n".utf8
    page += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n".utf8
    let span = firstYear == lastYear ? "\(firstYear)" : "\(firstYear)–\(lastYear)"
    let title = XMLEscaping.text(options.title ?? "Activity rings, \(span)")
    page += "<title>\(title)</title>\n".utf8
    page += "<style>\n\(ReportStyle.css)\n</style>\n</head>\n<body>\n".utf8
    var header = "<header>\n<h1>\(title)</h1>\n"
    if years.count > 1 { header += "<p class=\"lead\">\(Self.lead(overall))</p>\n" }
    header += "<nav class=\"years\" aria-label=\"Years\"><ul>"
    for year in years { header += "<li><a href=\"#y\(year)\">\(year)</a></li>" }
    header += "</ul></nav>\n</header>\n<main>\n"
    if years.count > 1 {
      header += "<section aria-labelledby=\"overview\">\n<h2 id=\"overview\">All years</h2>\n"
      header += ReportFigures(statistics: overall, headingLevel: 3).awards + "\n</section>\n"
    }
    // The years a drawing at a time: its definitions (the first drawing's before the header,
    // the others' before their years), then its years' sections, its fragments let go of as
    // they are written.
    for start in stride(from: 0, to: years.count, by: yearsPerDrawing) {
      let chunk = Array(years[start..<min(start + yearsPerDrawing, years.count)])
      var drawn = try Self.draw(
        chunk, byDay: byDay, emptyStyle: emptyStyle, today: options.today,
        identifierPrefix: start == 0 ? "r" : "r\(start / yearsPerDrawing)-")
      page += drawn.definitions.utf8
      if start == 0 { page += header.utf8 }
      var next = 0
      for year in chunk {
        let statistics = ActivityStatistics(
          summaries: byYear[year] ?? [], from: Self.newYear(year), through: Self.newYearsEve(year))
        let figures = ReportFigures(statistics: statistics, headingLevel: 3)
        page += "<section class=\"year\" id=\"y\(year)\" aria-labelledby=\"y\(year)-h\">\n".utf8
        page += "<h2 id=\"y\(year)-h\">\(year)</h2>\n".utf8
        page += "<p class=\"lead\">\(Self.lead(statistics))</p>\n".utf8
        page += "<div class=\"summary\">\n<div>".utf8
        page += figures.rates(year: year).utf8
        page += "</div>\n<div>".utf8
        page += figures.awards.utf8
        page += "</div>\n</div>\n".utf8
        page += "<h3>Months</h3>\n<div class=\"months\">\n".utf8
        for month in drawn.months where month.year == year {
          let calendar = Self.calendar(
            year: year, month: month.month, days: month.days, firstWeekday: options.firstWeekday,
            today: options.today
          ) {
            guard next < drawn.fragments.count else { return "" }
            defer { next += 1 }
            let fragment = drawn.fragments[next]
            drawn.fragments[next] = ""
            return fragment
          }
          page += calendar.utf8
        }
        page += "</div>\n</section>\n".utf8
      }
    }
    page += "</main>\n<script>\n\(ReportScript.source)\n</script>\n</body>\n</html>\n".utf8
    return page
  }

  /// The most years a page shows: 70, at most 25,567 days drawn, each year with all its days.
  ///
  /// A day shown costs about 2 to 4 KB of HTML when every day's rings differ (less when days
  /// repeat, as closed rings do). The rings are drawn 10 years at a time, each drawing let go of
  /// before the next, so memory is bounded by one drawing and the page itself: the largest page is under 100 MB of HTML, made in under 250 MB (`rings report`,
  /// release build, every day's values distinct: 12,500 days 169 MB at peak and 47 MB of HTML,
  /// 25,000 days 233 MB and 92 MB).
  public static let maximumYears = 70

  /// How many years share one drawing (one set of shared definitions). What a drawing keeps
  /// while it runs grows with its distinct ring pieces, so a page of more years is drawn this
  /// many years at a time, and its memory is bounded by one drawing and the page itself. Each
  /// later drawing repeats the definitions it uses: 25,000 days make 92 MB of HTML drawn 10
  /// years at a time and 233 MB at peak, where 25 years at a time made 75 MB in 315 MB.
  static let yearsPerDrawing = 10

  /// Bytes reserved for the page per day shown: more than a day takes (2 to 4 KB when every
  /// day's rings differ), so the page is not copied as it grows. Reserved memory that is not
  /// written costs nothing.
  private static let reservedBytesPerDay = 4_096

  /// The days of `years` drawn in one drawing whose ids start with `identifierPrefix`, days
  /// without data with the tracks of `emptyStyle` (nothing for those after `today`), in page
  /// order: each month's days, the
  /// drawing's shared definitions, and each day's rings as a fragment. The drawing itself is let
  /// go of on return.
  private static func draw(
    _ years: [Int], byDay: [CalendarDay: ActivitySummary], emptyStyle: RingStyle,
    today: CalendarDay?, identifierPrefix: String
  ) throws(ReportError)
    -> (
      months: [(year: Int, month: Int, days: [ReportDay])], definitions: String,
      fragments: [String]
    )
  {
    var drawing: SVGSharedDrawing
    do {
      drawing = try SVGSharedDrawing(
        coordinateFractionDigits: coordinateDigits, identifierPrefix: identifierPrefix)
    } catch {
      throw .cannotDraw(day: nil, reason: error.description)
    }
    var months: [(year: Int, month: Int, days: [ReportDay])] = []
    for year in years {
      for month in 1...12 {
        let dayCount = CalendarDay.daysIn(month: month, year: year)
        let dates = (1...dayCount).compactMap {
          try? CalendarDay(year: year, month: month, day: $0)
        }
        var days: [ReportDay] = []
        for date in dates {
          days.append(
            try ReportDay(
              day: date, summary: byDay[date], emptyStyle: emptyStyle, cellSide: cellSide,
              today: today, drawing: &drawing))
        }
        months.append((year, month, days))
      }
    }
    let drawn = drawing.result()
    return (months, drawn.definitions, drawn.fragments)
  }

  /// One month: its heading and a table of day cells, weeks from `firstWeekday`; `today`'s
  /// cell is marked (`today`, `aria-current="date"`), and days ahead of it have their number
  /// alone (`ahead`) and take no fragment.
  private static func calendar(
    year: Int, month: Int, days: [ReportDay], firstWeekday: Weekday, today: CalendarDay?,
    nextFragment: () -> String
  ) -> String {
    let id = "m\(year)-\(month < 10 ? "0" : "")\(month)"
    let name = "\(CalendarDay.monthName(month)) \(year)"
    var html = "<div class=\"month\" id=\"\(id)\">\n<h4 id=\"\(id)-h\">\(name)</h4>\n"
    html += "<table class=\"calendar\" aria-labelledby=\"\(id)-h\"><thead><tr>"
    for column in 0..<7 {
      let weekdayName = firstWeekday.advanced(by: column).name
      html +=
        "<th scope=\"col\"><abbr title=\"\(weekdayName)\">\(weekdayName.prefix(1))</abbr></th>"
    }
    html += "</tr></thead><tbody>\n<tr>"
    let lead = ((days.first?.day.weekday ?? 1) - firstWeekday.rawValue + 7) % 7
    html += String(repeating: "<td></td>", count: lead)
    let side = DecimalFormat(maximumFractionDigits: 0).string(cellSide)
    for (index, day) in days.enumerated() {
      if index > 0, (lead + index) % 7 == 0 { html += "</tr>\n<tr>" }
      let date = day.day.description
      var classes = "day"
      if !day.hasData { classes += " empty" }
      if day.isAhead { classes += " ahead" }
      if day.day == today { classes += " today" }
      html += "<td><div class=\"\(classes)\" id=\"d\(date)\""
      if day.day == today { html += " aria-current=\"date\"" }
      html += " data-day=\"\(date)\" tabindex=\"0\" role=\"img\""
      html += " aria-label=\"\(XMLEscaping.text(day.label))\""
      html += " data-tip=\"\(XMLEscaping.text(day.tooltip).replacingNewlines())\">"
      html += "<span class=\"number\" aria-hidden=\"true\">\(day.day.day)</span>"
      html += "<svg viewBox=\"0 0 \(side) \(side)\" width=\"\(side)\" height=\"\(side)\""
      // A day ahead keeps its cell's size, with nothing drawn in it.
      html += " aria-hidden=\"true\">\(day.isAhead ? "" : nextFragment())</svg></div></td>"
    }
    let trailing = (7 - (lead + days.count) % 7) % 7
    html += String(repeating: "<td></td>", count: trailing)
    return html + "</tr>\n</tbody></table>\n</div>\n"
  }

  /// A sentence of a period's days and closed rings.
  private static func lead(_ statistics: ActivityStatistics) -> String {
    guard let span = statistics.span, let total = statistics.total else {
      return "No Activity summary."
    }
    var parts: [String] = []
    for target in RingTarget.allCases {
      let count = total.count(of: target)
      let name = target == .all ? "all three" : target.name
      parts.append("\(name) closed on \(count.closed) of \(count.counted) days")
    }
    var text =
      "\(total.days) days, \(ReportFigures.range(span.first, span.last)): "
      + "\(total.daysWithData) with data"
    if total.daysWithoutData > 0 { text += ", \(total.daysWithoutData) without" }
    return text + ". " + parts.joined(separator: "; ") + "."
  }

  private static func newYear(_ year: Int) -> CalendarDay? {
    try? CalendarDay(year: year, month: 1, day: 1)
  }

  private static func newYearsEve(_ year: Int) -> CalendarDay? {
    try? CalendarDay(year: year, month: 12, day: 31)
  }
}

extension String {
  /// Line feeds as `&#10;`, so an attribute value keeps its line breaks through HTML's
  /// attribute normalisation.
  fileprivate func replacingNewlines() -> String {
    split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "&#10;")
  }
}

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
/// parts (`h3`), each month (`h4`). The figures are those of `ActivityStatistics`.
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

  /// The whole page, as UTF-8 text ending in a newline.
  ///
  /// - Throws: ``ReportError/nothingToShow`` without a year to show, ``ReportError/invalidYear(_:)``
  ///   and ``ReportError/backwardRange(since:until:)`` for bad options, and
  ///   ``ReportError/cannotDraw(day:reason:)`` for a summary with a NaN or an infinite value.
  public func html() throws(ReportError) -> String {
    let years = try years()
    guard let firstYear = years.first, let lastYear = years.last else {
      throw .nothingToShow
    }
    let shownYears = Set(years)
    var byDay: [CalendarDay: ActivitySummary] = [:]
    for summary in summaries {
      guard let day = summary.day.flatMap(inRange), shownYears.contains(day.year) else { continue }
      byDay[day] = summary
    }
    let shown = Array(byDay.values)
    let overall = ActivityStatistics(
      summaries: shown, from: Self.newYear(firstYear), through: Self.newYearsEve(lastYear))
    var drawing: SVGSharedDrawing
    do {
      drawing = try SVGSharedDrawing(
        coordinateFractionDigits: Self.coordinateDigits, identifierPrefix: "r")
    } catch {
      throw .cannotDraw(day: nil, reason: error.description)
    }
    // Every day of every month shown, drawn in page order.
    var months: [(year: Int, month: Int, days: [ReportDay])] = []
    for year in years {
      for month in 1...12 {
        let dayCount = CalendarDay.daysIn(month: month, year: year)
        let dates = (1...dayCount).compactMap {
          try? CalendarDay(year: year, month: month, day: $0)
        }
        let watch = dates.contains { byDay[$0]?.hasWatchRings == true }
        var days: [ReportDay] = []
        for date in dates {
          do {
            let day = try ReportDay(
              day: date, summary: byDay[date], emptyStyle: watch ? .threeRings : .moveOnly,
              cellSide: Self.cellSide)
            try drawing.add(day.drawList)
            days.append(day)
          } catch {
            throw .cannotDraw(day: date, reason: "\(error)")
          }
        }
        months.append((year, month, days))
      }
    }
    let drawn = drawing.result()
    var fragments = drawn.fragments.makeIterator()

    var html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    let span = firstYear == lastYear ? "\(firstYear)" : "\(firstYear)–\(lastYear)"
    let title = XMLEscaping.text(options.title ?? "Activity rings, \(span)")
    html += "<title>\(title)</title>\n"
    html += "<style>\n\(ReportStyle.css)\n</style>\n</head>\n<body>\n"
    html += drawn.definitions
    html += "<header>\n<h1>\(title)</h1>\n"
    if years.count > 1 { html += "<p class=\"lead\">\(Self.lead(overall))</p>\n" }
    html += "<nav class=\"years\" aria-label=\"Years\"><ul>"
    for year in years { html += "<li><a href=\"#y\(year)\">\(year)</a></li>" }
    html += "</ul></nav>\n</header>\n<main>\n"
    if years.count > 1 {
      html += "<section aria-labelledby=\"overview\">\n<h2 id=\"overview\">All years</h2>\n"
      html += ReportFigures(statistics: overall, headingLevel: 3).awards + "\n</section>\n"
    }
    for year in years {
      let statistics = ActivityStatistics(
        summaries: shown, from: Self.newYear(year), through: Self.newYearsEve(year))
      let figures = ReportFigures(statistics: statistics, headingLevel: 3)
      html += "<section class=\"year\" id=\"y\(year)\" aria-labelledby=\"y\(year)-h\">\n"
      html += "<h2 id=\"y\(year)-h\">\(year)</h2>\n<p class=\"lead\">\(Self.lead(statistics))</p>\n"
      html += "<div class=\"summary\">\n<div>" + figures.rates(year: year) + "</div>\n<div>"
      html += figures.awards + "</div>\n</div>\n"
      html += "<h3>Months</h3>\n<div class=\"months\">\n"
      for month in months where month.year == year {
        html += Self.calendar(year: year, month: month.month, days: month.days) {
          fragments.next() ?? ""
        }
      }
      html += "</div>\n</section>\n"
    }
    html += "</main>\n<script>\n\(ReportScript.source)\n</script>\n</body>\n</html>\n"
    return html
  }

  /// One month: its heading and a Monday-first table of day cells.
  private static func calendar(
    year: Int, month: Int, days: [ReportDay], nextFragment: () -> String
  ) -> String {
    let id = "m\(year)-\(month < 10 ? "0" : "")\(month)"
    let name = "\(CalendarDay.monthName(month)) \(year)"
    var html = "<div class=\"month\" id=\"\(id)\">\n<h4 id=\"\(id)-h\">\(name)</h4>\n"
    html += "<table class=\"calendar\" aria-labelledby=\"\(id)-h\"><thead><tr>"
    for weekday in 1...7 {
      let weekdayName = CalendarDay.weekdayName(weekday)
      html +=
        "<th scope=\"col\"><abbr title=\"\(weekdayName)\">\(weekdayName.prefix(1))</abbr></th>"
    }
    html += "</tr></thead><tbody>\n<tr>"
    let lead = (days.first?.day.weekday ?? 1) - 1
    html += String(repeating: "<td></td>", count: lead)
    let side = DecimalFormat(maximumFractionDigits: 0).string(cellSide)
    for (index, day) in days.enumerated() {
      if index > 0, (lead + index) % 7 == 0 { html += "</tr>\n<tr>" }
      let date = day.day.description
      html += "<td><div class=\"day\(day.hasData ? "" : " empty")\" id=\"d\(date)\""
      html += " data-day=\"\(date)\" tabindex=\"0\" role=\"img\""
      html += " aria-label=\"\(XMLEscaping.text(day.label))\""
      html += " data-tip=\"\(XMLEscaping.text(day.tooltip).replacingNewlines())\">"
      html += "<span class=\"number\" aria-hidden=\"true\">\(day.day.day)</span>"
      html += "<svg viewBox=\"0 0 \(side) \(side)\" width=\"\(side)\" height=\"\(side)\""
      html += " aria-hidden=\"true\">\(nextFragment())</svg></div></td>"
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

import ActivityRings
import ActivityRingsSVG

/// The report's figures as HTML: streaks, awards and records (for the whole page and for each
/// year), and a year's close rates by month as bars with their percentages.
///
/// ```swift
/// let html = ReportFigures(statistics: year, headingLevel: 3).awards
/// ```
struct ReportFigures {
  let statistics: ActivityStatistics
  /// The level of the headings inside (2 for the page's overview, 3 inside a year).
  let headingLevel: Int

  private static let number = DecimalFormat(maximumFractionDigits: 1)

  /// Streaks, then awards and records.
  var awards: String {
    var html = heading("Streaks")
    html += "<div class=\"scroll\"><table class=\"figures\"><thead><tr><th scope=\"col\">Ring</th>"
    html += "<th scope=\"col\">Longest</th><th scope=\"col\">Current</th></tr></thead><tbody>"
    for summary in statistics.streaks {
      html += "<tr>" + ringHeader(summary.target)
      html += "<td>" + Self.streak(summary.longest) + "</td><td>" + Self.streak(summary.current)
      html += "</td></tr>"
    }
    html += "</tbody></table></div>"
    html += heading("Awards and records")
    html += "<div class=\"scroll\"><table class=\"figures\"><tbody>"
    let weeks = RingTarget.allCases.map { target in
      "<span class=\"\(Self.cssClass(target))\">\(target.name) "
        + "\(statistics.perfectWeeks(of: target).count)</span>"
    }
    html += row("Perfect weeks", weeks.joined(separator: ", "))
    let months = statistics.perfectMoveMonths.map {
      "\(CalendarDay.monthName($0.month)) \($0.year)"
    }
    html += row(
      "Perfect Move months",
      "<span class=\"move\">\(months.count)</span>"
        + (months.isEmpty ? "" : ": " + XMLEscaping.text(months.joined(separator: ", "))))
    let total = statistics.total
    html += row("Move goal 200%", Self.days(total?.doubleMoveDays ?? 0))
    html += row("Move goal 300%", Self.days(total?.tripleMoveDays ?? 0))
    for record in statistics.records {
      let name = record.measure == .moveTime ? "Move time" : record.measure.ring.name
      var value = Self.number.string(record.value) + " " + record.unit
      if record.measure == .activeEnergy, record.unit != EnergyUnit.kilocalories.symbol {
        value += " (\(Self.number.string(record.comparable)) kcal)"
      }
      html += row(
        "Best \(name) day",
        "<span class=\"\(record.measure.ring.rawValue)\">\(value)</span> on "
          + Self.range(record.day, record.day))
    }
    if let gap = statistics.longestGap {
      html += row(
        "Longest without data",
        Self.days(gap.days) + ", " + Self.range(gap.first, gap.last))
    }
    return html + "</tbody></table></div>"
  }

  /// A year's close rate per ring and month: a bar of the rate's height and the percentage;
  /// months without a day that counts say so.
  func rates(year: Int) -> String {
    var html = heading("Close rates by month")
    html += "<div class=\"scroll\"><table class=\"rates\"><thead><tr><th scope=\"col\">Ring</th>"
    for month in 1...12 {
      let name = CalendarDay.monthName(month)
      html += "<th scope=\"col\"><abbr title=\"\(name)\">\(name.prefix(3))</abbr></th>"
    }
    html += "</tr></thead><tbody>"
    for target in RingTarget.allCases {
      html += "<tr class=\"\(Self.cssClass(target))\">" + ringHeader(target)
      for month in 1...12 {
        let period = statistics.months.first { $0.year == year && $0.month == month }
        guard let count = period?.count(of: target), let rate = count.rate else {
          html +=
            "<td class=\"none\"><span aria-hidden=\"true\">–</span>"
            + "<span class=\"visually-hidden\">no data</span></td>"
          continue
        }
        let percent = Int((rate * 100).rounded(.down))
        html +=
          "<td title=\"\(count.closed) of \(count.counted) days\">"
          + "<span class=\"bar\" style=\"--rate:\(Self.rate.string(rate))\"></span>\(percent)%</td>"
      }
      html += "</tr>"
    }
    return html + "</tbody></table></div>"
      + "<p class=\"note\">Closed days ÷ days that could close (with data and a goal).</p>"
  }

  private static let rate = DecimalFormat(maximumFractionDigits: 3)

  private func heading(_ text: String) -> String {
    "<h\(headingLevel)>\(text)</h\(headingLevel)>"
  }

  private func row(_ name: String, _ value: String) -> String {
    "<tr><th scope=\"row\">\(name)</th><td>\(value)</td></tr>"
  }

  private func ringHeader(_ target: RingTarget) -> String {
    "<th scope=\"row\" class=\"\(Self.cssClass(target))\">\(target.name)</th>"
  }

  private static func cssClass(_ target: RingTarget) -> String {
    target.ring?.rawValue ?? "all"
  }

  private static func streak(_ streak: Streak?) -> String {
    guard let streak else { return "none" }
    return days(streak.length) + ", " + range(streak.first, streak.last)
  }

  private static func days(_ count: Int) -> String { count == 1 ? "1 day" : "\(count) days" }

  /// "16 May 2019", "16 to 25 May 2019", "30 April to 2 May 2019", "30 December 2018 to 2
  /// January 2019".
  static func range(_ first: CalendarDay, _ last: CalendarDay) -> String {
    func date(_ day: CalendarDay, month: Bool = true, year: Bool = true) -> String {
      var text = String(day.day)
      if month { text += " " + CalendarDay.monthName(day.month) }
      if year { text += " \(day.year)" }
      return text
    }
    guard first != last else { return date(first) }
    guard first.year == last.year else { return "\(date(first)) to \(date(last))" }
    guard first.month == last.month else {
      return "\(date(first, year: false)) to \(date(last))"
    }
    return "\(date(first, month: false, year: false)) to \(date(last))"
  }
}

import ActivityRings
import ActivityRingsASCII

/// `rings stats` for people: the span, streaks, awards, records, goals over time and a close-rate
/// table per year and month, in aligned columns, ring names and figures in the ring colours when
/// colour is on.
///
/// ```
/// Activity from 2026-05-30 to 2026-07-05: 37 days, 36 with data, 1 without, 0 paused
///   longest without data: 2026-07-02 (1 day)
///
/// Streaks      longest                          current
///   Move       31 days  2026-06-01 to 2026-07-01   2 days  2026-07-03 to 2026-07-04
/// …
/// ```
struct StatisticsText {
  /// The colour output; ``ASCIIRenderer/ColorDepth/none`` for plain text.
  let color: ASCIIRenderer.ColorDepth
  /// The most goal periods listed per ring; beyond it, the latest ones and a count.
  static let goalPeriodsShown = 6

  private static let number = DecimalFormat(maximumFractionDigits: 1)

  /// The whole text, ending in a newline.
  func text(of statistics: ActivityStatistics) -> String {
    guard let span = statistics.span, let total = statistics.total else {
      return "No Activity summary in the days read.\n"
    }
    var lines = [
      "Activity from \(span.first) to \(span.last): \(Self.days(total.days)), "
        + "\(total.daysWithData) with data, \(total.daysWithoutData) without, "
        + "\(total.pausedDays) paused"
    ]
    if let gap = statistics.longestGap {
      lines.append(
        "  longest without data: \(Self.range(gap.first, gap.last)) (\(Self.days(gap.days)))")
    }
    lines += [""] + streaks(statistics) + [""] + awards(statistics, total: total)
    lines += [""] + records(statistics) + [""] + goals(statistics) + [""] + rates(statistics)
    return lines.joined(separator: "\n") + "\n"
  }

  private func streaks(_ statistics: ActivityStatistics) -> [String] {
    var rows: [[Cell]] = [[Cell("Streaks"), Cell("longest"), Cell(""), Cell("current")]]
    for summary in statistics.streaks {
      let color = summary.target.ring?.color
      func cells(_ streak: Streak?) -> [Cell] {
        guard let streak else { return [Cell("none", right: true), Cell("")] }
        return [
          Cell(Self.days(streak.length), right: true, color: color),
          Cell(Self.range(streak.first, streak.last)),
        ]
      }
      rows.append(
        [Cell("  " + summary.target.name, color: color)] + cells(summary.longest)
          + cells(summary.current))
    }
    return table(rows)
  }

  private func awards(_ statistics: ActivityStatistics, total: PeriodStatistics) -> [String] {
    let weeks = RingTarget.allCases.map { target in
      colored("\(target.name) \(statistics.perfectWeeks(of: target).count)", target)
    }
    let months = statistics.perfectMoveMonths.map { String($0.description.prefix(7)) }
    var monthsText = colored("Move \(months.count)", .move)
    if !months.isEmpty {
      let shown = months.suffix(6)
      monthsText += ": " + (months.count > shown.count ? "…, " : "") + shown.joined(separator: ", ")
    }
    return table([
      [Cell("Awards")],
      [Cell("  Perfect weeks"), Cell(weeks.joined(separator: ", "), preformatted: true)],
      [Cell("  Perfect months"), Cell(monthsText, preformatted: true)],
      [Cell("  Move goal 200%"), Cell(Self.days(total.doubleMoveDays))],
      [Cell("  Move goal 300%"), Cell(Self.days(total.tripleMoveDays))],
    ])
  }

  private func records(_ statistics: ActivityStatistics) -> [String] {
    var rows: [[Cell]] = [[Cell("Records")]]
    for record in statistics.records {
      let color = record.measure.ring.color
      let name = record.measure == .moveTime ? "Move time" : record.measure.ring.name
      var value = Self.number.string(record.value) + " " + record.unit
      if record.measure == .activeEnergy, record.unit != EnergyUnit.kilocalories.symbol {
        value += " (\(Self.number.string(record.comparable)) kcal)"
      }
      rows.append([
        Cell("  " + name, color: color), Cell(value, right: true, color: color),
        Cell(record.day.description),
      ])
    }
    if statistics.records.isEmpty { rows.append([Cell("  none")]) }
    return table(rows)
  }

  private func goals(_ statistics: ActivityStatistics) -> [String] {
    var rows: [[Cell]] = [[Cell("Goals")]]
    for ring in RingKind.allCases {
      let periods = statistics.goalPeriods(of: ring)
      guard !periods.isEmpty else { continue }
      let shown = periods.suffix(Self.goalPeriodsShown)
      if periods.count > shown.count {
        // One cell: it does not widen the name column.
        rows.append([
          Cell(
            "  \(color.colored(ring.name, ring.color)): \(periods.count - 1) changes, the latest "
              + "\(shown.count) periods:", preformatted: true)
        ])
      }
      for (index, period) in shown.enumerated() {
        let name = index == 0 && periods.count == shown.count ? "  " + ring.name : ""
        rows.append([
          Cell(name, color: ring.color),
          Cell(Self.number.string(period.goal) + " " + period.unit, right: true, color: ring.color),
          Cell(Self.range(period.first, period.last)),
          Cell("(\(Self.days(period.days)) recorded)"),
        ])
      }
    }
    return table(rows)
  }

  private func rates(_ statistics: ActivityStatistics) -> [String] {
    var rows: [[Cell]] = [
      [Cell("Close rates"), Cell("days", right: true), Cell("with data", right: true)]
        + RingTarget.allCases.flatMap { target in
          [Cell(target.name, right: true, color: target.ring?.color), Cell("")]
        } + [Cell("200%", right: true), Cell("300%", right: true)]
    ]
    func row(_ period: PeriodStatistics, indent: String) -> [Cell] {
      [
        Cell(indent + period.name), Cell(String(period.days), right: true),
        Cell(String(period.daysWithData), right: true),
      ]
        + period.counts.flatMap { count -> [Cell] in
          let color = count.target.ring?.color
          guard let rate = count.rate else {
            return [Cell("-", right: true), Cell("", right: true)]
          }
          return [
            Cell("\(count.closed)/\(count.counted)", right: true),
            Cell("\(Int((rate * 100).rounded(.down)))%", right: true, color: color),
          ]
        } + [
          Cell(String(period.doubleMoveDays), right: true),
          Cell(String(period.tripleMoveDays), right: true),
        ]
    }
    for year in statistics.years {
      rows.append(row(year, indent: "  "))
      rows += statistics.months.filter { $0.year == year.year }.map { row($0, indent: "    ") }
    }
    return table(rows) + [
      "  closed/counted days: counted days could close the ring (not paused, with data and a goal); - where none could"
    ]
  }

  /// One cell of a table: its text, alignment and colour.
  private struct Cell {
    let text: String
    let right: Bool
    let color: RGBColor?
    /// Text that already holds escape sequences: not coloured again, and its width is that of
    /// its characters outside them.
    let preformatted: Bool

    init(_ text: String, right: Bool = false, color: RGBColor? = nil, preformatted: Bool = false) {
      self.text = text
      self.right = right
      self.color = color
      self.preformatted = preformatted
    }

    var width: Int {
      guard preformatted else { return text.count }
      var count = 0
      var inEscape = false
      for character in text {
        if character == "\u{1B}" {
          inEscape = true
        } else if inEscape {
          if character == "m" { inEscape = false }
        } else {
          count += 1
        }
      }
      return count
    }
  }

  /// Rows padded into columns two spaces apart, trailing spaces trimmed.
  private func table(_ rows: [[Cell]]) -> [String] {
    let columns = rows.map(\.count).max() ?? 0
    var widths = [Int](repeating: 0, count: columns)
    // A row with one cell (a heading) does not widen the first column.
    for row in rows where row.count > 1 {
      for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.width) }
    }
    return rows.map { row in
      var line = ""
      for (index, cell) in row.enumerated() {
        let padding = String(repeating: " ", count: max(0, widths[index] - cell.width))
        let shown =
          cell.preformatted
          ? cell.text : cell.color.map { color.colored(cell.text, $0) } ?? cell.text
        if index > 0 { line += "  " }
        line += cell.right ? padding + shown : shown + padding
      }
      while line.hasSuffix(" ") { line.removeLast() }
      return line
    }
  }

  private func colored(_ text: String, _ target: RingTarget) -> String {
    target.ring.map { color.colored(text, $0.color) } ?? text
  }

  private static func days(_ count: Int) -> String { count == 1 ? "1 day" : "\(count) days" }

  private static func range(_ first: CalendarDay, _ last: CalendarDay) -> String {
    first == last ? first.description : "\(first) to \(last)"
  }
}

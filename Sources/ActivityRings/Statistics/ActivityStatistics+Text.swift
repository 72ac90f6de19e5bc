extension ActivityStatistics {
  /// The most goal periods ``text(coloring:)`` lists per ring; beyond it, the latest ones and a
  /// count.
  static let goalPeriodsShown = 6

  /// The statistics for people, as `rings stats` prints them: the span, streaks, awards,
  /// records, goals over time and a close-rate table per year and month, in aligned columns,
  /// ending in a newline.
  ///
  /// ```swift
  /// print(statistics.text(), terminator: "")
  /// // Activity from 2026-05-30 to 2026-07-05: 37 days, 36 with data, 1 without, 0 paused
  /// //   longest without data: 2026-07-02 (1 day)
  /// //
  /// // Streaks      longest                          current
  /// //   Move       31 days  2026-06-01 to 2026-07-01   2 days  2026-07-03 to 2026-07-04
  /// // …
  /// ```
  ///
  /// Ring names and their figures are written through `coloring` with the ring's colour; by
  /// default it returns the text as it is. In a terminal, pass ANSI colour:
  ///
  /// ```swift
  /// let depth = ASCIIRenderer.ColorDepth.trueColor  // ActivityRingsASCII
  /// print(statistics.text(coloring: depth.colored), terminator: "")
  /// ```
  ///
  /// - Parameter coloring: writes a text in a colour; it is given only text that is not empty.
  public func text(coloring: (_ text: String, _ color: RGBColor) -> String = { text, _ in text })
    -> String
  {
    guard let span, let total else { return "No Activity summary in the days read.\n" }
    var lines = [
      "Activity from \(span.first) to \(span.last): \(Self.days(total.days)), "
        + "\(total.daysWithData) with data, \(total.daysWithoutData) without, "
        + "\(total.pausedDays) paused"
    ]
    if let longestGap {
      lines.append(
        "  longest without data: \(Self.range(longestGap.first, longestGap.last)) "
          + "(\(Self.days(longestGap.days)))")
    }
    let tables = [streaksTable, awardsTable(total: total), recordsTable, goalsTable, ratesTable]
    for table in tables {
      lines += [""] + table.lines { text, color in text.isEmpty ? text : coloring(text, color) }
    }
    lines.append(
      "  closed/counted days: counted days could close the ring (not paused, with data and a "
        + "goal); - where none could")
    return lines.joined(separator: "\n") + "\n"
  }

  private typealias Cell = TextTable.Cell

  private var streaksTable: TextTable {
    var rows: [[Cell]] = [[Cell("Streaks"), Cell("longest"), Cell(""), Cell("current")]]
    for summary in streaks {
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
    return TextTable(rows: rows)
  }

  private func awardsTable(total: PeriodStatistics) -> TextTable {
    var weeks: [(text: String, color: RGBColor?)] = []
    for target in RingTarget.allCases {
      if !weeks.isEmpty { weeks.append((", ", nil)) }
      weeks.append(("\(target.name) \(perfectWeeks(of: target).count)", target.ring?.color))
    }
    let months = perfectMoveMonths.map { String($0.description.prefix(7)) }
    var monthRuns: [(text: String, color: RGBColor?)] = [
      ("Move \(months.count)", RingKind.move.color)
    ]
    if !months.isEmpty {
      let shown = months.suffix(6)
      monthRuns.append(
        (": " + (months.count > shown.count ? "…, " : "") + shown.joined(separator: ", "), nil))
    }
    return TextTable(rows: [
      [Cell("Awards")],
      [Cell("  Perfect weeks"), Cell(runs: weeks)],
      [Cell("  Perfect months"), Cell(runs: monthRuns)],
      [Cell("  Move goal 200%"), Cell(Self.days(total.doubleMoveDays))],
      [Cell("  Move goal 300%"), Cell(Self.days(total.tripleMoveDays))],
    ])
  }

  private var recordsTable: TextTable {
    let number = DecimalFormat(maximumFractionDigits: 1)
    var rows: [[Cell]] = [[Cell("Records")]]
    for record in records {
      let color = record.measure.ring.color
      let name = record.measure == .moveTime ? "Move time" : record.measure.ring.name
      var value = number.string(record.value) + " " + record.unit
      if record.measure == .activeEnergy, record.unit != EnergyUnit.kilocalories.symbol {
        value += " (\(number.string(record.comparable)) kcal)"
      }
      rows.append([
        Cell("  " + name, color: color), Cell(value, right: true, color: color),
        Cell(record.day.description),
      ])
    }
    if records.isEmpty { rows.append([Cell("  none")]) }
    return TextTable(rows: rows)
  }

  private var goalsTable: TextTable {
    let number = DecimalFormat(maximumFractionDigits: 1)
    var rows: [[Cell]] = [[Cell("Goals")]]
    for ring in RingKind.allCases {
      let periods = goalPeriods(of: ring)
      guard !periods.isEmpty else { continue }
      let shown = periods.suffix(Self.goalPeriodsShown)
      if periods.count > shown.count {
        // One cell: it does not widen the name column.
        rows.append([
          Cell(runs: [
            ("  ", nil), (ring.name, ring.color),
            (": \(periods.count - 1) changes, the latest \(shown.count) periods:", nil),
          ])
        ])
      }
      for (index, period) in shown.enumerated() {
        let name = index == 0 && periods.count == shown.count ? "  " + ring.name : ""
        rows.append([
          Cell(name, color: ring.color),
          Cell(number.string(period.goal) + " " + period.unit, right: true, color: ring.color),
          Cell(Self.range(period.first, period.last)),
          Cell("(\(Self.days(period.days)) recorded)"),
        ])
      }
    }
    return TextTable(rows: rows)
  }

  private var ratesTable: TextTable {
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
          guard let rate = count.rate else {
            return [Cell("-", right: true), Cell("", right: true)]
          }
          return [
            Cell("\(count.closed)/\(count.counted)", right: true),
            Cell(
              "\(Int((rate * 100).rounded(.down)))%", right: true, color: count.target.ring?.color),
          ]
        } + [
          Cell(String(period.doubleMoveDays), right: true),
          Cell(String(period.tripleMoveDays), right: true),
        ]
    }
    for year in years {
      rows.append(row(year, indent: "  "))
      rows += months.filter { $0.year == year.year }.map { row($0, indent: "    ") }
    }
    return TextTable(rows: rows)
  }

  private static func days(_ count: Int) -> String { count == 1 ? "1 day" : "\(count) days" }

  private static func range(_ first: CalendarDay, _ last: CalendarDay) -> String {
    first == last ? first.description : "\(first) to \(last)"
  }
}

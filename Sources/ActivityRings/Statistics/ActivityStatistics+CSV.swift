extension ActivityStatistics {
  /// The columns of ``csv``'s header line: the period, its kind, first and last day and counts
  /// of days, each target's closed and counted days and rate, and the 200% and 300% Move days.
  public static var csvColumns: [String] {
    ["period", "kind", "first", "last", "days", "daysWithData", "daysWithoutData", "pausedDays"]
      + RingTarget.allCases.flatMap { target in
        ["Closed", "Counted", "Rate"].map { target.rawValue + $0 }
      } + ["doubleMoveDays", "tripleMoveDays"]
  }

  /// The statistics as CSV, as `rings stats --format csv` writes them: the header, a row for the
  /// whole span, then each year followed by its months; a line per row, each ending in a
  /// newline.
  ///
  /// ```swift
  /// print(statistics.csv, terminator: "")
  /// // period,kind,first,last,days,daysWithData,daysWithoutData,pausedDays,moveClosed,moveCounted,moveRate,…
  /// // all,all,2026-05-30,2026-07-05,37,36,1,0,33,35,0.9429,…
  /// // 2026,year,2026-05-30,2026-07-05,37,36,1,0,33,35,0.9429,…
  /// // 2026-05,month,2026-05-30,2026-05-31,2,2,0,0,0,1,0,…
  /// ```
  ///
  /// A rate is closed ÷ counted days to four decimals, and empty when no day counts (a month
  /// without data has no rate, not 0). Without a summary in range, only the header.
  public var csv: String {
    let rate = DecimalFormat(maximumFractionDigits: 4)
    func row(_ period: PeriodStatistics) -> [String] {
      let days = [period.days, period.daysWithData, period.daysWithoutData, period.pausedDays]
      return [period.name, period.kind.rawValue, period.first.description, period.last.description]
        + days.map(String.init)
        + period.counts.flatMap { count in
          [String(count.closed), String(count.counted), count.rate.map(rate.string) ?? ""]
        } + [String(period.doubleMoveDays), String(period.tripleMoveDays)]
    }
    var rows = [Self.csvColumns]
    if let total { rows.append(row(total)) }
    for year in years {
      rows.append(row(year))
      rows += months.filter { $0.year == year.year }.map(row)
    }
    return rows.map { $0.joined(separator: ",") + "\n" }.joined()
  }
}

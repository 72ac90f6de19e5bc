import ActivityRings

/// Gathers summaries and warnings while an export is read: keeps days within the date range,
/// keeps the later of two summaries for the same day (with a warning), and bounds memory with
/// ``HealthImportLimits/maximumDays`` and ``HealthImportLimits/maximumWarnings``.
///
/// ```swift
/// var collector = SummaryCollector(since: nil, until: nil, limits: HealthImportLimits())
/// collector.add(SummaryAssembler.assemble(values, line: 98), line: 98)
/// let result = collector.finish()
/// ```
struct SummaryCollector {
  let since: CalendarDay?
  let until: CalendarDay?
  let limits: HealthImportLimits
  private var days: [CalendarDay: (summary: ActivitySummary, line: Int?)] = [:]
  private var warnings: [HealthImportWarning] = []
  private var droppedWarnings = 0
  private var droppedDays = 0
  /// The first and last day of every summary met, in the range or not.
  private var coveredDays: ClosedRange<CalendarDay>?

  init(since: CalendarDay?, until: CalendarDay?, limits: HealthImportLimits) {
    self.since = since
    self.until = until
    self.limits = limits
  }

  /// The number of days kept so far.
  var dayCount: Int { days.count }

  /// Whether `day` is inside the requested range.
  func accepts(_ day: CalendarDay) -> Bool {
    if let since, day < since { return false }
    if let until, until < day { return false }
    return true
  }

  /// Adds an assembled row met at `line`: its warnings (when its day is in range, or it has
  /// none), then its summary.
  mutating func add(_ row: SummaryAssembler.Row, line: Int?) {
    guard let summary = row.summary, let day = summary.day else {
      row.warnings.forEach { warn($0) }
      return
    }
    if let covered = coveredDays {
      if day < covered.lowerBound {
        coveredDays = day...covered.upperBound
      } else if covered.upperBound < day {
        coveredDays = covered.lowerBound...day
      }
    } else {
      coveredDays = day...day
    }
    guard accepts(day) else { return }
    row.warnings.forEach { warn($0) }
    if let earlier = days[day] {
      let place = earlier.line.map { " (first at line \($0))" } ?? ""
      warn(
        HealthImportWarning(
          kind: .duplicateDay, line: line,
          message: "\(day) appears again\(place); kept the later summary"))
    } else if days.count >= limits.maximumDays {
      droppedDays += 1
      return
    }
    days[day] = (summary, line)
  }

  /// Records a warning, or counts it once the limit is reached.
  mutating func warn(_ warning: HealthImportWarning) {
    if warnings.count < limits.maximumWarnings {
      warnings.append(warning)
    } else {
      droppedWarnings += 1
    }
  }

  /// The summaries sorted by day, and the warnings with the overflow counts last.
  func finish() -> HealthImport {
    var warnings = self.warnings
    if droppedDays > 0 {
      warnings.append(
        HealthImportWarning(
          kind: .tooManyDays,
          message:
            "skipped \(droppedDays) more day\(droppedDays == 1 ? "" : "s") past the limit of "
            + "\(limits.maximumDays)"))
    }
    if droppedWarnings > 0 {
      warnings.append(
        HealthImportWarning(
          kind: .tooManyWarnings,
          message:
            "and \(droppedWarnings) more warning\(droppedWarnings == 1 ? "" : "s") "
            + "(only the first \(limits.maximumWarnings) are listed)"))
    }
    let summaries = days.values.map(\.summary).sorted { lhs, rhs in
      guard let left = lhs.day, let right = rhs.day else { return false }
      return left < right
    }
    return HealthImport(summaries: summaries, warnings: warnings, coveredDays: coveredDays)
  }
}

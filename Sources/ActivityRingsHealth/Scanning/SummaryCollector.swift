import ActivityRings

/// Gathers summaries and warnings while an export is read: keeps days within the date range,
/// keeps the later of two summaries for the same day (with a warning), and bounds memory with
/// ``HealthImportLimits/maximumDays`` and ``HealthImportLimits/maximumWarnings``.
///
/// ```swift
/// var collector = SummaryCollector(since: nil, until: nil, limits: HealthImportLimits())
/// SummaryAssembler.assemble(values, source: row, line: 98, into: &collector)
/// let result = collector.finish()
/// ```
///
/// Summaries are kept in the order met, with a dictionary from day to place; the result is
/// sorted at the end only when the input was not already in order (a real export is), so
/// memory and time stay linear in the days kept.
struct SummaryCollector {
  let since: CalendarDay?
  let until: CalendarDay?
  let limits: HealthImportLimits
  /// The summaries kept, in the order their days were first met, with the line of each.
  private var summaries: [ActivitySummary] = []
  private var lines: [Int?] = []
  /// Where each day's summary is in `summaries`, by ``key(_:)``.
  private var places: [Int: Int] = [:]
  /// Whether every day so far came after the one before, and the last day's key.
  private var inOrder = true
  private var lastKey: Int?
  private var warnings: [HealthImportWarning] = []
  /// The bytes of the kept warnings' descriptions, each with its line break.
  private var warningBytes = 0
  /// Whether a warning did not fit in ``HealthImportLimits/maximumWarningBytes``: no more are
  /// kept.
  private var warningTextIsFull = false
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
  var dayCount: Int { summaries.count }

  /// Notes `day` as met (for the days the export covers, in the range or not) and returns
  /// whether it is inside the requested range.
  mutating func meets(_ day: CalendarDay) -> Bool {
    if let covered = coveredDays {
      if day < covered.lowerBound {
        coveredDays = day...covered.upperBound
      } else if covered.upperBound < day {
        coveredDays = covered.lowerBound...day
      }
    } else {
      coveredDays = day...day
    }
    if let since, day < since { return false }
    if let until, until < day { return false }
    return true
  }

  /// Adds the summary of `day`, met at `line`: a new day (while under the day limit), or a
  /// later summary for a day already read, which replaces it with a warning.
  ///
  /// - Complexity: O(1) on average: one hash lookup.
  mutating func add(_ summary: ActivitySummary, day: CalendarDay, line: Int?) {
    let key = Self.key(day)
    if let place = places[key] {
      let earlier = lines[place]
      warn(
        HealthImportWarning(
          kind: .duplicateDay, line: line,
          message:
            "\(day) appears again\(earlier.map { " (first at line \($0))" } ?? ""); "
            + "kept the later summary"))
      summaries[place] = summary
      lines[place] = line
      return
    }
    guard summaries.count < limits.maximumDays else {
      droppedDays += 1
      return
    }
    if let lastKey, lastKey > key { inOrder = false }
    lastKey = key
    places[key] = summaries.count
    summaries.append(summary)
    lines.append(line)
  }

  /// A day as one integer (year, month and day packed in bits), so the dictionary hashes one
  /// word per summary rather than three.
  private static func key(_ day: CalendarDay) -> Int {
    day.year << 9 | day.month << 5 | day.day
  }

  /// Records a warning, or counts it once a limit is reached (the count of warnings, or of their
  /// bytes); the warning (and its text) is made only while they are not.
  mutating func warn(_ warning: @autoclosure () -> HealthImportWarning) {
    guard warnings.count < limits.maximumWarnings, !warningTextIsFull else {
      droppedWarnings += 1
      return
    }
    let made = warning()
    let bytes = made.description.utf8.count + 1
    guard warningBytes + bytes <= limits.maximumWarningBytes else {
      warningTextIsFull = true
      droppedWarnings += 1
      return
    }
    warningBytes += bytes
    warnings.append(made)
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
            + "(only the first \(self.warnings.count) are listed)"))
    }
    var summaries = self.summaries
    if !inOrder {
      summaries.sort { lhs, rhs in
        guard let left = lhs.day, let right = rhs.day else { return false }
        return left < right
      }
    }
    return HealthImport(summaries: summaries, warnings: warnings, coveredDays: coveredDays)
  }
}

import ActivityRings

/// Builds one `ActivityRings/ActivitySummary` from an export row's named values (XML
/// attributes or CSV columns), deciding what to do with each bad value.
///
/// ```swift
/// let row = SummaryAssembler.assemble(
///   [("dateComponents", "2016-04-14"), ("appleStandHours", "16")], line: 98)
/// row.summary?.appleStandHours  // 16
/// ```
///
/// The rules: every attribute is optional, and an empty value counts as absent; unknown
/// attributes are ignored. A value that is not a
/// plain decimal number (`.` separator, optional sign and exponent, no hex, no `nan`), or that
/// is negative, is left out (no data: that ring shows an empty track) and the rest of the day
/// is kept, with a warning naming the attribute, the value and the line. An unknown energy unit
/// leaves out both energy values, since they cannot be read in kilocalories. A summary without
/// a valid `dateComponents` is skipped with a warning: it cannot be placed on a day.
enum SummaryAssembler {
  /// A summary (or nil when skipped) and the warnings about it.
  struct Row {
    var summary: ActivitySummary?
    var warnings: [HealthImportWarning]
  }

  /// The numeric fields in export order, with the iOS 13 spelling of the move-time ones.
  private static let numberFields:
    [(
      name: String, legacyName: String?,
      keyPath: any WritableKeyPath<ActivitySummary, Double?> & Sendable
    )] = [
      ("activeEnergyBurned", nil, \.activeEnergyBurned),
      ("activeEnergyBurnedGoal", nil, \.activeEnergyBurnedGoal),
      ("appleMoveTime", "appleMoveMinutes", \.appleMoveTime),
      ("appleMoveTimeGoal", "appleMoveMinutesGoal", \.appleMoveTimeGoal),
      ("appleExerciseTime", nil, \.appleExerciseTime),
      ("appleExerciseTimeGoal", nil, \.appleExerciseTimeGoal),
      ("appleStandHours", nil, \.appleStandHours),
      ("appleStandHoursGoal", nil, \.appleStandHoursGoal),
    ]

  /// Assembles the summary described by `values`, met at `line`. When a name appears twice (a
  /// CSV header naming a column twice; the XML scanner skips such tags), the later value counts;
  /// the current move-time spelling wins over the iOS 13 one.
  ///
  /// - Complexity: O(number of values).
  static func assemble(_ values: [(name: String, value: String)], line: Int?) -> Row {
    var summary = ActivitySummary()
    var warnings: [HealthImportWarning] = []
    // A summary has about ten values: searching them from the end (the later value counts) is
    // quicker than hashing them into a dictionary.
    let named = { (name: String) -> String? in values.last { $0.name == name }?.value }
    var problems: [(field: String, text: String, reason: String)] = []
    for field in numberFields {
      let current = named(field.name)
      let spelling = current != nil ? field.name : field.legacyName
      // An empty value (an empty CSV field) is no data, like an absent one.
      guard let spelling, let text = current ?? named(spelling), !trimmed(text).isEmpty else {
        continue
      }
      switch parseNumber(text, field: spelling) {
      case .success(let number): summary[keyPath: field.keyPath] = number
      case .failure(let problem): problems.append((spelling, text, problem.reason))
      }
    }
    let dayText = named("dateComponents")
    let unitText = named("activeEnergyBurnedUnit").flatMap { trimmed($0).isEmpty ? nil : $0 }
    let trimmedDay = dayText.map(trimmed)
    guard let trimmedDay, !trimmedDay.isEmpty else {
      let reason = dayText == nil ? "has no dateComponents" : "has an empty dateComponents"
      warnings.append(
        HealthImportWarning(
          kind: .invalidDay, line: line,
          message: "an ActivitySummary \(reason); skipped it"))
      return Row(summary: nil, warnings: warnings)
    }
    do {
      summary.day = try CalendarDay(parsing: trimmedDay)
    } catch {
      let reason =
        switch error {
        case .malformed: "not a day in the form YYYY-MM-DD"
        case .nonexistentDay: "not a day of the calendar"
        }
      warnings.append(
        HealthImportWarning(
          kind: .invalidDay, line: line,
          message:
            "dateComponents is \(QuotedText.quoted(dayText ?? "")), \(reason); skipped the summary"
        ))
      return Row(summary: nil, warnings: warnings)
    }
    let day = trimmedDay
    if let unitText {
      if let unit = EnergyUnit(exportName: String(trimmed(unitText))) {
        summary.activeEnergyBurnedUnit = unit
      } else {
        let dropped = [summary.activeEnergyBurned, summary.activeEnergyBurnedGoal]
          .contains { $0 != nil }
        summary.activeEnergyBurned = nil
        summary.activeEnergyBurnedGoal = nil
        warnings.append(
          HealthImportWarning(
            kind: .invalidValue, line: line,
            message:
              "activeEnergyBurnedUnit is \(QuotedText.quoted(unitText)), not kcal, Cal or kJ; "
              + "kept \(day)"
              + (dropped ? " without its energy values" : "")))
      }
    }
    for problem in problems {
      warnings.append(
        HealthImportWarning(
          kind: .invalidValue, line: line,
          message:
            "\(problem.field) is \(QuotedText.quoted(problem.text)), \(problem.reason); "
            + "kept \(day) without it"
        ))
    }
    return Row(summary: summary, warnings: warnings)
  }

  /// Why a value is not a usable number.
  struct NumberProblem: Error {
    var reason: String
  }

  /// Reads a plain decimal number: optional sign, digits with an optional `.` fraction, optional
  /// exponent; spaces around it are allowed. Never locale-dependent.
  static func parseNumber(_ text: String, field: String) -> Result<Double, NumberProblem> {
    let candidate = trimmed(text)
    guard isPlainDecimal(candidate), let value = Double(candidate) else {
      return .failure(NumberProblem(reason: "not a number"))
    }
    do {
      try ValidationError.check(value, field: field)
    } catch {
      return .failure(NumberProblem(reason: error.problem == .negative ? "negative" : "not finite"))
    }
    return .success(value == 0 ? 0 : value)
  }

  /// Whether `text` matches `[+-]?(digits[.digits?]|.digits)([eE][+-]?digits)?`.
  private static func isPlainDecimal(_ text: Substring) -> Bool {
    var bytes = text.utf8[...]
    if let first = bytes.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
      bytes = bytes.dropFirst()
    }
    let isDigit: (UInt8) -> Bool = { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    let integer = bytes.prefix(while: isDigit)
    bytes = bytes.dropFirst(integer.count)
    var fractionCount = 0
    if bytes.first == UInt8(ascii: ".") {
      bytes = bytes.dropFirst()
      let fraction = bytes.prefix(while: isDigit)
      fractionCount = fraction.count
      bytes = bytes.dropFirst(fraction.count)
    }
    guard integer.count + fractionCount > 0 else { return false }
    if let first = bytes.first, first == UInt8(ascii: "e") || first == UInt8(ascii: "E") {
      bytes = bytes.dropFirst()
      if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
        bytes = bytes.dropFirst()
      }
      let exponent = bytes.prefix(while: isDigit)
      guard !exponent.isEmpty else { return false }
      bytes = bytes.dropFirst(exponent.count)
    }
    return bytes.isEmpty
  }

  /// The text without spaces (including no-break spaces) at either end.
  static func trimmed(_ text: String) -> Substring {
    // Text that neither starts with a space or the first byte of a no-break space (C2 A0) nor
    // ends with a space or the last byte of one has nothing to trim: skip the Character walk.
    if let first = text.utf8.first, let last = text.utf8.last, first != 0x20, first != 0xC2,
      last != 0x20, last != 0xA0
    {
      return text[...]
    }
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\u{A0}" }
    guard let first = text.firstIndex(where: { !isSpace($0) }),
      let last = text.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return text[first...last]
  }
}

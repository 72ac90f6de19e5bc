import ActivityRings

/// Builds one `ActivityRings/ActivitySummary` from an export row's values (XML attributes or
/// CSV columns, as bytes by field), deciding what to do with each bad value, and hands it to a
/// ``SummaryCollector``.
///
/// ```swift
/// var values = SummaryValues()
/// values.set(.dateComponents, toSource: 0..<10)
/// values.set(.appleStandHours, toSource: 11..<13)
/// Array("2016-04-14,16".utf8).withUnsafeBufferPointer { source in
///   SummaryAssembler.assemble(values, source: source, line: 98, into: &collector)
/// }
/// ```
///
/// The rules: every attribute is optional, and an empty value counts as absent; unknown
/// attributes are ignored. Spaces and control characters at a value's ends are ignored. A
/// value that is not a plain decimal number (`.` separator, optional sign and exponent, no
/// hex, no `nan`, no control character inside), or that is negative, is left out (no data:
/// that ring shows an empty track) and the rest of the day is kept, with a warning naming the
/// attribute, the value (at most 80 characters of it) and the line. An unknown energy unit
/// leaves out both energy values, since they cannot be read in kilocalories. A summary without
/// a valid `dateComponents` is skipped with a warning: it cannot be placed on a day.
///
/// Work is linear in the row's bytes and nothing is allocated for a good row: values are read
/// from their bytes, and a warning's text is made only when the collector keeps it (so a
/// hostile file of millions of bad rows costs no more than good ones).
enum SummaryAssembler {
  /// The numeric fields in export order, with the iOS 13 spelling of the move-time ones.
  private static let numberFields: [(field: SummaryField, legacy: SummaryField?)] = [
    (.activeEnergyBurned, nil), (.activeEnergyBurnedGoal, nil),
    (.appleMoveTime, .appleMoveMinutes), (.appleMoveTimeGoal, .appleMoveMinutesGoal),
    (.appleExerciseTime, nil), (.appleExerciseTimeGoal, nil),
    (.appleStandHours, nil), (.appleStandHoursGoal, nil),
  ]

  /// Sets the summary's value of a numeric field (a switch: quicker than a key path).
  private static func set(
    _ value: Double, of field: SummaryField, in summary: inout ActivitySummary
  ) {
    switch field {
    case .activeEnergyBurned: summary.activeEnergyBurned = value
    case .activeEnergyBurnedGoal: summary.activeEnergyBurnedGoal = value
    case .appleMoveTime, .appleMoveMinutes: summary.appleMoveTime = value
    case .appleMoveTimeGoal, .appleMoveMinutesGoal: summary.appleMoveTimeGoal = value
    case .appleExerciseTime: summary.appleExerciseTime = value
    case .appleExerciseTimeGoal: summary.appleExerciseTimeGoal = value
    case .appleStandHours: summary.appleStandHours = value
    case .appleStandHoursGoal: summary.appleStandHoursGoal = value
    case .dateComponents, .activeEnergyBurnedUnit: break
    }
  }

  /// Assembles the summary described by `values` (whose source ranges lie in `source`), met at
  /// `line`, and adds it (or the reason it was skipped) to `collector`. The current move-time
  /// spelling wins over the iOS 13 one.
  ///
  /// - Complexity: O(the values' bytes).
  static func assemble(
    _ values: SummaryValues, source: UnsafeBufferPointer<UInt8>, line: Int?,
    into collector: inout SummaryCollector
  ) {
    values.withView(source: source) { assemble($0, line: line, into: &collector) }
  }

  private static func assemble(
    _ values: SummaryValues.View, line: Int?, into collector: inout SummaryCollector
  ) {
    guard let dayBytes = values[.dateComponents] else {
      collector.warn(
        HealthImportWarning(
          kind: .invalidDay, line: line,
          message: "an ActivitySummary has no dateComponents; skipped it"))
      return
    }
    let day: CalendarDay
    switch parseDay(trimmed(dayBytes)) {
    case .success(let parsed):
      day = parsed
    case .failure(let problem):
      collector.warn(
        HealthImportWarning(
          kind: .invalidDay, line: line,
          message: problem == .empty
            ? "an ActivitySummary has an empty dateComponents; skipped it"
            : "dateComponents is \(QuotedText.quotedFromFile(dayBytes)), \(problem.reason); "
              + "skipped the summary"))
      return
    }
    // Warnings about days outside the range are not reported.
    guard collector.meets(day) else { return }
    var summary = ActivitySummary(day: day)
    var problems: [(field: SummaryField, reason: NumberProblem)] = []
    for (field, legacy) in numberFields {
      let current = values[field]
      guard let spelling = current != nil ? field : legacy, let text = current ?? values[spelling]
      else { continue }
      // An empty value (an empty CSV field) is no data, like an absent one.
      let candidate = trimmed(text)
      guard !candidate.isEmpty else { continue }
      switch parseNumber(candidate) {
      case .success(let number): set(number, of: field, in: &summary)
      case .failure(let problem): problems.append((spelling, problem))
      }
    }
    if let unitText = values[.activeEnergyBurnedUnit], !trimmed(unitText).isEmpty {
      if let unit = energyUnit(trimmed(unitText)) {
        summary.activeEnergyBurnedUnit = unit
      } else {
        let dropped = [summary.activeEnergyBurned, summary.activeEnergyBurnedGoal]
          .contains { $0 != nil }
        summary.activeEnergyBurned = nil
        summary.activeEnergyBurnedGoal = nil
        collector.warn(
          HealthImportWarning(
            kind: .invalidValue, line: line,
            message:
              "activeEnergyBurnedUnit is \(QuotedText.quotedFromFile(unitText)), not kcal, Cal "
              + "or kJ; kept \(day)" + (dropped ? " without its energy values" : "")))
      }
    }
    for (field, problem) in problems {
      collector.warn(
        HealthImportWarning(
          kind: .invalidValue, line: line,
          message:
            "\(field.name) is "
            + QuotedText.quotedFromFile(values[field] ?? UnsafeBufferPointer(start: nil, count: 0))
            + ", \(problem.reason); kept \(day) without it"))
    }
    collector.add(summary, day: day, line: line)
  }

  /// The unit a value names, as `EnergyUnit(exportName:)` reads it; the export's own `kcal`
  /// is matched on its bytes, without making a string for every row.
  private static func energyUnit(_ bytes: UnsafeBufferPointer<UInt8>) -> EnergyUnit? {
    if bytes.elementsEqual("kcal".utf8) { return .kilocalories }
    return EnergyUnit(exportName: String(decoding: bytes, as: UTF8.self))
  }

  /// Why a `dateComponents` value is not a day.
  enum DayProblem: Error {
    case empty, malformed, nonexistent

    var reason: String {
      switch self {
      case .empty: "empty"
      case .malformed: "not a day in the form YYYY-MM-DD"
      case .nonexistent: "not a day of the calendar"
      }
    }
  }

  /// Reads `YYYY-MM-DD` (ASCII digits) as `CalendarDay(parsing:)` does, from bytes.
  static func parseDay(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<CalendarDay, DayProblem> {
    guard !bytes.isEmpty else { return .failure(.empty) }
    guard bytes.count == 10 else { return .failure(.malformed) }
    var fields = (0, 0, 0)
    for (offset, byte) in bytes.enumerated() {
      if offset == 4 || offset == 7 {
        guard byte == UInt8(ascii: "-") else { return .failure(.malformed) }
        continue
      }
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else {
        return .failure(.malformed)
      }
      let digit = Int(byte &- UInt8(ascii: "0"))
      switch offset {
      case 0..<4: fields.0 = fields.0 * 10 + digit
      case 5, 6: fields.1 = fields.1 * 10 + digit
      default: fields.2 = fields.2 * 10 + digit
      }
    }
    do {
      return .success(try CalendarDay(year: fields.0, month: fields.1, day: fields.2))
    } catch {
      return .failure(.nonexistent)
    }
  }

  /// Why a value is not a usable number.
  enum NumberProblem: Error {
    case notANumber, negative, notFinite

    var reason: String {
      switch self {
      case .notANumber: "not a number"
      case .negative: "negative"
      case .notFinite: "not finite"
      }
    }
  }

  /// Powers of ten that a `Double` holds exactly.
  private static let exactPowersOfTen: [Double] = (0...22).map { exponent in
    (0..<exponent).reduce(1.0) { product, _ in product * 10 }
  }

  /// Reads a plain decimal number, `[+-]?(digits[.digits?]|.digits)([eE][+-]?digits)?`, with
  /// spaces already trimmed. Never locale-dependent; the result is the correctly rounded
  /// `Double`, as `Double(String)` gives.
  ///
  /// With at most 15 significant digits and a power of ten up to 22, the digits and the power
  /// are both exact `Double`s and one multiplication or division rounds correctly (Clinger's
  /// fast path); anything longer goes through `Double(String)`.
  ///
  /// - Complexity: O(`bytes.count`).
  static func parseNumber(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<Double, NumberProblem> {
    var index = bytes.startIndex
    let end = bytes.endIndex
    var negative = false
    if index < end, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
      negative = bytes[index] == UInt8(ascii: "-")
      index += 1
    }
    var significand: UInt64 = 0
    var significantDigits = 0
    var scale = 0  // the power of ten the significand is multiplied by
    var digitCount = 0
    func digit(_ byte: UInt8) -> UInt64? {
      byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? UInt64(byte &- 48) : nil
    }
    while index < end, let value = digit(bytes[index]) {
      if significantDigits < 19 {
        significand = significand &* 10 &+ value
        if significand > 0 { significantDigits += 1 }
      } else {
        significantDigits += 1
        scale += 1
      }
      digitCount += 1
      index += 1
    }
    if index < end, bytes[index] == UInt8(ascii: ".") {
      index += 1
      while index < end, let value = digit(bytes[index]) {
        if significantDigits < 19 {
          significand = significand &* 10 &+ value
          if significand > 0 { significantDigits += 1 }
          scale -= 1
        } else {
          significantDigits += 1
        }
        digitCount += 1
        index += 1
      }
    }
    guard digitCount > 0 else { return .failure(.notANumber) }
    if index < end, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      var exponentNegative = false
      if index < end, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
        exponentNegative = bytes[index] == UInt8(ascii: "-")
        index += 1
      }
      var exponent = 0
      var exponentDigits = 0
      while index < end, let value = digit(bytes[index]) {
        exponent = min(exponent * 10 + Int(value), 1_000_000)
        exponentDigits += 1
        index += 1
      }
      guard exponentDigits > 0 else { return .failure(.notANumber) }
      scale += exponentNegative ? -exponent : exponent
    }
    guard index == end else { return .failure(.notANumber) }
    let magnitude: Double
    if significand == 0 {
      magnitude = 0
    } else if significantDigits <= 15, abs(scale) <= 22 {
      let digits = Double(significand)
      magnitude =
        scale < 0 ? digits / exactPowersOfTen[-scale] : digits * exactPowersOfTen[scale]
    } else {
      guard let value = Double(String(decoding: bytes, as: UTF8.self)) else {
        return .failure(.notANumber)
      }
      magnitude = abs(value)
    }
    guard magnitude.isFinite else { return .failure(.notFinite) }
    if negative, magnitude != 0 { return .failure(.negative) }
    return .success(magnitude)
  }

  /// The bytes without spaces (including no-break spaces, C2 A0) and control characters (such
  /// as the stray `\u{0B}` of real exports) at either end. Inside a value they stay, so a
  /// number with a control character inside (`5\u{0}0`) is no number.
  static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
    var start = bytes.startIndex
    var end = bytes.endIndex
    while start < end {
      if isSpaceOrControl(bytes[start]) {
        start += 1
      } else if bytes[start] == 0xC2, start + 1 < end, bytes[start + 1] == 0xA0 {
        start += 2
      } else {
        break
      }
    }
    while end > start {
      if isSpaceOrControl(bytes[end - 1]) {
        end -= 1
      } else if bytes[end - 1] == 0xA0, end - 2 >= start, bytes[end - 2] == 0xC2 {
        end -= 2
      } else {
        break
      }
    }
    return UnsafeBufferPointer(rebasing: bytes[start..<end])
  }

  /// A space, a C0 control character or DEL.
  private static func isSpaceOrControl(_ byte: UInt8) -> Bool {
    byte <= 0x20 || byte == 0x7F
  }
}

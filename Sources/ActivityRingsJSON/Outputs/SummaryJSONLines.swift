import ActivityRings

/// Summaries written as JSON with the Health export's attribute names, the form ``SummaryJSON``
/// reads back: one object per line (JSON Lines, what `rings import` prints), or one document,
/// an array holding one object per line.
///
/// ```swift
/// let day = ActivitySummary(appleStandHours: 8, appleStandHoursGoal: 12)
/// String(decoding: try SummaryJSONLines.lines([day]), as: UTF8.self)
/// // {"appleStandHours":8,"appleStandHoursGoal":12,"isPaused":false,"moveMode":"activeEnergy"}
/// String(decoding: try SummaryJSONLines.document([day, day]), as: UTF8.self)
/// // [
/// // {"appleStandHours":8,…},
/// // {"appleStandHours":8,…}
/// // ]
/// ```
///
/// Each object is the text `JSONEncoder` writes for the summary with `.sortedKeys` and
/// `.withoutEscapingSlashes` (keys in sorted order, the optional ones only when present, numbers
/// as `Double.description` without a trailing `.0`), written directly as bytes, several times
/// faster, which shows when an export has thousands of days.
///
/// - Complexity: O(days); one buffer.
public enum SummaryJSONLines {
  /// One line per summary, each ending in a newline.
  ///
  /// - Throws: ``SummaryJSONWriteError`` for a value JSON cannot hold (not finite).
  public static func lines(_ summaries: [ActivitySummary]) throws(SummaryJSONWriteError)
    -> [UInt8]
  {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(summaries.count * 300)
    for summary in summaries {
      try append(summary, to: &bytes)
      bytes.append(0x0A)
    }
    return bytes
  }

  /// One JSON document: an array of the summaries, one object per line, ending in a newline.
  ///
  /// - Throws: ``SummaryJSONWriteError`` for a value JSON cannot hold (not finite).
  public static func document(_ summaries: [ActivitySummary]) throws(SummaryJSONWriteError)
    -> [UInt8]
  {
    var bytes: [UInt8] = [UInt8(ascii: "[")]
    bytes.reserveCapacity(summaries.count * 300 + 4)
    for (index, summary) in summaries.enumerated() {
      bytes += index == 0 ? [0x0A] : [UInt8(ascii: ","), 0x0A]
      try append(summary, to: &bytes)
    }
    bytes += summaries.isEmpty ? [UInt8(ascii: "]"), 0x0A] : [0x0A, UInt8(ascii: "]"), 0x0A]
    return bytes
  }

  /// Appends one summary's object to `output`, without a line break.
  ///
  /// - Throws: ``SummaryJSONWriteError`` for a value JSON cannot hold (not finite); nothing is
  ///   appended then.
  public static func append(_ summary: ActivitySummary, to output: inout [UInt8])
    throws(SummaryJSONWriteError)
  {
    func isFinite(_ value: Double?) -> Bool { value?.isFinite ?? true }
    guard isFinite(summary.activeEnergyBurned), isFinite(summary.activeEnergyBurnedGoal),
      isFinite(summary.appleExerciseTime), isFinite(summary.appleExerciseTimeGoal),
      isFinite(summary.appleMoveTime), isFinite(summary.appleMoveTimeGoal),
      isFinite(summary.appleStandHours), isFinite(summary.appleStandHoursGoal)
    else { throw SummaryJSONWriteError(notFiniteIn: summary) }
    func raw(_ text: StaticString) {
      output.append(
        contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }
    func key(_ name: StaticString) {
      output.append(UInt8(ascii: "\""))
      raw(name)
      raw("\":")
    }
    func append(_ name: StaticString, _ value: Double?) {
      guard let value else { return }
      key(name)
      if value.sign == .plus, value < 9_007_199_254_740_992, value.rounded(.towardZero) == value {
        // A whole number below 2^53, which `description` writes as digits and ".0": the digits.
        DecimalDigits.append(UInt64(value), to: &output)
      } else {
        let number = value.description.utf8
        output.append(contentsOf: number)
        if number.count > 2, output.suffix(2).elementsEqual(".0".utf8) { output.removeLast(2) }
      }
      output.append(UInt8(ascii: ","))
    }
    func append(_ name: StaticString, _ value: String?) {
      guard let value else { return }
      key(name)
      output.append(UInt8(ascii: "\""))
      output.append(contentsOf: value.utf8)
      raw("\",")
    }
    output.append(UInt8(ascii: "{"))
    // The keys of ActivitySummary.CodingKeys, sorted.
    append("activeEnergyBurned", summary.activeEnergyBurned)
    append("activeEnergyBurnedGoal", summary.activeEnergyBurnedGoal)
    append("activeEnergyBurnedUnit", summary.activeEnergyBurnedUnit?.symbol)
    append("appleExerciseTime", summary.appleExerciseTime)
    append("appleExerciseTimeGoal", summary.appleExerciseTimeGoal)
    append("appleMoveTime", summary.appleMoveTime)
    append("appleMoveTimeGoal", summary.appleMoveTimeGoal)
    append("appleStandHours", summary.appleStandHours)
    append("appleStandHoursGoal", summary.appleStandHoursGoal)
    if let day = summary.day, (1...9999).contains(day.year) {
      // `description`'s YYYY-MM-DD, written without making a string.
      key("dateComponents")
      output.append(UInt8(ascii: "\""))
      DecimalDigits.append(UInt64(day.year), minimumWidth: 4, to: &output)
      output.append(UInt8(ascii: "-"))
      DecimalDigits.append(UInt64(day.month), minimumWidth: 2, to: &output)
      output.append(UInt8(ascii: "-"))
      DecimalDigits.append(UInt64(day.day), minimumWidth: 2, to: &output)
      raw("\",")
    } else {
      append("dateComponents", summary.day?.description)
    }
    key("isPaused")
    raw(summary.isPaused ? "true," : "false,")
    append("moveMode", summary.effectiveMoveMode.rawValue)
    output[output.count - 1] = UInt8(ascii: "}")
  }
}

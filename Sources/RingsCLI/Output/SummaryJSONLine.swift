import ActivityRings

/// One summary as the JSON object that `JSONEncoder` writes for it with `.sortedKeys` and
/// `.withoutEscapingSlashes`, written directly as bytes: the same text (keys in sorted order,
/// the optional ones only when present, numbers as `Double.description` without a trailing
/// `.0`, as swift-foundation writes them), several times faster, which shows when an export
/// has thousands of days.
///
/// ```swift
/// var bytes: [UInt8] = []
/// SummaryJSONLine.append(ActivitySummary(appleStandHours: 8), to: &bytes)
/// // {"appleStandHours":8,"isPaused":false,"moveMode":"activeEnergy"}
/// ```
enum SummaryJSONLine {
  /// Appends the JSON object to `output` and returns true, or returns false and appends
  /// nothing when a number is not finite: `JSONEncoder` reports that as an error, so the
  /// caller lets it.
  static func append(_ summary: ActivitySummary, to output: inout [UInt8]) -> Bool {
    func isFinite(_ value: Double?) -> Bool { value?.isFinite ?? true }
    guard isFinite(summary.activeEnergyBurned), isFinite(summary.activeEnergyBurnedGoal),
      isFinite(summary.appleExerciseTime), isFinite(summary.appleExerciseTimeGoal),
      isFinite(summary.appleMoveTime), isFinite(summary.appleMoveTimeGoal),
      isFinite(summary.appleStandHours), isFinite(summary.appleStandHoursGoal)
    else { return false }
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
    return true
  }
}

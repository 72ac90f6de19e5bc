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
    let numbers = [
      summary.activeEnergyBurned, summary.activeEnergyBurnedGoal, summary.appleExerciseTime,
      summary.appleExerciseTimeGoal, summary.appleMoveTime, summary.appleMoveTimeGoal,
      summary.appleStandHours, summary.appleStandHoursGoal,
    ]
    guard numbers.allSatisfy({ $0?.isFinite ?? true }) else { return false }
    func key(_ name: StaticString) {
      output.append(UInt8(ascii: "\""))
      output.append(
        contentsOf: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
      output.append(contentsOf: "\":".utf8)
    }
    func append(_ name: StaticString, _ value: Double?) {
      guard let value else { return }
      key(name)
      let number = value.description.utf8
      output.append(contentsOf: number)
      if number.count > 2, output.suffix(2).elementsEqual(".0".utf8) { output.removeLast(2) }
      output.append(UInt8(ascii: ","))
    }
    func append(_ name: StaticString, _ value: String?) {
      guard let value else { return }
      key(name)
      output.append(UInt8(ascii: "\""))
      output.append(contentsOf: value.utf8)
      output.append(contentsOf: "\",".utf8)
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
    append("dateComponents", summary.day?.description)
    key("isPaused")
    output.append(contentsOf: (summary.isPaused ? "true," : "false,").utf8)
    append("moveMode", summary.effectiveMoveMode.rawValue)
    output[output.count - 1] = UInt8(ascii: "}")
    return true
  }
}

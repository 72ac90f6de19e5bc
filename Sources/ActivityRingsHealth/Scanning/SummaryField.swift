/// The `ActivitySummary` attributes (and CSV columns) the importer reads, recognised from the
/// bytes of their names without making a string.
///
/// ```swift
/// Array("appleStandHours".utf8).withUnsafeBufferPointer { SummaryField(name: $0) }
/// // .appleStandHours
/// ```
enum SummaryField: Int, CaseIterable {
  case dateComponents
  case activeEnergyBurned, activeEnergyBurnedGoal, activeEnergyBurnedUnit
  case appleMoveTime, appleMoveTimeGoal
  /// The iOS 13 spellings of the move-time values.
  case appleMoveMinutes, appleMoveMinutesGoal
  case appleExerciseTime, appleExerciseTimeGoal
  case appleStandHours, appleStandHoursGoal

  /// The name as the export spells it.
  var name: String { "\(spelling)" }

  private var spelling: StaticString {
    switch self {
    case .dateComponents: "dateComponents"
    case .activeEnergyBurned: "activeEnergyBurned"
    case .activeEnergyBurnedGoal: "activeEnergyBurnedGoal"
    case .activeEnergyBurnedUnit: "activeEnergyBurnedUnit"
    case .appleMoveTime: "appleMoveTime"
    case .appleMoveTimeGoal: "appleMoveTimeGoal"
    case .appleMoveMinutes: "appleMoveMinutes"
    case .appleMoveMinutesGoal: "appleMoveMinutesGoal"
    case .appleExerciseTime: "appleExerciseTime"
    case .appleExerciseTimeGoal: "appleExerciseTimeGoal"
    case .appleStandHours: "appleStandHours"
    case .appleStandHoursGoal: "appleStandHoursGoal"
    }
  }

  /// The field named by `name`, or nil for a name the importer does not read.
  ///
  /// - Complexity: O(`name.count`): the length picks at most two candidates, compared a word
  ///   at a time.
  init?(name: UnsafeBufferPointer<UInt8>) {
    let candidates: (Self, Self?)
    switch name.count {
    case 13: candidates = (.appleMoveTime, nil)
    case 14: candidates = (.dateComponents, nil)
    case 15: candidates = (.appleStandHours, nil)
    case 16: candidates = (.appleMoveMinutes, nil)
    case 17: candidates = (.appleMoveTimeGoal, .appleExerciseTime)
    case 18: candidates = (.activeEnergyBurned, nil)
    case 19: candidates = (.appleStandHoursGoal, nil)
    case 20: candidates = (.appleMoveMinutesGoal, nil)
    case 21: candidates = (.appleExerciseTimeGoal, nil)
    case 22: candidates = (.activeEnergyBurnedGoal, .activeEnergyBurnedUnit)
    default: return nil
    }
    if candidates.0.isSpelled(by: name) {
      self = candidates.0
    } else if let second = candidates.1, second.isSpelled(by: name) {
      self = second
    } else {
      return nil
    }
  }

  /// Whether `name` is this field's spelling, compared 8 bytes at a time (every spelling is
  /// at least 13 bytes; the last word overlaps the one before): quicker than a `memcmp` call
  /// for names this short.
  private func isSpelled(by name: UnsafeBufferPointer<UInt8>) -> Bool {
    let spelling = self.spelling
    let count = spelling.utf8CodeUnitCount
    guard let base = name.baseAddress, name.count == count, count >= 8 else { return false }
    let given = UnsafeRawPointer(base)
    let expected = UnsafeRawPointer(spelling.utf8Start)
    func word(_ pointer: UnsafeRawPointer, _ offset: Int) -> UInt64 {
      pointer.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
    }
    var offset = 0
    while offset + 8 < count {
      guard word(given, offset) == word(expected, offset) else { return false }
      offset += 8
    }
    return word(given, count - 8) == word(expected, count - 8)
  }
}

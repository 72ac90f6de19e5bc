// Fuzzes the inline summary spec (`move=350/500,exercise=20/30,…`, the core's
// ActivitySummary(spec:)): an input is either refused with a one-line error or gives a summary
// of finite, non-negative values.
import ActivityRings
import _FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let spec = String(decoding: UnsafeRawBufferPointer(start: data, count: size), as: UTF8.self)
  do {
    let summary = try ActivitySummary(spec: spec)
    let values = [
      summary.activeEnergyBurned, summary.activeEnergyBurnedGoal, summary.appleMoveTime,
      summary.appleMoveTimeGoal, summary.appleExerciseTime, summary.appleExerciseTimeGoal,
      summary.appleStandHours, summary.appleStandHoursGoal,
    ]
    for value in values.compactMap({ $0 }) {
      FuzzCheck.require(value.isFinite && value >= 0, "\(spec.debugDescription) gave \(value)")
    }
  } catch {
    FuzzCheck.require(
      !error.description.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F },
      "\(spec.debugDescription): a message with a control character: \(error)")
  }
  return 0
}

FuzzDriver.run(testOneInput)

// Fuzzes the inline summary spec (`move=350/500,exercise=20/30,…`): an input is either refused
// with a one-line usage error or gives a summary of finite, non-negative values.
import ActivityRings
import RingsCLI
import _FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let spec = String(decoding: UnsafeRawBufferPointer(start: data, count: size), as: UTF8.self)
  do {
    let summary = try SummarySource.inline(spec).load()
    let values = [
      summary.activeEnergyBurned, summary.activeEnergyBurnedGoal, summary.appleMoveTime,
      summary.appleMoveTimeGoal, summary.appleExerciseTime, summary.appleExerciseTimeGoal,
      summary.appleStandHours, summary.appleStandHoursGoal,
    ]
    for value in values.compactMap({ $0 }) {
      FuzzCheck.require(value.isFinite && value >= 0, "\(spec.debugDescription) gave \(value)")
    }
  } catch {
    FuzzCheck.require(error.exitCode == 64, "\(spec.debugDescription): \(error)")
  }
  return 0
}

FuzzDriver.run(testOneInput)

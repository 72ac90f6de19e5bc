// Fuzzes the `--summary` JSON reading (ActivityRingsJSON's SummaryJSON): an input is either
// refused with a one-line error or gives a summary that writes back to JSON and reads back the
// same (its Move mode written out, as the JSON always names the mode in effect).
import ActivityRings
import ActivityRingsJSON
import Foundation
import _FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = Array(UnsafeRawBufferPointer(start: data, count: size))
  let summary: ActivitySummary
  do {
    summary = try SummaryJSON(reading: bytes).summary
  } catch {
    let message = error.message(naming: "standard input")
    FuzzCheck.require(
      !message.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F },
      "a message with a control character: \(message.debugDescription)")
    return 0
  }
  do {
    let written = try JSONEncoder().encode(summary)
    let again = try SummaryJSON(reading: Array(written)).summary
    var expected = summary
    expected.moveMode = summary.effectiveMoveMode
    FuzzCheck.require(again == expected, "\(summary) read back as \(again)")
  } catch {
    FuzzCheck.require(false, "\(summary) does not read back: \(error)")
  }
  return 0
}

FuzzDriver.run(testOneInput)

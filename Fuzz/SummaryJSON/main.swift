// Fuzzes the `--summary` JSON decoding: an input is either refused with a usage error or gives
// a summary that writes back to JSON and reads back the same (its Move mode written out, as
// the JSON always names the mode in effect).
import ActivityRings
import Foundation
import RingsCLI
import _FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let json = Data(UnsafeRawBufferPointer(start: data, count: size))
  guard let summary = try? SummarySource.standardInput.load(standardInput: { json }) else {
    return 0
  }
  do {
    let written = try JSONEncoder().encode(summary)
    let again = try SummarySource.standardInput.load(standardInput: { written })
    var expected = summary
    expected.moveMode = summary.effectiveMoveMode
    FuzzCheck.require(again == expected, "\(summary) read back as \(again)")
  } catch {
    FuzzCheck.require(false, "\(summary) does not read back: \(error)")
  }
  return 0
}

FuzzDriver.run(testOneInput)

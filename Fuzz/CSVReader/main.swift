// Fuzzes the ActivitySummary CSV reader: every input is read whole and in pieces of 1 to 64
// bytes; both must give the same result, and the result must be well formed.
import ActivityRingsHealth
import _FuzzSupport

let limits = HealthImportLimits(maximumTagBytes: 1024, maximumWarnings: 64, maximumDays: 512)

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = UnsafeRawBufferPointer(start: data, count: size)
  var whole = SummaryCSVScanner(since: nil, until: nil, limits: limits)
  whole.feed(bytes)
  let result = whole.finish()
  var pieces = SummaryCSVScanner(since: nil, until: nil, limits: limits)
  for piece in FuzzInput.pieces(of: bytes) { pieces.feed(piece) }
  FuzzCheck.require(pieces.finish() == result, "reading in pieces changed the result")
  FuzzCheck.wellFormed(result, limits: limits)
  return 0
}

FuzzDriver.run(testOneInput)

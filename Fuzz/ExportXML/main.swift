// Fuzzes the export.xml scanner: every input is scanned whole and in pieces of 1 to 64 bytes;
// both must give the same result, and the result must be well formed.
import ActivityRingsHealth
import _FuzzSupport

let limits = HealthImportLimits(maximumTagBytes: 1024, maximumWarnings: 64, maximumDays: 512)

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = UnsafeRawBufferPointer(start: data, count: size)
  var whole = ActivitySummaryScanner(limits: limits)
  whole.feed(bytes)
  let result = whole.finish()
  var pieces = ActivitySummaryScanner(limits: limits)
  for piece in FuzzInput.pieces(of: bytes) { pieces.feed(piece) }
  FuzzCheck.require(pieces.finish() == result, "reading in pieces changed the result")
  FuzzCheck.wellFormed(result, limits: limits)
  return 0
}

FuzzDriver.run(testOneInput)

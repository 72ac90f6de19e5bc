// Fuzzes the zip reader through the public import: every input is written to an in-memory
// file and imported with 1 KiB and 64 KiB buffers; both must end the same way (the same result
// or the same error), and a result must be well formed.
import ActivityRingsHealth
import Foundation
import _FuzzSupport

let limits = HealthImportLimits(
  maximumTagBytes: 4096, maximumExportBytes: 4 << 20, maximumWarnings: 64, maximumDays: 512)
let file = MemoryFile()

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  file.replaceContents(with: UnsafeRawBufferPointer(start: data, count: size))
  let outcomes = [1 << 10, 64 << 10].map { chunkSize in
    Result { () throws(HealthImportError) -> HealthImport in
      try HealthExportReader(limits: limits, chunkSize: chunkSize).read(contentsOf: file.url)
    }
  }
  FuzzCheck.require(outcomes[0] == outcomes[1], "the buffer size changed the outcome")
  if case .success(let result) = outcomes[0] { FuzzCheck.wellFormed(result, limits: limits) }
  return 0
}

FuzzDriver.run(testOneInput)

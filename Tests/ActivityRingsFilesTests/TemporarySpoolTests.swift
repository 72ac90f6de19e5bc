import ActivityRingsFiles
import Foundation
import Testing

/// A spool has no name from the start, reads back what was appended, and says which folder
/// it could not be made in.
@Suite struct TemporarySpoolTests {
  @Test func appendedBytesReadBackAndNothingIsNamedInTheFolder() throws {
    let folder = try TestFolder()
    let spool = try TemporarySpool(in: folder.path(""))
    let chunks = [Array("first ".utf8), Array(repeating: 0x41, count: 200_000)]
    for chunk in chunks {
      try chunk.withUnsafeBytes { try spool.append($0) }
    }
    #expect(folder.names.isEmpty)
    try spool.rewind()
    let read = try InputFile(descriptor: spool.descriptor, limit: 1 << 20)
    #expect(read.bytes == chunks.joined().map { $0 })
    #expect(read.identity.isRegularFile)
  }

  @Test func aMissingFolderIsOneLineNamingIt() throws {
    let folder = try TestFolder()
    let error = #expect(throws: SafeOutputError.self) {
      try TemporarySpool(in: folder.path("missing"), describing: "the data folder")
    }
    #expect(
      error?.message == "cannot write a temporary file in the data folder: no such file or folder")
  }
}

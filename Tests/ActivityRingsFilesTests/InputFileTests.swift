import ActivityRingsFiles
import Foundation
import Testing

/// Small inputs read whole: a file, a folder refused by its case, a limit that holds for
/// devices with no end, and the system's refusal in the user's words.
@Suite struct InputFileTests {
  @Test func aFileIsReadWholeWithItsModeAndIdentity() throws {
    let folder = try TestFolder()
    try folder.write("move=350/500", to: "day.txt")
    chmod(folder.path("day.txt"), 0o640)
    let input = try InputFile(path: folder.path("day.txt"), limit: 1 << 20)
    #expect(input.bytes == Array("move=350/500".utf8))
    #expect(input.permissions == 0o640)
    #expect(input.identity == FileIdentity(path: folder.path("day.txt")))
  }

  @Test func aFolderIsTheFolderCase() throws {
    let folder = try TestFolder()
    #expect(throws: InputFileError.folder) {
      try InputFile(path: folder.path(""), limit: 1 << 20)
    }
  }

  @Test func aMissingFileIsTheSystemsRefusalInWords() throws {
    let folder = try TestFolder()
    let error = #expect(throws: InputFileError.self) {
      try InputFile(path: folder.path("missing.json"), limit: 1 << 20)
    }
    #expect(error == .refused(code: ENOENT))
    #expect(error?.description == "no such file or folder")
  }

  @Test(arguments: [(1 << 20, "it is longer than 1 MiB"), (100, "it is longer than 100 bytes")])
  func aDeviceWithNoEndStopsAtTheLimit(limit: Int, words: String) throws {
    let error = #expect(throws: InputFileError.self) {
      try InputFile(path: "/dev/zero", limit: limit)
    }
    #expect(error == .tooLong(limit: limit))
    #expect(error?.description == words)
  }

  @Test func exactlyTheLimitIsRead() throws {
    let folder = try TestFolder()
    try folder.write(String(repeating: "x", count: 100), to: "full.txt")
    #expect(try InputFile(path: folder.path("full.txt"), limit: 100).bytes.count == 100)
    #expect(throws: InputFileError.tooLong(limit: 99)) {
      try InputFile(path: folder.path("full.txt"), limit: 99)
    }
  }

  @Test func aTrailingSlashAfterAFileIsNotAFolder() throws {
    let folder = try TestFolder()
    try folder.write("{}", to: "day.json")
    #expect(throws: InputFileError.refused(code: ENOTDIR)) {
      try InputFile(path: folder.path("day.json") + "/", limit: 1024)
    }
  }

  @Test func aClosedDescriptorIsNotOpenForReading() throws {
    // A descriptor at the process's limit is never open: a closed pipe's number could be
    // reused by a test running beside this one.
    let closed = Int32(clamping: sysconf(Int32(_SC_OPEN_MAX)))
    let error = #expect(throws: InputFileError.self) {
      try InputFile(descriptor: closed, limit: 1024)
    }
    #expect(error == .refused(code: EBADF))
    #expect(error?.description == "it is not open for reading")
  }

  @Test func anOpenPipeIsReadToItsEnd() throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    let bytes = Array("from a pipe".utf8)
    #expect(write(ends[1], bytes, bytes.count) == bytes.count)
    close(ends[1])
    defer { close(ends[0]) }
    let input = try InputFile(descriptor: ends[0], limit: 1024)
    #expect(input.bytes == bytes)
    #expect(!input.identity.isRegularFile)
  }
}

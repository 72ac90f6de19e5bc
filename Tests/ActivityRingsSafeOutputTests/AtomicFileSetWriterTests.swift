import ActivityRingsSafeOutput
import Foundation
import Testing

/// A set of files written all or nothing, inside its folder.
@Suite struct AtomicFileSetWriterTests {
  @Test func everyFileAppearsAndMissingFoldersAreMade() throws {
    let folder = try TestFolder()
    try AtomicFileSetWriter.write(
      [
        OutputFile(path: folder.path("out/a.txt"), bytes: Array("a".utf8)),
        OutputFile(path: folder.path("out/deeper/b.txt"), bytes: Array("b".utf8)),
      ], inside: folder.path("out"))
    #expect(folder.text(of: "out/a.txt") == "a")
    #expect(folder.text(of: "out/deeper/b.txt") == "b")
    #expect(folder.names == ["out"])
  }

  @Test func aFailureLeavesNothingAndRemovesTheFoldersItMade() throws {
    let folder = try TestFolder()
    try FileManager.default.createDirectory(
      atPath: folder.path("out/taken.txt"), withIntermediateDirectories: true)
    let error = #expect(throws: SafeOutputError.self) {
      try AtomicFileSetWriter.write(
        [
          OutputFile(path: folder.path("out/new/a.txt"), bytes: Array("a".utf8)),
          OutputFile(path: folder.path("out/taken.txt"), bytes: Array("b".utf8)),
        ], inside: folder.path("out"))
    }
    #expect(error?.message == "cannot write '\(folder.path("out/taken.txt"))': it is a folder")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path("out")) == ["taken.txt"])
  }

  @Test func nothingIsWrittenThroughALinkBelowTheRoot() throws {
    let folder = try TestFolder()
    try FileManager.default.createDirectory(
      atPath: folder.path("outside"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: folder.path("out"), withIntermediateDirectories: true)
    symlink("../outside", folder.path("out/set"))
    let error = #expect(throws: SafeOutputError.self) {
      try AtomicFileSetWriter.write(
        [OutputFile(path: folder.path("out/set/a.txt"), bytes: [1])], inside: folder.path("out"))
    }
    #expect(error?.message.contains("it is a symbolic link") == true)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("outside")).isEmpty)
  }
}

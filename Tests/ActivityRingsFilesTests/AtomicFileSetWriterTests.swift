import ActivityRingsFiles
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

  @Test func anEarlierSetsFilesGoWhenTheNewSetIsInPlace() throws {
    let folder = try TestFolder()
    try FileManager.default.createDirectory(
      atPath: folder.path("out/kept"), withIntermediateDirectories: true)
    for name in ["out/1.txt", "out/2.txt", "out/3.txt", "out/notes.txt"] {
      try folder.write("old", to: name)
    }
    try AtomicFileSetWriter.write(
      [OutputFile(path: folder.path("out/1.txt"), bytes: Array("new".utf8))],
      inside: folder.path("out"),
      removing: ["1.txt", "2.txt", "3.txt", "gone.txt", "kept"].map { folder.path("out/" + $0) })
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path("out")).sorted() == [
        "1.txt", "kept", "notes.txt",
      ])
    #expect(folder.text(of: "out/1.txt") == "new")
  }

  @Test func aFailedSetRemovesNothing() throws {
    let folder = try TestFolder()
    try FileManager.default.createDirectory(
      atPath: folder.path("out/taken.txt"), withIntermediateDirectories: true)
    try folder.write("old", to: "out/2.txt")
    #expect(throws: SafeOutputError.self) {
      try AtomicFileSetWriter.write(
        [OutputFile(path: folder.path("out/taken.txt"), bytes: [1])], inside: folder.path("out"),
        removing: [folder.path("out/2.txt")])
    }
    #expect(folder.text(of: "out/2.txt") == "old")
  }

  @Test func nothingIsRemovedThroughALinkBelowTheRoot() throws {
    let folder = try TestFolder()
    try FileManager.default.createDirectory(
      atPath: folder.path("outside"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: folder.path("out"), withIntermediateDirectories: true)
    try folder.write("keep", to: "outside/a.txt")
    symlink("../outside", folder.path("out/set"))
    #expect(throws: SafeOutputError.self) {
      try AtomicFileSetWriter.write(
        [OutputFile(path: folder.path("out/b.txt"), bytes: [1])], inside: folder.path("out"),
        removing: [folder.path("out/set/a.txt")])
    }
    #expect(folder.text(of: "outside/a.txt") == "keep")
    #expect(folder.text(of: "out/b.txt") == nil)
  }
}

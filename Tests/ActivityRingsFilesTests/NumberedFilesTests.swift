import Foundation
import Testing

@testable import ActivityRingsFiles

/// A run's numbered files replace an earlier run's, all or nothing.
@Suite struct NumberedFilesTests {
  @Test func numbersHaveFourDigitsOrAsManyAsTheCountNeeds() {
    let frames = NumberedFiles(folder: "out", prefix: "frame-", fileExtension: "png")
    #expect(frames.path(of: 7, count: 61) == "out/frame-0007.png")
    #expect(frames.path(of: 7, count: 12_000) == "out/frame-00007.png")
    #expect(
      NumberedFiles(folder: "out/", prefix: "f", fileExtension: "gif").path(of: 0, count: 1)
        == "out/f0000.gif")
  }

  @Test func anEarlierRunsFilesGoAndOthersStay() throws {
    let folder = try TestFolder()
    let frames = NumberedFiles(folder: folder.path("out"), prefix: "frame-", fileExtension: "png")
    try frames.write([[1], [2], [3]])
    try frames.write([[9]])
    // Not of the set: a word instead of a number, three digits, another extension or prefix.
    for name in ["frame-last.png", "frame-123.png", "frame-0001.svg", "still-0001.png"] {
      FileManager.default.createFile(atPath: folder.path("out/" + name), contents: Data([0]))
    }
    #expect(frames.existing().map { ($0 as NSString).lastPathComponent } == ["frame-0000.png"])
    try frames.write([[4], [5]])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path("out")).sorted() == [
        "frame-0000.png", "frame-0001.png", "frame-0001.svg", "frame-123.png", "frame-last.png",
        "still-0001.png",
      ])
    #expect(folder.text(of: "out/frame-0001.png") == "\u{5}")
  }

  @Test func aFailureKeepsTheEarlierRun() throws {
    let folder = try TestFolder()
    let frames = NumberedFiles(folder: folder.path("out"), prefix: "frame-", fileExtension: "png")
    try frames.write([[1], [2], [3]])
    try FileManager.default.removeItem(atPath: folder.path("out/frame-0001.png"))
    try FileManager.default.createDirectory(
      atPath: folder.path("out/frame-0001.png"), withIntermediateDirectories: true)
    #expect(throws: SafeOutputError.self) { try frames.write([[7], [8]]) }
    // A folder stands where frame 1 goes: nothing is written, and frame 2 stays.
    #expect(folder.text(of: "out/frame-0000.png") == "\u{1}")
    #expect(folder.text(of: "out/frame-0002.png") == "\u{3}")
  }
}

/// What a run killed outright (SIGKILL, which nothing holds off) leaves: the run is stopped
/// dead after each of its removals and renames in turn, and the folder must then hold files of
/// one run, never of two (the hostile probe found 61 files of two runs after 1 of 15 kills).
@Suite struct KilledNumberedFilesTests {
  @Test(arguments: [(3, 2), (2, 3), (3, 3)])
  func aRunStoppedAtAnyStepLeavesFilesOfOneRun(earlier: Int, later: Int) throws {
    for step in 0...(earlier + later + 1) {
      let folder = try TestFolder()
      let frames = NumberedFiles(
        folder: folder.path("out"), prefix: "frame-", fileExtension: "png")
      try frames.write(Array(repeating: Array("old".utf8), count: earlier))
      try frames.write(Array(repeating: Array("new".utf8), count: later), stoppingAfter: step)
      let runs = Set(frames.existing().compactMap { FileManager.default.contents(atPath: $0) })
      #expect(runs.count <= 1, "stopped after step \(step): \(folder.names)")
    }
  }

  @Test func aRunThatIsNotStoppedReplacesTheEarlierOneWhole() throws {
    let folder = try TestFolder()
    let frames = NumberedFiles(folder: folder.path("out"), prefix: "frame-", fileExtension: "png")
    try frames.write([[1], [2], [3]])
    try frames.write([[7], [8]], stoppingAfter: nil)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path("out")).sorted() == [
        "frame-0000.png", "frame-0001.png",
      ])
    #expect(folder.text(of: "out/frame-0001.png") == "\u{8}")
  }
}

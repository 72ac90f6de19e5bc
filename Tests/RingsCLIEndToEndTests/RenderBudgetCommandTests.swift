import ActivityRings
import Foundation
import Testing
import _ActivityRingsTestSupport

/// Requests above `RenderBudget` fail at once, with the numbers and exit 64, before a frame is
/// drawn or a file is written.
@Suite struct RenderBudgetCommandTests {
  /// 240 fps at 8190 px would be 241 frames of about 13 s each: refused before the first.
  @Test func anAnimationAboveTheBudgetIsRefusedBeforeDrawing() throws {
    let folder = try RingsProcess.temporaryFolder()
    let output = folder.appendingPathComponent("big.png")
    let started = Date()
    let result = try RingsProcess.run([
      "animate", "--from", "move=100/500", "--to", "move=500/500", "--fps", "240", "--size",
      "2730", "--scale", "3", "-o", output.path,
    ])
    #expect(result.status == 64)
    #expect(
      result.standardError
        == "rings: 241 frames of 8190 × 8190 pixels are 16,165,340,100 pixels to draw; the limit "
        + "is 268,435,456 (frames × pixels): lower --fps, --duration, --size or --scale\n")
    #expect(!FileManager.default.fileExists(atPath: output.path))
    // Refused, not drawn: a debug build draws one 8190 px frame in many seconds.
    #expect(Date().timeIntervalSince(started) < 5)
  }

  @Test func theSVGAnimationIsBoundedTooAndTextBoundedByItsCells() throws {
    let arguments = [
      "animate", "--from", "move=100/500", "--to", "move=500/500", "--fps", "120",
      "--duration", "2", "--size", "1100",
    ]
    let svg = try RingsProcess.run(arguments + ["-o", "-", "--format", "svg"])
    #expect(svg.status == 64)
    #expect(svg.standardError.contains("241 frames of 1100 × 1100 pixels"))
    // Terminal text is sized in cells: the size in points is set aside, with a warning.
    let text = try RingsProcess.run(arguments)
    #expect(text.status == 0)
    #expect(
      text.standardError
        == "rings: warning: --size 1100 is in points, for pictures: the text is sized to fit "
        + "(--size COLUMNSxROWS sizes text)\n")
  }

  @Test func aStillAboveTheBudgetIsRefused() throws {
    let result = try RingsProcess.run([
      "render", "--summary", "move=100/500", "--size", "2000", "--scale", "3", "-o", "-",
      "--format", "png",
    ])
    #expect(result.status == 64)
    #expect(
      result.standardError
        == "rings: --size 2000 at --scale 3: a picture of 6000 × 6000 pixels is 36,000,000 "
        + "pixels; the limit is 16,777,216 (4096 × 4096)\n")
    #expect(result.standardOutput.isEmpty)
  }

  @Test func aHistoryAboveTheBudgetIsRefused() throws {
    let result = try RingsProcess.run([
      "history", HealthExportFixtures.header2016.path, "--month", "2016-05", "--cell-size", "200",
      "--scale", "3", "-o", "-", "--format", "png",
    ])
    #expect(result.status == 64)
    #expect(
      result.standardError.hasPrefix("rings: --cell-size 200 at --scale 3: a picture of 4788 × "))
    #expect(
      result.standardError.hasSuffix("pixels; the limit is 16,777,216 (4096 × 4096)\n"))
  }
}

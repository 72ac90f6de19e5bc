import ActivityRings
import ActivityRingsGIF
import ActivityRingsPNG
import Foundation
import Testing
import _ActivityRingsTestSupport

/// GIF through the `rings` tool, which finds the `gif` backend by format like any other:
/// `animate -o day.gif`, `render --format gif`, the 50 frames-per-second limit, and the GIF
/// playing in headless Chromium.
@Suite struct GIFCommandTests {
  static let from = "move=400/500,exercise=10/30,stand=3/12"
  static let to = "move=1250/500,exercise=25/30,stand=13/12"
  static let transition = ["animate", "--from", from, "--to", to, "--size", "160"]

  /// Decodes `name` in `folder`.
  static func decode(_ name: String, in folder: URL) throws -> GIFAnimation {
    let bytes = try Data(contentsOf: folder.appendingPathComponent(name))
    return try GIFDecoder().decode(Array(bytes))
  }

  /// `rings render` of `summary` as PNG pixels, the reference a GIF frame is held to.
  static func rendered(_ summary: String) throws -> RGBAImage {
    let result = try RingsProcess.run([
      "render", "--summary", summary, "--size", "160", "--format", "png", "-o", "-",
    ])
    try #require(result.status == 0, "\(result.standardError)")
    return try PNGDecoder().decode(result.standardOutput)
  }

  @Test func twoSecondsAtThirtyFramesPerSecondStartAndEndOnTheRenders() throws {
    let folder = try RingsProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try RingsProcess.run(
      Self.transition + ["--duration", "2", "--fps", "30", "-o", "day.gif"], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError.isEmpty)
    let animation = try Self.decode("day.gif", in: folder)
    #expect(animation.frames.count == 61)
    #expect(animation.totalHundredths == 200)
    #expect(animation.plays == 1)
    let describe = try RingsProcess.run(["describe", "--summary", Self.to])
    #expect(animation.comments == [describe.text.trimmingCharacters(in: .newlines)])
    for (summary, frame) in [(Self.from, animation.frames.first), (Self.to, animation.frames.last)]
    {
      let fidelity = GIFFidelity(
        try #require(frame).image, reference: try Self.rendered(summary), tolerance: 6)
      #expect(fidelity.largestDifference <= 32, "\(summary): \(fidelity)")
      #expect(fidelity.shareOver <= 0.05, "\(summary): \(fidelity)")
    }
  }

  @Test func withoutFPSAGIFPlaysAtFiftyAndLoopRepeatsIt() throws {
    let result = try RingsProcess.run(
      Self.transition + ["--duration", "1", "--loop", "--format", "gif", "-o", "-"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError.isEmpty)
    let animation = try GIFDecoder().decode(Array(result.standardOutput))
    #expect(animation.frames.count == 51)
    #expect(animation.frames.dropLast().allSatisfy { $0.hundredths == 2 })
    #expect(animation.loopCount == 0)
    #expect(animation.totalHundredths == 102)
  }

  @Test(arguments: ["60", "240"])
  func fasterThanFiftyFramesPerSecondIsAUsageError(fps: String) throws {
    let folder = try RingsProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try RingsProcess.run(
      Self.transition + ["--fps", fps, "-o", "day.gif"], in: folder)
    #expect(result.status == 64)
    #expect(
      result.standardError
        == "rings: --fps \(fps) is faster than an animated gif plays: at most 50 frames "
        + "per second (use --fps 50 or less)\n")
    #expect(try RingsProcess.files(in: folder).isEmpty)
    // Reduced motion is one frame, which has no rate.
    let reduced = try RingsProcess.run(
      Self.transition + ["--fps", fps, "--reduce-motion", "--format", "gif", "-o", "-"])
    #expect(reduced.status == 0, "\(reduced.standardError)")
    #expect(try GIFDecoder().decode(Array(reduced.standardOutput)).frames.count == 1)
  }

  @Test func renderWritesAStillGIF() throws {
    let folder = try RingsProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try RingsProcess.run(
      ["render", "--summary", Self.to, "--size", "160", "-o", "today.gif"], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    let still = try Self.decode("today.gif", in: folder)
    #expect(still.frames.count == 1)
    #expect(still.loopCount == nil)
    let fidelity = GIFFidelity(
      try #require(still.frames.first).image, reference: try Self.rendered(Self.to), tolerance: 6)
    #expect(fidelity.largestDifference <= 32, "\(fidelity)")
    let listed = try RingsProcess.run(["renderers"])
    #expect(
      listed.text.split(separator: "\n").contains { $0.hasPrefix("gif ") && $0.contains("gif") })
  }

  /// `export --format gif` names a GIF per preset and scale, as it names PNGs, and each is a
  /// still of the same size drawn like the PNG beside it.
  @Test func exportWritesAStillGIFPerPresetAndScale() throws {
    let folder = try RingsProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try RingsProcess.run(
      [
        "export", "--summary", Self.to, "--preset", "square-64,carplay-170x78", "--scale", "1,2",
        "--format", "gif,png", "-o", "art",
      ], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    let art = folder.appendingPathComponent("art")
    let names = ["square-64", "carplay-170x78"].flatMap { preset in
      ["1", "2"].flatMap { ["\(preset)@\($0)x.gif", "\(preset)@\($0)x.png"] }
    }
    #expect(try RingsProcess.files(in: art).sorted() == names.sorted())
    for name in names where name.hasSuffix(".gif") {
      let still = try Self.decode(name, in: art)
      #expect(still.frames.count == 1 && still.loopCount == nil, "\(name)")
      let png = try PNGDecoder().decode(
        Array(try Data(contentsOf: art.appendingPathComponent(name.dropLast(3) + "png"))))
      let frame = try #require(still.frames.first).image
      #expect(frame.width == png.width && frame.height == png.height, "\(name)")
      let fidelity = GIFFidelity(frame, reference: png, tolerance: 6)
      #expect(fidelity.largestDifference <= 32, "\(name): \(fidelity)")
      #expect(fidelity.shareOver <= 0.05, "\(name): \(fidelity)")
    }
  }

  /// The Done-when of issue 17: a 2 s transition as GIF, in a page, in headless Chromium:
  /// the `<img>` loads at its size, and Chromium's own decoder (WebCodecs' `ImageDecoder`)
  /// finds 61 frames lasting 2 s in all, the last the end state, played once.
  @Test(
    .enabled(
      if: HeadlessChromium.isInstalled, "Debian's chromium is not installed (CI installs it)"))
  func aTwoSecondGIFPlaysInChromiumWithItsFrames() throws {
    let chromium = try #require(HeadlessChromium())
    let folder = try RingsProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try RingsProcess.run(
      Self.transition + ["--duration", "2", "--fps", "30", "-o", "day.gif"], in: folder)
    try #require(result.status == 0, "\(result.standardError)")
    let base64 = try Data(contentsOf: folder.appendingPathComponent("day.gif"))
      .base64EncodedString()
    let page = folder.appendingPathComponent("day.html")
    try Data(
      """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8"><title>GIF</title></head>
      <body><img id="rings" src="day.gif" alt="rings">
      <script>
      async function check() {
        const image = document.getElementById("rings");
        await image.decode();
        // The same file's bytes, for Chromium's decoder to count its frames.
        const bytes = Uint8Array.from(atob("\(base64)"), (c) => c.charCodeAt(0));
        const decoder = new ImageDecoder({ data: bytes, type: "image/gif" });
        await decoder.tracks.ready;
        await decoder.completed;
        const track = decoder.tracks.selectedTrack;
        const durations = [];
        for (let index = 0; index < track.frameCount; index++) {
          const frame = await decoder.decode({ frameIndex: index });
          durations.push(frame.image.duration);
          frame.image.close();
        }
        return JSON.stringify({
          width: image.naturalWidth, height: image.naturalHeight, frames: track.frameCount,
          animated: track.animated, repetitions: String(track.repetitionCount), durations });
      }
      </script></body></html>
      """.utf8
    ).write(to: page)
    let answer = try #require(
      chromium.evaluate("check()", in: page) as? String)
    struct Answer: Decodable {
      let width: Int
      let height: Int
      let frames: Int
      let animated: Bool
      let repetitions: String
      let durations: [Int]
    }
    let seen = try JSONDecoder().decode(Answer.self, from: Data(answer.utf8))
    #expect(seen.width == 160 && seen.height == 160)
    #expect(seen.animated)
    #expect(seen.frames == 61)
    // Microseconds: 3, 4, 3, … hundredths, 2 s in all, the last frame 0 (it ends there).
    #expect(seen.durations.count == 61)
    #expect(seen.durations.reduce(0, +) == 2_000_000)
    #expect(seen.durations.prefix(3) == [30_000, 40_000, 30_000])
    #expect(seen.durations.last == 0)
    #expect(seen.repetitions == "0")
  }
}

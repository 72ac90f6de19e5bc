import ActivityRings
import ActivityRingsCairo
import ActivityRingsPNG
import ActivityRingsWebP
import Foundation
import Testing

@Suite struct AnimateCommandTests {
  static let values = [
    "animate", "--from", "move=400/500,exercise=10/30,stand=3/12", "--to",
    "move=1250/500,exercise=25/30,stand=13/12", "--size", "60",
  ]

  @Test func animatedSVGPlaysAndEndsOnTheRenderOfTo() throws {
    let result = try RingsProcess.run(Self.values + ["--fps", "10", "--format", "svg", "-o", "-"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError.isEmpty)
    #expect(result.text.components(separatedBy: "<animate ").count - 1 == 11)
    let last = try RingsProcess.run([
      "render", "--summary", "move=1250/500,exercise=25/30,stand=13/12", "--size", "60",
      "--format", "svg", "-o", "-",
    ])
    func shapes(_ text: String) -> [Substring] {
      text.split(separator: "\n").filter { $0.hasPrefix("<path ") || $0.hasPrefix("<pattern ") }
    }
    let groups = result.text.components(separatedBy: "<g display=\"inline\">\n")
    #expect(groups.count == 2)
    // The frame's patterns are named for it (activity-rings-f10-p0), the still's not.
    let finalGroup = String(groups[1].replacing(/-f[0-9]+-p/, with: "-p"))
    #expect(shapes(finalGroup) == shapes(last.text))
  }

  @Test func reducedMotionIsTheFinalFrameInEveryAnimatedFormat() throws {
    let render = try RingsProcess.run([
      "render", "--summary", "move=1250/500,exercise=25/30,stand=13/12", "--size", "60",
      "--format", "svg", "-o", "-",
    ])
    let svg = try RingsProcess.run(Self.values + ["--reduce-motion", "--format", "svg", "-o", "-"])
    #expect(svg.status == 0, "\(svg.standardError)")
    #expect(!svg.text.contains("<animate"))
    #expect(
      svg.text.split(separator: "\n").filter { $0.hasPrefix("<path ") || $0.hasPrefix("<pattern ") }
        == render.text.split(separator: "\n").filter {
          $0.hasPrefix("<path ") || $0.hasPrefix("<pattern ")
        })
    let png = try RingsProcess.run(Self.values + ["--reduce-motion", "--format", "png", "-o", "-"])
    #expect(png.status == 0, "\(png.standardError)")
    #expect(Self.animationControl(Array(png.standardOutput))?.frames == 1)
  }

  @Test func alwaysOnIsTheFinalFrameAtReducedLuminance() throws {
    let render = try RingsProcess.run([
      "render", "--summary", "move=1250/500,exercise=25/30,stand=13/12", "--size", "60",
      "--format", "svg", "-o", "-",
    ])
    let svg = try RingsProcess.run(Self.values + ["--always-on", "--format", "svg", "-o", "-"])
    #expect(svg.status == 0, "\(svg.standardError)")
    #expect(!svg.text.contains("<animate"))
    // Every colour of the shapes and their patterns' pieces, in order.
    func fills(_ text: String) -> [String] {
      text.split(separator: "\n").filter { $0.hasPrefix("<path ") || $0.hasPrefix("<pattern ") }
        .flatMap { $0.matches(of: /fill="(#[0-9a-f]{6})"/).map { String($0.output.1) } }
    }
    let full = fills(render.text)
    #expect(!full.isEmpty)
    // Each shape in the colour `rings render` draws it, every channel × 0.6 (#fa114f → #960a2f).
    #expect(fills(svg.text) == (try full.map { try RGBColor(hex: $0).dimmed(by: 0.6).hex }))
    let png = try RingsProcess.run(Self.values + ["--always-on", "--format", "png", "-o", "-"])
    #expect(png.status == 0, "\(png.standardError)")
    #expect(Self.animationControl(Array(png.standardOutput))?.frames == 1)
  }

  /// acTL's frame count and play count.
  static func animationControl(_ bytes: [UInt8]) -> (frames: Int, plays: Int)? {
    let tag = Array("acTL".utf8)
    guard let start = (0..<(bytes.count - 12)).first(where: { Array(bytes[$0..<($0 + 4)]) == tag })
    else { return nil }
    func number(_ offset: Int) -> Int {
      bytes[(start + offset)..<(start + offset + 4)].reduce(0) { $0 << 8 | Int($1) }
    }
    return (number(4), number(8))
  }

  @Test func animatedPNGStartsOnTheRenderOfFromAndIsDeterministic() throws {
    let folder = try RingsProcess.temporaryFolder()
    let arguments = Self.values + ["--fps", "20", "--duration", "0.5"]
    let once = try RingsProcess.run(arguments + ["-o", "once.png"], in: folder)
    #expect(once.status == 0, "\(once.standardError)")
    let again = try RingsProcess.run(arguments + ["-o", "again.png"], in: folder)
    let looping = try RingsProcess.run(arguments + ["--loop", "-o", "loop.png"], in: folder)
    #expect(again.status == 0 && looping.status == 0)
    let start = try RingsProcess.run(
      [
        "render", "--summary", "move=400/500,exercise=10/30,stand=3/12", "--size", "60", "-o",
        "from.png",
      ], in: folder)
    #expect(start.status == 0)
    func bytes(_ name: String) throws -> [UInt8] {
      try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
    }
    #expect(try bytes("once.png") == bytes("again.png"))
    let control = try #require(Self.animationControl(try bytes("once.png")))
    #expect(control.frames == 11 && control.plays == 1)
    #expect(try Self.animationControl(bytes("loop.png"))?.plays == 0)
    // The default image (what a viewer without APNG shows) is the first frame: the start day.
    #expect(try PNGDecoder().decode(bytes("once.png")) == PNGDecoder().decode(bytes("from.png")))
  }

  @Test func aDayOfAnExportFlowsIntoRenderAndAnimate() throws {
    // The sample export: 2026-06-10 has Move 800/400, Exercise 35/30, Stand 12/12.
    let (folder, export) = try StatsCommandTests.sampleExport()
    defer { try? FileManager.default.removeItem(at: folder) }
    func bytes(_ name: String) throws -> [UInt8] {
      try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
    }
    func run(_ arguments: [String]) throws {
      let result = try RingsProcess.run(arguments, in: folder)
      #expect(result.status == 0, "\(arguments): \(result.standardError)")
    }
    // `import --since D --until D` writes a list of one day, which render and animate read.
    try run(["import", export, "--since", "2026-06-10", "--until", "2026-06-10", "-o", "day.json"])
    try run(["render", "--summary", "day.json", "--size", "60", "-o", "imported.png"])
    try run([
      "render", "--from-export", export, "--date", "2026-06-10", "--size", "60", "-o", "day.png",
    ])
    #expect(try bytes("imported.png") == bytes("day.png"))
    let animate = ["animate", "--fps", "10", "--duration", "0.5", "--size", "60"]
    try run(animate + ["--from", "move=0/400", "--to", "day.json", "-o", "listed.png"])
    // --from-export and --date: from the day's rings at 0 to the day.
    try run(animate + ["--from-export", export, "--date", "2026-06-10", "-o", "opened.png"])
    try run(
      animate + [
        "--from-export", export, "--date", "2026-06-10", "--reduce-motion", "-o", "last.png",
      ])
    #expect(try PNGDecoder().decode(bytes("last.png")) == PNGDecoder().decode(bytes("day.png")))
    try run([
      "render", "--summary", "move=0/400,exercise=0/30,stand=0/12", "--size", "60", "-o",
      "zero.png",
    ])
    // The first frame (a viewer's still) is the day at 0.
    #expect(try PNGDecoder().decode(bytes("opened.png")) == PNGDecoder().decode(bytes("zero.png")))
    #expect(try Self.animationControl(bytes("opened.png"))?.frames == 6)
    // Two days are not one.
    try run(["import", export, "--since", "2026-06-10", "--until", "2026-06-11", "-o", "two.json"])
    let two = try RingsProcess.run(
      ["render", "--summary", "two.json", "-o", "two.png"], in: folder)
    #expect(two.status == 64)
    #expect(
      two.standardError
        == "rings: the summary JSON in 'two.json' holds 2 days (2026-06-10 to 2026-06-11): it "
        + "must hold one; rings import EXPORT --since DAY --until DAY -o day.json writes one\n")
  }

  @Test(arguments: [
    (["--from-export", "e.csv", "--date", "2026-06-10", "--to", "move=1/2"], "not both"),
    (["--date", "2026-06-10", "--from", "move=1/2"], "--date goes with --from-export EXPORT"),
    (
      ["--from", "move=1/2"],
      "give --from and --to (summary sources), or --from-export EXPORT --date DAY"
    ),
    (["--from-export", "e.csv", "--from", "move=1/2"], "--from-export needs --date DAY"),
  ])
  func animatingADayOfAnExportTakesEitherToOrTheExport(arguments: [String], message: String) throws
  {
    let result = try RingsProcess.run(["animate"] + arguments + ["-o", "x.png"])
    #expect(result.status == 64, "\(result.standardError)")
    #expect(result.standardError.contains(message), "\(result.standardError)")
    #expect(result.standardError.split(separator: "\n").count == 1)
  }

  @Test func anAnimatedWebPIsTheAnimationOfEveryFrame() throws {
    let result = try RingsProcess.run(
      Self.values + ["--fps", "10", "--duration", "0.5", "--loop", "--format", "webp", "-o", "-"])
    #expect(result.status == 0, "\(result.standardError)")
    let animation = try WebPDecoder().decodeAnimation(Array(result.standardOutput))
    #expect(animation.frames.count == 6)
    #expect(animation.loops == 0)
    // The last frame is what `rings render` draws for --to.
    let render = try RingsProcess.run([
      "render", "--summary", "move=1250/500,exercise=25/30,stand=13/12", "--size", "60",
      "--format", "png", "-o", "-",
    ])
    #expect(
      try #require(animation.frames.last).image
        == (try PNGDecoder().decode(Array(render.standardOutput))))
  }

  @Test func longDurationsAreClampedWithOneWarning() throws {
    let result = try RingsProcess.run(
      Self.values + ["--duration", "3", "--fps", "2", "--format", "svg", "-o", "-"])
    #expect(result.status == 0)
    #expect(
      result.standardError
        == "rings: warning: duration 3 s is longer than the 2 s limit; using 2 s\n")
    #expect(result.text.contains(#"dur="2s""#))
  }

  @Test func pipedTerminalPathPrintsTheFinalFrameOrAllFrames() throws {
    let final = try RingsProcess.run(Self.values)
    #expect(final.status == 0)
    let render = try RingsProcess.run([
      "render", "--summary", "move=1250/500,exercise=25/30,stand=13/12", "--size", "60",
    ])
    #expect(final.standardOutput == render.standardOutput)
    let all = try RingsProcess.run(
      Self.values + ["--fps", "10", "--duration", "0.5", "--all-frames"])
    #expect(all.standardOutput.filter { $0 == 0x0C }.count == 5, "6 frames, 5 form feeds")
    let reduced = try RingsProcess.run(Self.values + ["--reduce-motion", "--all-frames"])
    #expect(reduced.standardOutput == render.standardOutput)
  }

  @Test func framesFolderHoldsNumberedPNGs() throws {
    let folder = try RingsProcess.temporaryFolder()
    let result = try RingsProcess.run(
      Self.values + ["--fps", "4", "--duration", "0.5", "--frames", "frames"], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    let files = try RingsProcess.files(in: folder.appendingPathComponent("frames"))
    #expect(files == ["frame-0000.png", "frame-0001.png", "frame-0002.png"])
  }

  @Test(arguments: [
    (["--duration", "0"], "--duration must be a number of seconds greater than 0"),
    (["--duration", "-1"], "--duration must be a number of seconds greater than 0"),
    (["--duration", "soon"], "--duration must be a number of seconds greater than 0 (got 'soon')"),
    (["--fps", "0"], "--fps must be a whole number from 1 to 240 (got '0')"),
    (["--fps", "1000"], "--fps must be a whole number from 1 to 240 (got '1000')"),
    (["--fps", "2.5"], "--fps must be a whole number from 1 to 240 (got '2.5')"),
    (
      ["--curve", "bounce"],
      "--curve 'bounce' is not one of linear, ease-in, ease-out, ease-in-out, spring"
    ),
    (["--frames", "f", "-o", "x.png"], "give either --frames DIR or -o PATH, not both"),
    (["-o", "x.pdf"], "end it in .png, .svg, .txt, .ans, .gif, .webp"),
    (["--frames", "f", "--renderer", "svg"], "renderer 'svg' cannot write png"),
  ])
  func badInput(arguments: [String], message: String) throws {
    let folder = try RingsProcess.temporaryFolder()
    let result = try RingsProcess.run(Self.values + arguments, in: folder)
    #expect(result.status == 64, "\(result.standardError)")
    #expect(result.standardError.contains(message), "\(result.standardError)")
    #expect(result.standardError.split(separator: "\n").count == 1)
    #expect(try RingsProcess.files(in: folder).isEmpty)
  }

  /// A second run into the same folder never leaves a mix of two animations: the first run's
  /// extra frames go, and files that are not this command's frames stay.
  @Test func framesTwiceHoldOnlyTheSecondRun() throws {
    let folder = try RingsProcess.temporaryFolder()
    let frames = folder.appendingPathComponent("frames")
    let first = try RingsProcess.run(
      Self.values + ["--fps", "30", "--duration", "1", "--size", "16", "--frames", "frames"],
      in: folder)
    #expect(first.status == 0, "\(first.standardError)")
    #expect(try RingsProcess.files(in: frames).count == 31)
    let others = ["notes.txt", "frame-12.png", "frame-cover.png", "frame-0001.jpg"]
    for name in others {
      try Data("mine".utf8).write(to: frames.appendingPathComponent(name))
    }
    let second = try RingsProcess.run(
      Self.values + ["--fps", "10", "--duration", "1", "--size", "16", "--frames", "frames/"],
      in: folder)
    #expect(second.status == 0, "\(second.standardError)")
    let expected = (0...10).map {
      "frame-" + String(repeating: "0", count: $0 < 10 ? 3 : 2) + "\($0).png"
    }
    #expect(try RingsProcess.files(in: frames) == (expected + others).sorted())
  }

  @Test func framesToStandardOutputIsRefusedAsExportIs() throws {
    let folder = try RingsProcess.temporaryFolder()
    let result = try RingsProcess.run(Self.values + ["--frames", "-"], in: folder)
    #expect(result.status == 64, "\(result.standardError)")
    #expect(
      result.standardError.hasPrefix(
        "rings: --frames writes a set of files, which standard output cannot hold: give it a "
          + "folder"))
    #expect(result.standardError.split(separator: "\n").count == 1)
    #expect(try RingsProcess.files(in: folder).isEmpty)
  }
}

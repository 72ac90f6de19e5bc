import ActivityRings
import ActivityRingsASCII
import ActivityRingsCairo
import ActivityRingsPNG
import ActivityRingsRequests
import ActivityRingsSVG
import Foundation
import Testing

/// The README's example, and the documentation's, kept here so that they compile and do what
/// they say.
@Suite struct ReadmeExampleTests {
  /// The README's "In Swift" example, exactly: the lines between the markers below are its
  /// Swift block (checked), then what it makes.
  @Test func frontPageExample() throws {
    // README example begins
    let today = ActivitySummary(
      activeEnergyBurned: 350, activeEnergyBurnedGoal: 500,
      appleExerciseTime: 20, appleExerciseTimeGoal: 30,
      appleStandHours: 8, appleStandHoursGoal: 12)
    let scene = try RingScene(summary: today, size: CanvasSize(side: 160), scale: .x2)
    let registry = try RendererRegistry.standard()  // svg, cairo, ascii, gif and webp
    let svg = try OutputChoice(format: .svg, registry: registry).render(scene)  // [UInt8]
    let png = try OutputChoice(format: .png, registry: registry).render(scene)
    let words = scene.accessibilityText  // "Move: 350 of 500 calories, 70 percent. Exercise: …"
    // README example ends

    // The same bytes as the backends called on their own, the scene as each format draws it.
    #expect(svg == Array(try SVGRenderer().render(scene.drawn(as: .svg).drawList()).utf8))
    #expect(png == (try CairoRenderer().pngData(scene.drawList())))
    #expect(
      String(decoding: svg, as: UTF8.self).contains(
        #"width="320" height="320" viewBox="0 0 160 160""#))
    #expect(try PNGDecoder().decode(png).width == 320)
    #expect(
      words
        == "Move: 350 of 500 calories, 70 percent. Exercise: 20 of 30 minutes, 67 percent. "
        + "Stand: 8 of 12 hours, 67 percent.")

    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let block = try #require(readme.firstRange(of: "```swift\nimport ActivityRings\n"))
    let body = readme[block.upperBound...]
    let code = body[..<(try #require(body.firstRange(of: "```")).lowerBound)]
      .split(separator: "\n").filter { !$0.hasPrefix("import ") }
    let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let marked = try #require(
      source.firstRange(of: "// README example begins\n")?.upperBound)
    let end = try #require(source.firstRange(of: "    // README example ends")?.lowerBound)
    let tested = source[marked..<end].split(separator: "\n").map { $0.dropFirst(4) }
    #expect(code == tested, "README.md's Swift example differs from this test's")
    #expect(code.count + 4 <= 15, "README.md's Swift example is longer than 15 lines")
  }

  /// The example of "Choosing a renderer".
  @Test func renderersExample() throws {
    let today = ActivitySummary(
      day: try CalendarDay(parsing: "2026-08-13"),
      activeEnergyBurned: 350, activeEnergyBurnedGoal: 500,
      appleExerciseTime: 20, appleExerciseTimeGoal: 30,
      appleStandHours: 8, appleStandHoursGoal: 12)

    let scene = try RingScene(summary: today, size: CanvasSize(side: 64), scale: .x3)
    let svg: String = try SVGRenderer().render(scene.drawList())
    let png: [UInt8] = try CairoRenderer().pngData(scene.drawList())
    let pdf: [UInt8] = try CairoRenderer().pdfData(scene.drawList())
    let terminal = ASCIIRenderer(mode: .halfBlocks, color: .trueColor).render(scene.drawList())

    #expect(svg.contains(#"width="192" height="192" viewBox="0 0 64 64""#))
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(try PNGDecoder().decode(png).width == 192)
    #expect(pdf.starts(with: Array("%PDF".utf8)))
    #expect(terminal.contains("▀") && terminal.contains("\u{1B}[38;2;"))
    #expect(
      scene.accessibilityText
        == "Thursday 13 August 2026. Move: 350 of 500 calories, 70 percent. "
        + "Exercise: 20 of 30 minutes, 67 percent. Stand: 8 of 12 hours, 67 percent.")
  }

  /// "Checking Apple's guidelines".
  @Test func guidelinesExample() throws {
    let scene = try RingScene(progress: RingProgressSet(move: 0.7, exercise: 2.97, stand: 0.67))
    let report = GuidelineChecker.check(scene)
    #expect(report.passed)
    #expect(report.result(for: .outerMargin)?.measured == "outer margin 8 pt ≥ gap 1 pt")
  }

  /// The README's "Frame plans and animated files" example, after its "Transitions" example.
  @Test func framePlanExample() throws {
    let scene = try RingScene(progress: .noData, size: CanvasSize(side: 64))
    let transition = try RingTransition(
      from: RingProgressSet(move: 0.8), to: RingProgressSet(move: 2.5),
      duration: 3, curve: .easeInOut)
    var registry = RendererRegistry()
    try registry.register(.svg)
    try registry.register(.cairo)

    let plan = try FramePlan(transition, scene: scene, framesPerSecond: 60)  // plays once
    let loop = try FramePlan(transition, scene: scene, framesPerSecond: 30, plays: 0)  // for ever
    let apng = try registry.renderer(writing: .png, animated: true).renderAnimation(plan, as: .png)
    let svg = try registry.renderer(writing: .svg, animated: true).renderAnimation(loop, as: .svg)
    let stills = try plan.drawLists.map {
      try registry.renderer(writing: .png).render($0, as: .png)
    }

    // The default image is the first frame, which shows where the transition starts.
    let start = try CairoRenderer().image(scene.showing(transition.from).drawList())
    #expect(try PNGDecoder().decode(apng) == start)
    #expect(String(decoding: svg, as: UTF8.self).contains(#"repeatCount="indefinite""#))
    #expect(stills.count == 121)
    #expect(
      try PNGDecoder().decode(stills[120])
        == CairoRenderer().image(scene.showing(transition.to).drawList()))
  }
}

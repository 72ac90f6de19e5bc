import ActivityRings
import ActivityRingsCairo
import ActivityRingsWebP
import ActivityRingsWebPSnapshotTesting
import Testing
import _ActivityRingsTestSupport

/// WebP stills and animations, read back with libwebp: every pixel Cairo drew, the description
/// in the XMP chunk, and an animation's frames and timing.
@Suite struct WebPRendererTests {
  static let day = ActivitySummary(
    activeEnergyBurned: 350, activeEnergyBurnedGoal: 500, appleExerciseTime: 20,
    appleExerciseTimeGoal: 30, appleStandHours: 8, appleStandHoursGoal: 12)

  /// Whether two images show the same: every pixel equal, or both fully transparent (lossless
  /// WebP may change what lies under a transparent pixel).
  static func same(_ a: RGBAImage, _ b: RGBAImage) -> Bool {
    guard a.width == b.width, a.height == b.height else { return false }
    for y in 0..<a.height {
      for x in 0..<a.width {
        let (p, q) = (a[x, y], b[x, y])
        if p.alpha == 0, q.alpha == 0 { continue }
        if p != q { return false }
      }
    }
    return true
  }

  @Test(arguments: SnapshotCorpus.entries)
  func aStillKeepsEveryPixelAndItsDescription(_ entry: SnapshotCorpus.Entry) throws {
    let drawList = entry.scene.drawList()
    let bytes = try WebPRenderer().render(drawList)
    #expect(Array(bytes.prefix(4)) == Array("RIFF".utf8))
    #expect(Array(bytes[8..<12]) == Array("WEBP".utf8))
    let decoded = try WebPDecoder().decode(bytes)
    #expect(Self.same(decoded, try CairoRenderer().image(drawList)), "\(entry.name)")
    let description = try #require(WebPDecoder().description(in: bytes))
    #expect(description.title == drawList.title)
    #expect(description.description == drawList.accessibilityText)
  }

  @Test func aDescriptionWithMarkupSurvives() throws {
    let text = WebPDescription(title: "Ana & Bo's <rings>", description: "\"Move\" 70% > 50%")
    #expect(WebPDescription(xmp: text.xmp) == text)
  }

  @Test(arguments: [1, 0, 3])
  func anAnimationPlaysTheFramesAtTheirTimes(plays: Int) throws {
    let start = try RingProgressSet(move: 0.1, exercise: 0.2, stand: 0.1)
    let end = try RingProgressSet(move: 1.2, exercise: 0.9, stand: 1.01)
    let transition = try RingTransition(from: start, to: end, duration: 0.5)
    let scene = try RingScene(progress: start, size: CanvasSize(side: 48), scale: .x2)
    let plan = try FramePlan(transition, scene: scene, framesPerSecond: 30, plays: plays)
    let bytes = try WebPRenderer().renderAnimation(plan)
    let animation = try WebPDecoder().decodeAnimation(bytes)
    #expect(animation.loops == plays)
    // Every frame differs here, so none is merged; each lasts its delay in whole milliseconds,
    // and together they last the plan's duration and the last frame's delay.
    #expect(animation.frames.count == plan.frameCount)
    let total = animation.frames.reduce(0) { $0 + $1.milliseconds }
    let expected = Int(
      ((plan.duration + plan.delays[plan.frameCount - 1].seconds) * 1000).rounded())
    #expect(total == expected)
    let cairo = CairoRenderer()
    #expect(
      Self.same(try #require(animation.frames.first).image, try cairo.image(plan.drawList(at: 0))))
    #expect(
      Self.same(try #require(animation.frames.last).image, try cairo.image(plan.finalDrawList)))
    #expect(
      WebPDecoder().description(in: bytes)?.description == plan.finalDrawList.accessibilityText)
  }

  @Test func notWebPIsAnErrorInOneLine() {
    #expect(throws: WebPError.self) { try WebPDecoder().decode(Array("RIFF".utf8)) }
    #expect(WebPDecoder().description(in: [1, 2, 3]) == nil)
  }

  @Test(.enabled(if: InstalledTool.isInstalled("webpinfo"), "webpinfo is not installed (webp)"))
  func libwebpsOwnToolFindsNoError() throws {
    let still = try WebPRenderer().render(try RingScene(summary: Self.day).drawList())
    let plan = try FramePlan(
      RingTransition(from: RingProgressSet(move: 0), to: RingProgressSet(move: 1), duration: 0.2),
      scene: RingScene(progress: RingProgressSet(move: 0), size: CanvasSize(side: 40)),
      framesPerSecond: 20)
    let animated = try WebPRenderer().renderAnimation(plan)
    for (name, bytes) in [("still.webp", still), ("animated.webp", animated)] {
      let result = try InstalledTool.withFiles([(name, bytes)]) { paths in
        try InstalledTool.named("webpinfo").run([paths[0]])
      }
      #expect(result.status == 0, "\(name): \(result.output)")
      #expect(result.output.contains("No error detected."), "\(name): \(result.output)")
    }
  }

  @Test func theSnapshotStrategyComparesPixels() throws {
    let scene = try RingScene(summary: Self.day, size: CanvasSize(side: 64), scale: .x2)
    assertRingSnapshot(of: scene, as: .webp(), named: "day")
  }
}

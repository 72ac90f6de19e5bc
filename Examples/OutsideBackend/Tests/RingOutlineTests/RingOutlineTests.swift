import ActivityRings
import ActivityRingsRequests
import RingOutline
import Testing

/// The outside backend, registered with one line beside the five this package ships, answers
/// the registry calls `rings` makes: the renderer for a format, a still, an animation.
@Suite struct RingOutlineTests {
  static func registry() throws -> RendererRegistry {
    var registry = try RendererRegistry.standard()  // svg, cairo, ascii, gif: what rings uses
    try registry.register(.outline)  // the one line a package outside ActivityRings adds
    return registry
  }

  static let today = ActivitySummary(
    activeEnergyBurned: 350, activeEnergyBurnedGoal: 500, appleExerciseTime: 20,
    appleExerciseTimeGoal: 30, appleStandHours: 8, appleStandHoursGoal: 12)

  @Test func aStillThroughTheRegistry() throws {
    let registry = try Self.registry()
    let scene = try RingScene(summary: Self.today, size: CanvasSize(side: 64))
    let renderer = try registry.renderer(writing: .outline)
    #expect(renderer.name == "outline")
    #expect(try registry.renderer(forExtension: "outline").name == "outline")
    let text = String(decoding: try renderer.render(scene.drawList(), as: .outline), as: UTF8.self)
    let lines = text.split(separator: "\n")
    #expect(lines.count == scene.drawList().items.count)
    #expect(lines.contains { $0.hasPrefix("move.arc #") })
    // The shipped backends still answer for their own formats.
    #expect(try registry.renderer(writing: .svg).name == "svg")
    #expect(try registry.renderer(writing: .png).name == "cairo")
    #expect(registry.names == ["ascii", "cairo", "gif", "outline", "svg", "webp"])
  }

  @Test func anAnimationThroughTheRegistry() throws {
    let registry = try Self.registry()
    let scene = try RingScene(summary: Self.today, size: CanvasSize(side: 64))
    let transition = try RingTransition(
      from: RingProgressSet(move: 0.2), to: RingProgressSet(move: 1.1), duration: 0.25)
    let plan = try FramePlan(transition, scene: scene, framesPerSecond: 8)
    let renderer = try registry.renderer(writing: .outline, animated: true)
    let text = String(decoding: try renderer.renderAnimation(plan, as: .outline), as: UTF8.self)
    let headers = text.split(separator: "\n").filter { $0.hasPrefix("# frame") }
    #expect(
      headers == [
        "# frame 0 at 0 ms for 1/8 s", "# frame 1 at 125 ms for 1/8 s",
        "# frame 2 at 250 ms for 0/1 s",
      ])
    #expect(throws: RendererRegistryError.self) {
      try registry.renderer(writing: .outline, animated: true, named: "svg")
    }
  }

  @Test func theRegistryAnimatesByTheRenderersConformance() throws {
    let scene = try RingScene(summary: Self.today, size: CanvasSize(side: 64))
    let transition = try RingTransition(
      from: RingProgressSet(move: 0.2), to: RingProgressSet(move: 1.1), duration: 0.25)
    let plan = try FramePlan(transition, scene: scene, framesPerSecond: 8)
    let registered = try Self.registry().renderer(writing: .outline, animated: true)
    #expect(
      try registered.renderAnimation(plan, as: .outline)
        == Array(OutlineRenderer().renderAnimation(plan).utf8))
    #expect(registered.maximumFramesPerSecond(animating: .outline) == nil)
    #expect(
      try registered.render(plan.finalDrawList, as: .outline)
        == Array(OutlineRenderer().render(plan.finalDrawList).utf8))
  }
}

import ActivityRings
import Testing

@Suite struct RendererRegistryTests {
  /// A still and animated text renderer: one line per shape, and one line per frame.
  struct RoleListRenderer: AnimatedRingRenderer {
    var maximumFramesPerSecond: Int? = nil

    func render(_ drawList: DrawList) -> String {
      drawList.items.map(\.role.description).joined(separator: "\n")
    }

    func renderAnimation(_ plan: FramePlan) -> String {
      plan.frames.map { "\($0.time) s: \($0.drawList.items.count) shapes" }.joined(
        separator: "\n")
    }
  }

  /// A renderer of stills only.
  struct StillRenderer: RingRenderer {
    func render(_ drawList: DrawList) -> [UInt8] { Array("still".utf8) }
  }

  static func rolesRenderer(named name: String) -> RegisteredRenderer {
    RegisteredRenderer(
      name: name, summary: "one line per shape", stillFormats: [.text], animatedFormats: [.text]
    ) { _, _ in
      RoleListRenderer()
    }
  }

  static func plan(framesPerSecond: Int = 20) throws -> FramePlan {
    let scene = try RingScene(progress: RingProgressSet(move: 0.5), size: CanvasSize(side: 48))
    let transition = try RingTransition(from: .noData, to: scene.progress, duration: 0.1)
    return try FramePlan(transition, scene: scene, framesPerSecond: framesPerSecond)
  }

  @Test func registersListsAndLooksUpByName() throws {
    var registry = RendererRegistry()
    try registry.register(Self.rolesRenderer(named: "roles"))
    try registry.register(Self.rolesRenderer(named: "another"))
    #expect(registry.names == ["another", "roles"])
    let roles = try registry.renderer(named: "Roles")
    let scene = try RingScene(
      progress: RingProgressSet(move: 0.5), style: .moveOnly, scale: .x2,
      options: RingOptions(look: .flat))
    #expect(
      String(decoding: try roles.render(scene.drawList()), as: UTF8.self)
        == "move.track\nmove.arc\nmove.arc\nmove.glyph")
    #expect(try registry.renderer(forExtension: "TXT").name == "another")
  }

  @Test func unknownNameListsTheKnownOnes() throws {
    var registry = RendererRegistry()
    try registry.register(Self.rolesRenderer(named: "roles"))
    #expect(throws: RendererRegistryError.unknownName("webgl", known: ["roles"])) {
      try registry.renderer(named: "webgl")
    }
    do {
      _ = try registry.renderer(named: "webgl")
    } catch {
      #expect(error.description == "unknown renderer 'webgl' (known: roles)")
    }
    #expect(throws: RendererRegistryError.self) { try registry.renderer(forExtension: "png") }
  }

  @Test func duplicateAndInvalidNamesAreRejected() throws {
    var registry = RendererRegistry()
    try registry.register(Self.rolesRenderer(named: "roles"))
    #expect(throws: RendererRegistryError.duplicateName("roles")) {
      try registry.register(Self.rolesRenderer(named: "roles"))
    }
    for bad in ["", "Roles", "my renderer", "r/s"] {
      #expect(throws: RendererRegistryError.invalidName(bad)) {
        try registry.register(Self.rolesRenderer(named: bad))
      }
    }
  }

  @Test func formatsAreChecked() throws {
    let roles = Self.rolesRenderer(named: "roles")
    #expect(roles.defaultFormat == .text)
    #expect(try roles.format(named: "txt") == .text)
    #expect(throws: RendererRegistryError.self) { try roles.format(named: "png") }
    let scene = try RingScene(summary: nil)
    #expect(throws: RendererRegistryError.self) { try roles.render(scene.drawList(), as: .png) }
  }

  @Test func aRendererIsAValueDrawingScenesOrDrawLists() throws {
    struct CountingRenderer: RingRenderer {
      func render(_ drawList: DrawList) throws -> Int { drawList.items.count }
    }
    let scene = try RingScene(summary: SummaryFixtures.mixed)
    #expect(try CountingRenderer().render(scene) == CountingRenderer().render(scene.drawList()))
  }

  @Test func callersFindARendererByFormatStillOrAnimated() throws {
    var registry = RendererRegistry()
    let stillsOnly = RegisteredRenderer(
      name: "a-still", summary: "stills", stillFormats: [.text, .svg]
    ) { _, _ in StillRenderer() }
    try registry.register(stillsOnly)
    try registry.register(Self.rolesRenderer(named: "roles"))
    #expect(try registry.renderer(writing: .text).name == "a-still")
    #expect(try registry.renderer(writing: .text, animated: true).name == "roles")
    #expect(try registry.renderer(writing: .text, named: "roles").name == "roles")
    #expect(
      throws: RendererRegistryError.noRendererForFormat("svg", animated: true, known: ["txt"])
    ) {
      try registry.renderer(writing: .svg, animated: true)
    }
    #expect(
      RendererRegistryError.noRendererForFormat("pdf", animated: true, known: ["txt"]).description
        == "no renderer animates pdf (animated formats: txt)")
    #expect(throws: RendererRegistryError.self) {
      try registry.renderer(writing: .svg, animated: true, named: "a-still")
    }
    let plan = try Self.plan()
    let text = try registry.renderer(writing: .text, animated: true).renderAnimation(
      plan, as: .text)
    #expect(String(decoding: text, as: UTF8.self).split(separator: "\n").count == 3)
    #expect(throws: RendererRegistryError.self) {
      try stillsOnly.renderAnimation(plan, as: .text)
    }
  }

  @Test func aConformingRendererAnimatesThroughTheRegistryAsItself() throws {
    let plan = try Self.plan()
    let registered = try Self.rolesRenderer(named: "roles").renderAnimation(plan, as: .text)
    #expect(registered == Array(RoleListRenderer().renderAnimation(plan).utf8))
    #expect(registered == RoleListRenderer().renderAnimation(plan).renderedBytes)
    let still = try Self.rolesRenderer(named: "roles").render(plan.finalDrawList)
    #expect(still == Array(RoleListRenderer().render(plan.finalDrawList).utf8))
  }

  @Test func theRendererMadeForAFormatGetsTheCallersOptions() throws {
    let asked = RegisteredRenderer(
      name: "asked", summary: "what it was asked", stillFormats: [.text, .ansi],
      animatedFormats: [.ansi]
    ) { format, options in
      RoleListRenderer(maximumFramesPerSecond: options.cellBounds?.rows)
    }
    let bounds = RenderOptions(cellBounds: CellBounds(rows: 10))
    // 20 frames a second is more than the 10 the renderer made with these options plays.
    #expect(
      throws: RendererRegistryError.frameRateTooHigh(
        renderer: "asked", format: "ansi", framesPerSecond: 20, maximum: 10)
    ) {
      try asked.renderAnimation(Self.plan(), as: .ansi, options: bounds)
    }
    #expect(try asked.renderAnimation(Self.plan(), as: .ansi).isEmpty == false)
  }

  @Test func theRendererSaysHowFastItsAnimationPlays() throws {
    let slow = RegisteredRenderer(
      name: "slow", summary: "ten frames a second", stillFormats: [.text],
      animatedFormats: [.text, .ansi]
    ) { format, _ in
      RoleListRenderer(maximumFramesPerSecond: format == .text ? 10 : nil)
    }
    #expect(slow.maximumFramesPerSecond(animating: .text) == 10)
    #expect(slow.maximumFramesPerSecond(animating: .ansi) == nil)
    #expect(slow.maximumFramesPerSecond(animating: .svg) == nil)
    #expect(
      throws: RendererRegistryError.frameRateTooHigh(
        renderer: "slow", format: "txt", framesPerSecond: 20, maximum: 10)
    ) {
      try slow.renderAnimation(Self.plan(), as: .text)
    }
    #expect(try slow.renderAnimation(Self.plan(framesPerSecond: 10), as: .text).isEmpty == false)
    #expect(try slow.renderAnimation(Self.plan(), as: .ansi).isEmpty == false)
  }
}

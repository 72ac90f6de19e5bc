import ActivityRings
import Testing

@Suite struct RendererRegistryTests {
  static func rolesRenderer(named name: String) -> RegisteredRenderer {
    RegisteredRenderer(
      name: name, summary: "one line per shape", stillFormats: [.text], animatedFormats: [.text]
    ) { drawList, _, _ in
      Array(drawList.items.map(\.role.description).joined(separator: "\n").utf8)
    } animate: { plan, _, _ in
      Array(
        plan.frames.map { "\($0.time) s: \($0.drawList.items.count) shapes" }.joined(
          separator: "\n"
        ).utf8)
    }
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
    ) { _, _, _ in Array("still".utf8) }
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
    let scene = try RingScene(progress: RingProgressSet(move: 0.5), size: CanvasSize(side: 48))
    let transition = try RingTransition(from: .noData, to: scene.progress, duration: 0.1)
    let plan = try FramePlan(transition, scene: scene, framesPerSecond: 20)
    let text = try registry.renderer(writing: .text, animated: true).renderAnimation(
      plan, as: .text)
    #expect(String(decoding: text, as: UTF8.self).split(separator: "\n").count == 3)
    #expect(throws: RendererRegistryError.self) {
      try stillsOnly.renderAnimation(plan, as: .text)
    }
  }
}

import ActivityRings
import Testing

@Suite struct RendererRegistryTests {
  static func rolesRenderer(named name: String) -> RegisteredRenderer {
    RegisteredRenderer(name: name, summary: "one line per shape", formats: [.text]) { drawList, _ in
      Array(drawList.items.map(\.role.description).joined(separator: "\n").utf8)
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
}

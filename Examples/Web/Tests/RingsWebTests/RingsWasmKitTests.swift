import ActivityRings
import ActivityRingsSVG
import Testing

/// rings.wasm run by WasmKit, where no browser is needed: for the scenes and transition frames
/// the browser test (WebExampleBrowserTests, which also ties them to `rings render`) checks, the
/// SVG the module writes is the native core's, byte for byte, and a refused input is the native
/// core's message.
@Suite struct RingsWasmKitTests {
  /// One picture as the README's `rings render` examples give it.
  struct Scene: Sendable, CustomTestStringConvertible {
    let day: Day
    var moveTime = false
    var size: Double = 160
    var scale: Int32 = 1

    var testDescription: String {
      "\(day)\(moveTime ? " (move time)" : ""), size \(size), scale \(scale)"
    }
  }

  static let scenes = [
    Scene(day: Day(move: .init(350, 500), exercise: .init(20, 30), stand: .init(8, 12))),
    Scene(day: Day(move: .init(350, 500), exercise: .init(89, 30), stand: .init(8, 12))),
    Scene(day: Day(move: .init(20, 30)), moveTime: true, size: 64, scale: 3),
    Scene(day: Day(stand: .init(8, 12))),
    Scene(
      day: Day(move: .init(1005, 500), exercise: .init(0, 30), stand: .init(12, 0)), size: 29),
  ]

  /// The transition the frames come from (1 s, ease-in-out).
  static let start = Day(move: .init(400, 500), exercise: .init(10, 30), stand: .init(3, 12))
  static let end = Day(move: .init(1250, 500), exercise: .init(25, 30), stand: .init(13, 12))

  /// The frame times compared, in seconds: 0 and 1 are the transition's ends, 1.5 is past it.
  static let frameTimes = [0, 0.25, 0.5, 0.999, 1, 1.5]

  /// The native core's SVG of a scene, drawn as a vector (as `rings render` draws an SVG).
  static func native(_ scene: RingScene) throws -> [UInt8] {
    Array(try SVGRenderer().render(scene.drawn(as: .svg).drawList()).utf8)
  }

  /// The scene `rings render` draws for a day with `--size` and `--scale`.
  static func native(_ day: Day, moveTime: Bool = false, size: Double = 160, scale: Int = 1)
    throws -> RingScene
  {
    try RingScene(
      summary: day.summary(moveTime: moveTime), ringSide: size, scale: RenderScale(scale))
  }

  @Test("the module's SVG of a scene is the native core's, byte for byte", arguments: scenes)
  func scene(_ scene: Scene) throws {
    let rings = try RingsModule()
    let expected = try Self.native(
      Self.native(scene.day, moveTime: scene.moveTime, size: scene.size, scale: Int(scene.scale)))
    let actual = try rings.svg(
      scene.day, moveTime: scene.moveTime, size: scene.size, scale: scene.scale)
    let difference = actual.difference(from: expected)
    #expect(difference == nil, "\(difference ?? "")")
  }

  @Test("a transition frame is the native core's, byte for byte", arguments: frameTimes)
  func frame(at time: Double) throws {
    let rings = try RingsModule()
    let transition = try RingTransition(
      from: Self.start.summary(moveTime: false), to: Self.end.summary(moveTime: false),
      duration: 1, curve: .easeInOut)
    let frame = transition.scene(
      at: time, from: try Self.native(Self.start), to: try Self.native(Self.end))
    let actual = try rings.transitionSVG(from: Self.start, to: Self.end, time: time)
    let difference = actual.difference(from: try Self.native(frame))
    #expect(difference == nil, "\(difference ?? "")")
  }

  @Test("one module draws picture after picture: its buffer is replaced, never stale")
  func oneModuleManyCalls() throws {
    let rings = try RingsModule()
    for scene in Self.scenes + Self.scenes.prefix(1) {
      let expected = try Self.native(
        Self.native(scene.day, moveTime: scene.moveTime, size: scene.size, scale: Int(scene.scale)))
      let difference = try rings.svg(
        scene.day, moveTime: scene.moveTime, size: scene.size, scale: scene.scale
      ).difference(from: expected)
      #expect(difference == nil, "\(scene.testDescription): \(difference ?? "")")
    }
  }

  @Test("the module stays within the size the README gives")
  func size() throws {
    let bytes = try RingsModule.bytes.get()
    // README: 157 KB optimised by wasm-opt, 196 KB without it. More would mean the module pulled
    // in more than it draws with (Unicode's tables, say: 70 KB).
    let limit = RingsModule.isOptimised ? 170_000 : 215_000
    #expect(bytes.count <= limit, "rings.wasm is \(bytes.count) bytes")
  }

  @Test("a refused input is the native core's one-line message, and a negative count")
  func refusedInput() throws {
    let rings = try RingsModule()
    let day = Day(move: .init(350, 500))
    let error = #expect(throws: SceneError.self) { try Self.native(day, size: -1) }
    #expect(try rings.svg(day, size: -1) == .message(try #require(error).description))
    #expect(
      try rings.transitionSVG(from: day, to: day, time: 0, curve: 9)
        == .message("curve 9 is not one of 0…4"))
  }
}

import ActivityRings
import ActivityRingsCairo
import Testing
import _ActivityRingsTestSupport

/// The paused marker in the middle and the glyphs at 12 o'clock, found in Cairo's pixels.
@Suite struct MarkerAndGlyphPixelTests {
  /// The pixels whose centres lie inside the innermost ring's hole, at least a pixel from it.
  static func hole(of scene: RingScene, in image: RGBAImage) throws -> [(
    x: Int, y: Int, pixel: RGBAImage.Pixel
  )] {
    let layout = scene.layout()
    let factor = Double(scene.scale.factor)
    let innermost = try #require(layout.rings.last)
    let radius = innermost.innerRadius * factor - 1
    let (cx, cy) = (layout.center.x * factor, layout.center.y * factor)
    var result: [(Int, Int, RGBAImage.Pixel)] = []
    for y in 0..<image.height {
      for x in 0..<image.width {
        let (dx, dy) = (Double(x) + 0.5 - cx, Double(y) + 0.5 - cy)
        if dx * dx + dy * dy < radius * radius { result.append((x, y, image[x, y])) }
      }
    }
    return result
  }

  static func corpusScene(_ name: String) throws -> RingScene {
    try #require(SnapshotCorpus.entries.first { $0.name == name }, "no corpus scene \(name)").scene
  }

  /// A paused day: the corpus scene, at the README's size, and Move alone.
  static let pausedScenes = ["paused (corpus)", "paused 160 pt @2x", "paused Move only"]

  static func pausedScene(_ name: String) throws -> RingScene {
    let corpus = try corpusScene("paused")
    switch name {
    case "paused 160 pt @2x":
      return try RingScene(summary: corpus.summary, size: CanvasSize(side: 160), scale: .x2)
    case "paused Move only":
      var moveOnly = ActivitySummary(activeEnergyBurned: 320, activeEnergyBurnedGoal: 400)
      moveOnly.isPaused = true
      return try RingScene(summary: moveOnly, size: CanvasSize(side: 120))
    default:
      return corpus
    }
  }

  /// The least number of marker-grey pixels in the middle of a paused scene. Measured: 48 in
  /// the corpus scene (120 pt @1x), 592 at 160 pt @2x and 116 for Move alone.
  static let greyPixels = 20

  @Test(
    "a paused day shows the marker's grey in the middle; the same day unpaused is black there",
    arguments: pausedScenes)
  func pausedMarker(name: String) throws {
    let paused = try Self.pausedScene(name)
    let summary = try #require(paused.summary)
    #expect(summary.isPaused)
    // Apple's system grey, written out rather than taken from the library.
    let grey = RGBAImage.Pixel(red: 142, green: 142, blue: 147, alpha: 255)

    let hole = try Self.hole(of: paused, in: PixelProbe.render(paused))
    let greys = hole.filter { $0.pixel.maximumChannelDifference(to: grey) <= 2 }
    #expect(
      greys.count >= Self.greyPixels,
      "\(name): \(greys.count) grey pixels in the middle, expected at least \(Self.greyPixels)")
    // The grey sits at the centre: its pixels balance around it.
    let factor = Double(paused.scale.factor)
    let center = paused.layout().center
    if !greys.isEmpty {
      let meanX = Double(greys.map(\.x).reduce(0, +)) / Double(greys.count) + 0.5
      let meanY = Double(greys.map(\.y).reduce(0, +)) / Double(greys.count) + 0.5
      #expect(
        abs(meanX - center.x * factor) <= 1 && abs(meanY - center.y * factor) <= 1,
        "\(name): the grey is centred on (\(meanX), \(meanY))")
    }

    var unpausedSummary = summary
    unpausedSummary.isPaused = false
    let unpaused = try RingScene(
      summary: unpausedSummary, style: paused.style, size: paused.size, scale: paused.scale,
      options: paused.options)
    let black = try Self.hole(of: unpaused, in: PixelProbe.render(unpaused))
    let notBlack = black.filter { $0.pixel != .opaque(.black) }
    #expect(
      notBlack.isEmpty,
      """
      \(name) unpaused: \(notBlack.count) pixels in the middle are not black, e.g. \
      \(notBlack.prefix(3))
      """)
  }

  /// Scenes whose rings are wide enough for glyphs: the corpus's largest, and closed rings at
  /// the README's size.
  static let glyphScenes = ["large-1024pt-3x", "closed 160 pt @2x"]

  static func glyphScene(_ name: String) throws -> RingScene {
    guard name == "closed 160 pt @2x" else { return try corpusScene(name) }
    return try RingScene(
      progress: RingProgressSet(move: 1, exercise: 1, stand: 1), size: CanvasSize(side: 160),
      scale: .x2)
  }

  /// Black glyph pixels at 12 o'clock, at least this share of the line width squared. Measured:
  /// Move 0.063, Exercise 0.102, Stand 0.062 at 1024 pt @3x (5904, 9626 and 5814 pixels);
  /// 0.033, 0.056, 0.033 at 160 pt @2x (34, 57 and 34 pixels).
  static let glyphShare = 0.02

  @Test("large rings show their glyph's black pixels at 12 o'clock", arguments: glyphScenes)
  func glyphsAtTwelve(name: String) throws {
    let scene = try Self.glyphScene(name)
    let image = try PixelProbe.render(scene)
    let factor = Double(scene.scale.factor)
    for ring in scene.layout().rings {
      let width = ring.lineWidth * factor
      let top = PixelProbe.bandWindow(ring, in: image, scene: scene, halfWidth: 0.5)
      let bottom = PixelProbe.bandWindow(
        ring, in: image, scene: scene, halfWidth: 0.5, bottom: true)
      let black = top.filter { PixelProbe.kind(of: $0) == .black }.count
      let share = Double(black) / (width * width)
      #expect(
        share >= Self.glyphShare,
        """
        \(name): \(ring.kind) has \(black) black pixels at 12 o'clock, \(share) of the line \
        width squared; expected at least \(Self.glyphShare)
        """
      )
      // The same window at 6 o'clock has none: the black is the glyph's, not the window's.
      #expect(!bottom.isEmpty)
      #expect(
        !bottom.contains { PixelProbe.kind(of: $0) == .black }, "\(name): \(ring.kind) at 6 o'clock"
      )
    }
  }

  @Test(
    "at 29 pt the rings are too thin for glyphs: 12 o'clock is the plain ring colour",
    arguments: RenderScale.allCases)
  func noGlyphsWhenThin(scale: RenderScale) throws {
    let scene = try RingScene(
      progress: RingProgressSet(move: 1.5, exercise: 1.5, stand: 1.5),
      size: CanvasSize(side: 29), scale: scale, options: RingOptions(look: .flat))
    let image = try PixelProbe.render(scene)
    for ring in scene.layout().rings {
      let window = PixelProbe.bandWindow(ring, in: image, scene: scene, halfWidth: 0.5)
      #expect(!window.isEmpty)
      let off = window.filter {
        $0.maximumChannelDifference(to: .opaque(RingSample.higColor(of: ring.kind))) > 2
      }
      #expect(
        off.isEmpty,
        """
        29 pt \(scale): \(ring.kind) at 12 o'clock: \(off.count) of \(window.count) pixels \
        are not its colour, e.g. \(off.prefix(3))
        """
      )
    }
  }

  @Test("the corpus's 29 pt scene has no black at 12 o'clock")
  func noBlackInTheTinyCorpusScene() throws {
    let scene = try Self.corpusScene("tiny-29pt")
    let image = try PixelProbe.render(scene)
    for ring in scene.layout().rings {
      let window = PixelProbe.bandWindow(ring, in: image, scene: scene, halfWidth: 0.5)
      #expect(!window.isEmpty)
      #expect(!window.contains { PixelProbe.kind(of: $0) == .black }, "\(ring.kind)")
    }
  }
}

import ActivityRings
import ActivityRingsCairo
import Testing
import _ActivityRingsTestSupport

/// Past 100% the tip casts a shadow on the lap below, so 100% and 101% look different; at a
/// whole number of laps the ring is closed and shows no shadow. Checked in Cairo's pixels along
/// each ring's centre line.
@Suite struct TipShadowPixelTests {
  /// Luma just ahead of the tip must be at most this share of the lap's luma further ahead.
  /// Measured: Move 0.59–0.61, Exercise 0.60–0.71, Stand 0.61–0.82 (the highest at 101% on
  /// the smallest ring, where the shadow is still fading in).
  static let darkestShare = 0.85
  /// How far ahead of the tip's centre (in line widths along the centre line) "just ahead" is:
  /// past the tip's round cap (half a line width) where the shadow is deep.
  static let justAhead = 0.65
  /// …and "further ahead", clear of the shadow, which reaches 0.45 + 0.5 line widths.
  static let furtherAhead = 1.6

  /// Uniform scenes past their goal at the corpus's size (101%, 150%, 199%, 201% and 250% are
  /// corpus scenes), at every scale. 1000% is exactly ten laps, a closed ring with no shadow
  /// like 100% and 200% (checked below), so many laps are checked at 1001%.
  static let pastGoal: [Double] = [1.01, 1.5, 1.99, 2.01, 2.5, 10.01]

  static func uniform(_ progress: Double, scale: RenderScale = .x1) throws -> RingScene {
    try RingScene(
      progress: RingProgressSet(move: progress, exercise: progress, stand: progress),
      size: CanvasSize(side: SnapshotCorpus.defaultSide), scale: scale)
  }

  @Test(
    "just ahead of the tip, the lap below is clearly darker than further ahead",
    arguments: pastGoal, RenderScale.allCases)
  func shadowAheadOfTheTip(progress: Double, scale: RenderScale) throws {
    let scene = try Self.uniform(progress, scale: scale)
    let image = try PixelProbe.render(scene)
    for ring in scene.layout().rings {
      let tip = ring.arc(progress: progress).tipAngle
      let near = tip + Self.justAhead * ring.lineWidth / ring.radius
      var far = tip + Self.furtherAhead * ring.lineWidth / ring.radius
      if RingSample.isNearGlyph(far, ring: ring, in: scene) { far += ring.lineWidth / ring.radius }
      // A glyph is black and would pass for a shadow: the near sample must be clear of it.
      try #require(
        !RingSample.isNearGlyph(near, ring: ring, in: scene),
        "\(ring.kind) at \(progress): the sample ahead of the tip lies on the glyph")
      let shaded = PixelProbe.centreLine(ring, at: near, in: image, scene: scene)
      let lap = PixelProbe.centreLine(ring, at: far, in: image, scene: scene)
      // Further ahead the lap below is the ring's own colour.
      #expect(
        lap.maximumChannelDifference(to: .opaque(RingSample.higColor(of: ring.kind))) <= 2,
        "\(ring.kind) at \(progress), \(scale): the lap ahead is \(lap)")
      #expect(
        shaded.luma <= Self.darkestShare * lap.luma,
        """
        \(ring.kind) at \(progress), \(scale): just ahead of the tip \(shaded) (luma \
        \(shaded.luma)) is not 15% darker than the lap ahead \(lap) (luma \(lap.luma))
        """)
    }
  }

  @Test(
    "at exactly 100%, 200% and 1000% the closed ring has no shadow anywhere on its centre line",
    arguments: ["closed", "two-laps", "ten-laps"], RenderScale.allCases)
  func noShadowAtWholeLaps(name: String, scale: RenderScale) throws {
    let entry = try #require(SnapshotCorpus.entries.first { $0.name == name })
    let scene = try RingScene(
      progress: entry.scene.progress, size: entry.scene.size, scale: scale)
    let image = try PixelProbe.render(scene)
    for ring in scene.layout().rings {
      var checked = 0
      for degrees in stride(from: 0, to: 360, by: 3) {
        let angle = Double(degrees) * .pi / 180
        if RingSample.isNearGlyph(angle, ring: ring, in: scene) { continue }
        let found = PixelProbe.centreLine(ring, at: angle, in: image, scene: scene)
        checked += 1
        #expect(
          found.maximumChannelDifference(to: .opaque(RingSample.higColor(of: ring.kind))) <= 2,
          "\(name), \(scale): \(ring.kind) at \(degrees)° is \(found)")
      }
      #expect(checked >= 110, "\(ring.kind): only \(checked) places checked")
    }
  }

  /// 100% against 101% (and 200% against 201%, 1000% against 1001%) at 120 × 120 px, measured
  /// with Cairo 1.16: 834 pixels differ by more than 8/255, but 634 of those differ even with
  /// the shadow turned off (all brighter: along the current lap's last half turn its antialiased
  /// edges are drawn over the lap's, so edge pixels gain coverage). What shows the shadow is the
  /// 124 pixels at least 15% darker in luma (0 with the shadow off); more than this many must be.
  static let darkerPixels = 60

  @Test(
    "a ring just past a whole lap looks clearly different from the closed ring: darker ahead of the tip",
    arguments: [(1.0, 1.01), (2.0, 2.01), (10.0, 10.01)])
  func pastAWholeLapLooksDifferent(closed: Double, past: Double) throws {
    let before = try PixelProbe.render(Self.uniform(closed))
    let after = try PixelProbe.render(Self.uniform(past))
    var differing = 0
    var darker = 0
    for y in 0..<before.height {
      for x in 0..<before.width where before[x, y].maximumChannelDifference(to: after[x, y]) > 8 {
        differing += 1
        if after[x, y].luma <= Self.darkestShare * before[x, y].luma { darker += 1 }
      }
    }
    #expect(
      darker > Self.darkerPixels,
      """
      \(past) against \(closed): \(differing) pixels differ by more than 8/255, \(darker) of them \
      are at least 15% darker; expected more than \(Self.darkerPixels) darker
      """)
  }
}

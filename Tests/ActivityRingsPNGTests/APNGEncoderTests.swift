import ActivityRingsCairo
import Foundation
import Testing
import _ActivityRingsTestSupport

@testable import ActivityRings
@testable import ActivityRingsPNG

@Suite struct APNGEncoderTests {
  static let tenth = FrameDelay(numerator: 1, denominator: 10)

  /// Ring frames: the rings growing from nothing past a full lap, a 96 pt canvas at 1×.
  static func ringFrames(count: Int) throws -> [RGBAImage] {
    let scene = try RingScene(progress: .noData, size: CanvasSize(side: 96))
    return try (0..<count).map { index in
      let value = Double(index) / Double(max(1, count - 1)) * 1.3
      return try CairoRenderer().image(
        scene.showing(RingProgressSet(move: value, exercise: value / 2, stand: value / 3))
          .drawList())
    }
  }

  /// Seeded noise, which deflate cannot shrink: `side` × `side` RGBA pixels.
  static func noise(side: Int, seed: UInt64) -> RGBAImage {
    var generator = SeededGenerator(seed: seed)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(side * side * 4)
    while bytes.count < side * side * 4 {
      withUnsafeBytes(of: generator.next()) { bytes += $0.prefix(side * side * 4 - bytes.count) }
    }
    return RGBAImage(width: side, height: side, bytes: bytes) ?? RGBAImage(width: 0, height: 0)
  }

  @Test func chunksComeInOrderWithOneSequenceAcrossFrameControlAndData() throws {
    // 600 px of noise is more than one 1 MiB data chunk per frame.
    let frames = (1...3).map { Self.noise(side: 600, seed: $0) }
    let apng = try APNGEncoder().encode(
      frames: frames, delays: Array(repeating: Self.tenth, count: 3))
    let playback = try APNGPlayback(apng)
    #expect(
      playback.chunkTypes == [
        "IHDR", "pHYs", "acTL", "fcTL", "IDAT", "IDAT", "fcTL", "fdAT", "fdAT", "fcTL", "fdAT",
        "fdAT", "IEND",
      ])
    #expect(playback.sequenceNumbers == Array(0..<7))
    #expect(playback.frames.map(\.sequence) == [0, 1, 4])
    #expect(playback.frames.map(\.canvas) == frames)
  }

  @Test(arguments: [1, 0, 5])
  func animationControlCountsFramesAndPlays(plays: Int) throws {
    let frames = try Self.ringFrames(count: 4)
    let apng = try APNGEncoder(plays: plays).encode(
      frames: frames, delays: Array(repeating: Self.tenth, count: 4))
    let playback = try APNGPlayback(apng)
    #expect(playback.frameCount == 4)
    #expect(playback.plays == plays)
    #expect(playback.frames.count == 4)
    #expect(playback.frames.allSatisfy { $0.delay == Self.tenth })
  }

  @Test(arguments: PNGCompression.allCases, [true, false])
  func playbackShowsEveryFrameExactly(compression: PNGCompression, crops: Bool) throws {
    var encoder = APNGEncoder(compression: compression, scale: .x2)
    encoder.cropsFrames = crops
    let rings = try Self.ringFrames(count: 6)
    // A repeated frame, and translucent noise after opaque rings.
    let frames = rings + [rings[5], Self.noise(side: 96, seed: 7)]
    let delays = (1...8).map { FrameDelay(numerator: UInt16($0), denominator: 60) }
    let apng = try encoder.encode(frames: frames, delays: delays)
    let playback = try APNGPlayback(apng)
    #expect(playback.frames.map(\.canvas) == frames)
    #expect(playback.frames.map(\.delay) == delays)
    #expect(playback.colorType == 6)
    #expect(try PNGDecoder().pixelsPerMetre(in: apng) == PNGEncoder.pixelsPerMetre(at: .x2))
  }

  @Test func theFirstFrameIsTheDefaultImage() throws {
    let frames = try Self.ringFrames(count: 3)
    let apng = try APNGEncoder().encode(
      frames: frames, delays: Array(repeating: Self.tenth, count: 3))
    #expect(try PNGDecoder().decode(apng) == frames[0])
  }

  @Test func framesAreCroppedToWhatChanged() throws {
    let first = try Self.ringFrames(count: 1)[0]
    var second = first
    second[10, 20] = .init(red: 1, green: 2, blue: 3, alpha: 255)
    second[40, 30] = .init(red: 1, green: 2, blue: 3, alpha: 255)
    let frames = [first, second, second]
    let apng = try APNGEncoder().encode(
      frames: frames, delays: Array(repeating: Self.tenth, count: 3))
    let playback = try APNGPlayback(apng)
    #expect(
      playback.frames.map(\.region) == [
        PixelRegion(first), PixelRegion(x: 10, y: 20, width: 31, height: 11),
        PixelRegion(x: 0, y: 0, width: 1, height: 1),
      ])
    #expect(playback.frames.map(\.canvas) == frames)
    #expect(playback.colorType == 2)

    var uncropped = APNGEncoder()
    uncropped.cropsFrames = false
    let full = try uncropped.encode(frames: frames, delays: Array(repeating: Self.tenth, count: 3))
    #expect(try APNGPlayback(full).frames.allSatisfy { $0.region == PixelRegion(first) })
    #expect(apng.count < full.count)
  }

  @Test func changedRegionsAreTheBoundingBoxOfTheDifferences() {
    let base = Self.noise(side: 9, seed: 1)
    #expect(PixelRegion.changed(from: base, to: base) == nil)
    for (points, expected) in [
      ([(0, 0)], PixelRegion(x: 0, y: 0, width: 1, height: 1)),
      ([(8, 8)], PixelRegion(x: 8, y: 8, width: 1, height: 1)),
      ([(3, 1), (1, 5), (6, 4)], PixelRegion(x: 1, y: 1, width: 6, height: 5)),
      ([(8, 0), (0, 8)], PixelRegion(x: 0, y: 0, width: 9, height: 9)),
    ] {
      var changed = base
      for (x, y) in points { changed[x, y].alpha &+= 1 }
      #expect(PixelRegion.changed(from: base, to: changed) == expected, "\(points)")
    }
  }

  /// Wider than the 16-pixel blocks `changed` compares at once: a change anywhere in a block,
  /// at its edges or in the row's tail, is found where a pixel-by-pixel search finds it.
  @Test func changedRegionsMatchAPixelByPixelSearchAcrossBlocks() {
    let base = Self.noise(side: 53, seed: 2)
    var generator = SeededGenerator(seed: 3)
    for trial in 0..<200 {
      var changed = base
      let count = 1 + Int(generator.next() % 4)
      let points = (0..<count).map { _ in
        (Int(generator.next() % 53), Int(generator.next() % 53))
      }
      for (x, y) in points { changed[x, y].red &+= 1 }
      let xs = points.map(\.0)
      let ys = points.map(\.1)
      let expected = PixelRegion(
        x: xs.min() ?? 0, y: ys.min() ?? 0, width: (xs.max() ?? 0) - (xs.min() ?? 0) + 1,
        height: (ys.max() ?? 0) - (ys.min() ?? 0) + 1)
      #expect(PixelRegion.changed(from: base, to: changed) == expected, "trial \(trial): \(points)")
    }
  }

  /// One pixel short of opaque anywhere, in the 1024-pixel blocks or the last one, is found.
  @Test func anyTranslucentPixelMakesAnImageNotOpaque() {
    let opaque =
      RGBAImage(
        width: 37, height: 31,
        bytes: Array((0..<(37 * 31)).map { [UInt8($0 % 256), 2, 3, 255] }.joined()))
      ?? RGBAImage(width: 0, height: 0)
    #expect(PNGEncoder.isOpaque(opaque))
    for index in [0, 1, 1023, 1024, 1025, 37 * 31 - 1] {
      var image = opaque
      image[index % 37, index / 37].alpha = 254
      #expect(!PNGEncoder.isOpaque(image), "pixel \(index)")
    }
  }

  @Test func invalidAnimationsAreClearErrors() throws {
    let frame = Self.noise(side: 4, seed: 1)
    func message(_ body: () throws -> Void) -> String? {
      do {
        try body()
        return nil
      } catch {
        return "\(error)"
      }
    }
    #expect(
      message { _ = try APNGEncoder().encode(frames: [], delays: []) }
        == "cannot encode animated PNG: there are no frames")
    #expect(
      message { _ = try APNGEncoder().encode(frames: [frame, frame], delays: [Self.tenth]) }
        == "cannot encode animated PNG: 2 frames need as many delays, not 1")
    #expect(
      message {
        _ = try APNGEncoder().encode(
          frames: [frame, Self.noise(side: 5, seed: 1)], delays: [Self.tenth, Self.tenth])
      }
        == "cannot encode animated PNG: frame 1 is 5×5 pixels, frame 0 is 4×4; "
        + "all frames must have the same size")
    #expect(
      message { _ = try APNGEncoder(plays: -1).encode(frames: [frame], delays: [Self.tenth]) }
        == "cannot encode animated PNG: plays is -1, not 0 (for ever) to 2^31 − 1")
    #expect(throws: PNGError.self) {
      try APNGEncoder().encode(frames: [RGBAImage(width: 0, height: 3)], delays: [Self.tenth])
    }
  }

  // MARK: - CairoRenderer's animations

  /// Rings growing past a lap, the Stand ring from zero.
  static func transition(duration: Double, reducedMotion: Bool = false) throws -> RingTransition {
    try RingTransition(
      from: RingProgressSet(move: 0.2, exercise: 0.1, stand: 0),
      to: RingProgressSet(move: 1.3, exercise: 0.8, stand: 0.6), duration: duration,
      reducedMotion: reducedMotion)
  }

  static func scene(
    side: Double = 48, scale: RenderScale = .x1, background: RingBackground = .black
  )
    throws -> RingScene
  {
    try RingScene(
      progress: .noData, size: CanvasSize(side: side), scale: scale,
      options: RingOptions(background: background))
  }

  @Test(arguments: [(1, 2, 30), (1, 1, 60), (2, 1, 24), (1, 3, 60)])
  func transitionsHaveAFramePerFrameTimeAndLastTheirDuration(
    numerator: Int, denominator: Int, rate: Int
  ) throws {
    let transition = try Self.transition(duration: Double(numerator) / Double(denominator))
    let scene = try Self.scene()
    let times = try transition.frameTimes(framesPerSecond: Double(rate))
    let apng = try CairoRenderer().renderAnimation(
      FramePlan(transition, scene: scene, framesPerSecond: rate))
    let playback = try APNGPlayback(apng)
    #expect(playback.frameCount == times.count)
    #expect(playback.plays == 1)
    #expect(playback.colorType == 2)
    let delays = playback.frames.map(\.delay)
    #expect(
      delays.dropLast().map(\.fraction).reduce(Fraction(0, 1), +)
        == Fraction(numerator, denominator))
    #expect(delays.last == .zero)
    for (frame, time) in zip(playback.frames, times) {
      #expect(
        frame.canvas
          == (try CairoRenderer().image(scene.showing(transition.progress(at: time)).drawList())),
        "t = \(time)")
    }
  }

  @Test func theFirstFrameIsTheStartOfTheTransition() throws {
    let transition = try Self.transition(duration: 1)
    let scene = try Self.scene(side: 160, scale: .x2)
    let apng = try CairoRenderer().renderAnimation(
      FramePlan(transition, scene: scene, framesPerSecond: 30, plays: 0))
    let start = try CairoRenderer().image(scene.showing(transition.progress(at: 0)).drawList())
    #expect(try PNGDecoder().decode(apng) == start)
    #expect(try PNGDecoder().pixelsPerMetre(in: apng) == PNGEncoder.pixelsPerMetre(at: .x2))
    let playback = try APNGPlayback(apng)
    #expect(playback.plays == 0)
    // Repeating, the end state holds for a frame before the next play.
    #expect(playback.frames.last?.delay == FrameDelay(numerator: 1, denominator: 30))
  }

  @Test func reducedMotionIsOneFrameOfTheEndState() throws {
    let transition = try Self.transition(duration: 1, reducedMotion: true)
    let scene = try Self.scene()
    let apng = try CairoRenderer().renderAnimation(
      FramePlan(transition, scene: scene, framesPerSecond: 30))
    let playback = try APNGPlayback(apng)
    #expect(playback.frameCount == 1)
    #expect(
      playback.chunkTypes == ["IHDR", "pHYs", "iTXt", "iTXt", "acTL", "fcTL", "IDAT", "IEND"])
    #expect(
      playback.frames.map(\.canvas)
        == [try CairoRenderer().image(scene.showing(transition.to).drawList())])
  }

  @Test func transparentCornersMakeAnRGBAFile() throws {
    let transition = try Self.transition(duration: 0.5)
    let scene = try Self.scene(background: .circle)
    let apng = try CairoRenderer().renderAnimation(
      FramePlan(transition, scene: scene, framesPerSecond: 20))
    let playback = try APNGPlayback(apng)
    #expect(playback.colorType == 6)
    let times = try transition.frameTimes(framesPerSecond: 20)
    #expect(
      playback.frames.map(\.canvas)
        == (try times.map {
          try CairoRenderer().image(scene.showing(transition.progress(at: $0)).drawList())
        }))
  }

  @Test func stillFramesAreTheAnimationsFrames() throws {
    let transition = try Self.transition(duration: 0.5)
    let scene = try Self.scene(scale: .x3)
    let renderer = CairoRenderer(options: .init(compression: .maximum))
    let stills = try FramePlan(transition, scene: scene, framesPerSecond: 24).drawLists.map(
      renderer.pngData)
    let playback = try APNGPlayback(
      renderer.renderAnimation(FramePlan(transition, scene: scene, framesPerSecond: 24)))
    #expect(stills.count == 13)
    #expect(try stills.map { try PNGDecoder().decode($0) } == playback.frames.map(\.canvas))
    #expect(try PNGDecoder().pixelsPerMetre(in: stills[0]) == PNGEncoder.pixelsPerMetre(at: .x3))
  }

  @Test func invalidRatesAndPlaysAreErrors() throws {
    let transition = try Self.transition(duration: 1)
    let scene = try Self.scene()
    #expect(throws: TransitionError.invalidFrameRate(0)) {
      try FramePlan(transition, scene: scene, framesPerSecond: 0)
    }
    #expect(throws: TransitionError.invalidFrameRate(241)) {
      try FramePlan(transition, scene: scene, framesPerSecond: 241)
    }
    #expect(throws: TransitionError.self) {
      try CairoRenderer().renderAnimation(
        FramePlan(transition, scene: scene, framesPerSecond: 30, plays: -1))
    }
  }

  /// pngcheck 3.0.3 checks the PNG structure, CRCs and the default image; it calls APNG's
  /// chunks unknown.
  @Test(.enabled(if: InstalledTool.isInstalled("pngcheck"), "pngcheck is not installed"))
  func pngcheckFindsNoErrors() throws {
    let pngcheck = try InstalledTool.named("pngcheck")
    let transition = try Self.transition(duration: 1)
    let files = try [(RingBackground.black, 1), (.circle, 0)].map { background, plays in
      (
        name: "rings-\(background)-\(plays).png",
        bytes: try CairoRenderer().renderAnimation(
          FramePlan(
            transition, scene: Self.scene(side: 160, background: background), framesPerSecond: 60,
            plays: plays))
      )
    }
    let result = try InstalledTool.withFiles(files) { try pngcheck.run(["-v"] + $0) }
    #expect(result.status == 0, "pngcheck: \(result.output)")
    #expect(result.output.contains("No errors were detected in 2 of the 2 files tested."))
  }

  /// ffprobe (Debian's ffmpeg, which `Scripts/setup --tests` installs) decodes every frame at
  /// the time the plan gives it.
  @Test(.enabled(if: InstalledTool.isInstalled("ffprobe"), "ffprobe is not installed (ffmpeg)"))
  func ffprobeDecodesEveryFrameAtItsTime() throws {
    let ffprobe = try InstalledTool.named("ffprobe")
    let apng = try CairoRenderer().renderAnimation(
      FramePlan(
        Self.transition(duration: 1), scene: Self.scene(side: 160), framesPerSecond: 60))
    let (frames, times) = try InstalledTool.withFiles([("rings.png", apng)]) { paths in
      (
        try ffprobe.run([
          "-v", "error", "-count_frames", "-show_entries", "stream=nb_read_frames", "-of",
          "csv=p=0", paths[0],
        ]),
        try ffprobe.run([
          "-v", "error", "-show_entries", "packet=pts_time", "-of", "csv=p=0", paths[0],
        ])
      )
    }
    #expect(frames.status == 0 && times.status == 0, "ffprobe: \(frames.output) \(times.output)")
    #expect(frames.output.trimmingCharacters(in: .whitespacesAndNewlines) == "61")
    let expected = (0...60).map { String(format: "%.6f", floor(Double($0) * 1000 / 60) / 1000) }
    #expect(times.output.split(separator: "\n").map(String.init) == expected)
  }
}

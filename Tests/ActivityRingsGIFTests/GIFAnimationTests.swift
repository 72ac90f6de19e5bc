import ActivityRings
import ActivityRingsCairo
import ActivityRingsGIF
import Testing
import _ActivityRingsTestSupport

/// Animated GIFs decoded back with giflib (``GIFDecoder``): frames, delays, loop count,
/// comment, and the first and last frames against Cairo's pixels.
@Suite struct GIFAnimationTests {
  /// Move 80% → 250%, Exercise 33% → 83%, Stand 25% → 108%: laps, a tip shadow, the gradient.
  static let transition = try? RingTransition(
    from: RingProgressSet(move: 0.8, exercise: 10.0 / 30, stand: 0.25),
    to: RingProgressSet(move: 2.5, exercise: 25.0 / 30, stand: 13.0 / 12), duration: 2)

  static func plan(framesPerSecond: Int = 30, plays: Int = 1, background: RingBackground = .black)
    throws -> FramePlan
  {
    let transition = try #require(Self.transition)
    let scene = try RingScene(
      progress: transition.to, size: CanvasSize(side: 160),
      options: RingOptions(background: background))
    return try FramePlan(transition, scene: scene, framesPerSecond: framesPerSecond, plays: plays)
  }

  @Test func twoSecondsAtThirtyFramesPerSecond() throws {
    let plan = try Self.plan()
    let gif = try GIFRenderer().renderAnimation(plan)
    let animation = try GIFDecoder().decode(gif)
    #expect(animation.frames.count == 61)
    // Frames at k/30 s start at the nearest hundredth: 3, 4, 3, 3, 4, 3, … and 0 at the end.
    #expect(Array(animation.frames.map(\.hundredths).prefix(6)) == [3, 4, 3, 3, 4, 3])
    #expect(animation.frames.last?.hundredths == 0)
    #expect(animation.totalHundredths == 200)
    #expect(animation.loopCount == nil)
    #expect(animation.plays == 1)
    #expect(animation.comments == [plan.finalDrawList.accessibilityText])
    for (name, decoded, drawList) in [
      ("first", animation.frames.first?.image, plan.frames.first?.drawList),
      ("last", animation.frames.last?.image, plan.frames.last?.drawList),
    ] {
      let reference = try CairoRenderer().image(try #require(drawList))
      let fidelity = GIFFidelity(
        try #require(decoded), reference: reference, tolerance: GIFEncoderTests.tolerance.loose)
      #expect(fidelity.transparencyMismatches == 0, "\(name): \(fidelity)")
      #expect(
        fidelity.largestDifference <= GIFEncoderTests.tolerance.largest, "\(name): \(fidelity)")
      #expect(fidelity.shareOver <= GIFEncoderTests.tolerance.share, "\(name): \(fidelity)")
      #expect(fidelity.meanDifference <= GIFEncoderTests.tolerance.mean, "\(name): \(fidelity)")
    }
  }

  @Test func everyFrameIsTheRasterWithinTolerance() throws {
    let plan = try Self.plan(framesPerSecond: 10)
    let animation = try GIFDecoder().decode(GIFRenderer().renderAnimation(plan))
    #expect(animation.frames.count == plan.frames.count)
    for (frame, planned) in zip(animation.frames, plan.frames) {
      let fidelity = GIFFidelity(
        frame.image, reference: try CairoRenderer().image(planned.drawList),
        tolerance: GIFEncoderTests.tolerance.loose)
      #expect(fidelity.largestDifference <= GIFEncoderTests.tolerance.largest, "\(fidelity)")
      #expect(fidelity.shareOver <= GIFEncoderTests.tolerance.share, "\(fidelity)")
    }
  }

  @Test(arguments: [(plays: 0, loopCount: 0), (plays: 3, loopCount: 2)])
  func repeatingAnimationsCarryTheNetscapeLoopCount(plays: Int, loopCount: Int) throws {
    let animation = try GIFDecoder().decode(
      GIFRenderer().renderAnimation(Self.plan(framesPerSecond: 25, plays: plays)))
    #expect(animation.loopCount == loopCount)
    #expect(animation.plays == plays)
    // The end state holds for one frame interval, 1/25 s, before the next play.
    #expect(animation.frames.last?.hundredths == 4)
    #expect(animation.totalHundredths == 204)
    #expect(animation.frames.count == 51)
  }

  @Test func transparentFramesAreWholeAndClearedBeforeTheNext() throws {
    let plan = try Self.plan(framesPerSecond: 5, background: .circle)
    let animation = try GIFDecoder().decode(GIFRenderer().renderAnimation(plan))
    #expect(animation.frames.count == plan.frames.count)
    for (frame, planned) in zip(animation.frames, plan.frames) {
      let fidelity = GIFFidelity(
        frame.image, reference: try CairoRenderer().image(planned.drawList),
        tolerance: GIFEncoderTests.tolerance.loose)
      #expect(fidelity.transparencyMismatches == 0, "\(fidelity)")
      #expect(fidelity.largestDifference <= GIFEncoderTests.tolerance.largest, "\(fidelity)")
    }
  }

  @Test func moreThanFiftyFramesPerSecondIsRefusedBeforeDrawing() throws {
    let plan = try Self.plan(framesPerSecond: 60)
    var drawn = 0
    #expect(throws: GIFError.frameRateTooHigh(framesPerSecond: 60, maximum: 50)) {
      try GIFEncoder().encode(plan) {
        drawn += 1
        return try CairoRenderer().image($0)
      }
    }
    #expect(drawn == 0)
    #expect(
      throws: RendererRegistryError.frameRateTooHigh(
        renderer: "gif", format: "gif", framesPerSecond: 60, maximum: 50)
    ) {
      try RegisteredRenderer.gif.renderAnimation(plan, as: .gif)
    }
    #expect(RegisteredRenderer.gif.maximumFramesPerSecond(animating: .gif) == 50)
  }

  @Test func aFrameThatWouldShowForNoTimeIsLeftOut() throws {
    let drawLists = try [0.0, 0.5, 1.0].map {
      try RingScene(
        progress: RingProgressSet(move: $0, exercise: $0, stand: $0), size: CanvasSize(side: 40)
      )
      .drawList()
    }
    // 0.02 s and 0.024 s both start at 2 hundredths: the frame at 0.02 s is left out.
    let plan = try FramePlan(drawLists: drawLists, times: [0, 0.02, 0.024], framesPerSecond: 50)
    let animation = try GIFDecoder().decode(GIFRenderer().renderAnimation(plan))
    #expect(animation.frames.map(\.hundredths) == [2, 0])
    let last = try CairoRenderer().image(drawLists[2])
    let fidelity = GIFFidelity(
      try #require(animation.frames.last).image, reference: last, tolerance: 6)
    #expect(fidelity.largestDifference <= GIFEncoderTests.tolerance.largest)
  }

  @Test func reducedMotionIsOneFrameAtAnyRate() throws {
    let transition = try #require(Self.transition)
    let reduced = try RingTransition(
      from: transition.from, to: transition.to, duration: 2, reducedMotion: true)
    let scene = try RingScene(progress: transition.to, size: CanvasSize(side: 64))
    let plan = try FramePlan(reduced, scene: scene, framesPerSecond: 120)
    let animation = try GIFDecoder().decode(GIFRenderer().renderAnimation(plan))
    #expect(animation.frames.count == 1)
    #expect(animation.totalHundredths == 0)
  }

  @Test(.enabled(if: InstalledTool.isInstalled("ffprobe"), "ffprobe (ffmpeg) is not installed"))
  func ffprobeCountsTheFramesAndTheDuration() throws {
    let gif = try GIFRenderer().renderAnimation(Self.plan())
    let output = try InstalledTool.withFiles([("rings.gif", gif)]) { paths in
      try InstalledTool.named("ffprobe").run([
        "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
        "stream=nb_read_frames,codec_name,width", "-of", "default=noprint_wrappers=1", paths[0],
      ]).output
    }
    #expect(output.contains("codec_name=gif"))
    #expect(output.contains("width=160"))
    #expect(output.contains("nb_read_frames=61"))
  }
}

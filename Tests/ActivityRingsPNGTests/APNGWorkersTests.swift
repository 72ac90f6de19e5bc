import ActivityRingsCairo
import Testing

@testable import ActivityRings
@testable import ActivityRingsPNG

#if canImport(Glibc)
  import Glibc
#endif

/// Frames drawn and compressed on several workers make the same file, byte for byte, as one
/// worker and as `encode(_:drawing:)`, whatever the split: opaque or not, with a transparent
/// frame in the middle, and with the earliest failure thrown.
@Suite struct APNGWorkersTests {
  /// The Move, Exercise and Stand rings growing past a lap over 1 s at 30 fps: 31 frames.
  static func plan(side: Double = 64, background: RingBackground = .black) throws -> FramePlan {
    let transition = try RingTransition(
      from: RingProgressSet(move: 0.2, exercise: 0.1, stand: 0),
      to: RingProgressSet(move: 1.3, exercise: 0.8, stand: 0.6), duration: 1)
    let scene = try RingScene(
      progress: .noData, size: CanvasSize(side: side),
      options: RingOptions(background: background))
    return try FramePlan(transition, scene: scene, framesPerSecond: 30)
  }

  /// A failure naming the frame it stopped at.
  struct Stop: Error, Equatable {
    let frame: Int
  }

  static let workerCounts = [1, 2, 3, 7, 31, 100]

  @Test(arguments: PNGCompression.allCases)
  func everyWorkerCountWritesTheSameBytes(compression: PNGCompression) throws {
    let plan = try Self.plan()
    let encoder = APNGEncoder(
      compression: compression, texts: PNGText.describing(plan.finalDrawList))
    let sequential = try encoder.encode(plan) { try CairoRenderer().image($0) }
    for workers in Self.workerCounts {
      let parallel = try encoder.encode(plan, workers: workers) { try CairoRenderer().image($0) }
      #expect(parallel == sequential, "\(workers) workers")
    }
    #expect(try APNGPlayback(sequential).frameCount == 31)
    #expect(try APNGPlayback(sequential).colorType == 2)
  }

  @Test func cairoRendersTheSameAnimationOnOneWorkerAndOnMany() throws {
    let plan = try Self.plan(background: .circle)
    let one = try CairoRenderer(options: .init(workers: 1)).renderAnimation(plan)
    #expect(try APNGPlayback(one).colorType == 6)
    for workers in [nil] + Self.workerCounts.map(Optional.some) {
      #expect(
        try CairoRenderer(options: .init(workers: workers)).renderAnimation(plan) == one,
        "\(workers.map(String.init) ?? "default") workers")
    }
  }

  @Test func aTransparentFrameInTheMiddleStartsAgainAsRGBAOnEveryWorkerCount() throws {
    let plan = try Self.plan()
    let clear = plan.frames[17].drawList
    let draw: @Sendable (DrawList) throws -> RGBAImage = { drawList in
      let image = try CairoRenderer().image(drawList)
      guard drawList == clear else { return image }
      var bytes = image.bytes
      bytes[3] = 0  // the top left pixel, transparent
      return RGBAImage(width: image.width, height: image.height, bytes: bytes) ?? image
    }
    let sequential = try APNGEncoder().encode(plan, drawing: draw)
    #expect(try APNGPlayback(sequential).colorType == 6)
    for workers in Self.workerCounts {
      #expect(try APNGEncoder().encode(plan, workers: workers, drawing: draw) == sequential)
    }
  }

  @Test func theEarliestFailureIsThrownOnEveryWorkerCount() throws {
    let plan = try Self.plan()
    let failing = [5, 25].map { plan.frames[$0].drawList }
    let draw: @Sendable (DrawList) throws -> RGBAImage = { drawList in
      if let index = failing.firstIndex(of: drawList) { throw Stop(frame: [5, 25][index]) }
      return try CairoRenderer().image(drawList)
    }
    #expect(throws: Stop(frame: 5)) { try APNGEncoder().encode(plan, drawing: draw) }
    for workers in Self.workerCounts {
      #expect(throws: Stop(frame: 5), "\(workers) workers") {
        try APNGEncoder().encode(plan, workers: workers, drawing: draw)
      }
    }
  }

  /// A run's first frame is compressed by whichever worker brings the second side of its
  /// boundary: slowing down the first frames of runs, then their last frames, makes each side
  /// arrive second, with the same bytes.
  @Test(arguments: [0, APNGEncoder.framesPerRun - 1])
  func eitherWorkerAtABoundaryWritesTheSameBytes(slowFrameInRun: Int) throws {
    let plan = try Self.plan()
    let slow = Set(
      (0..<plan.frameCount).filter { $0 % APNGEncoder.framesPerRun == slowFrameInRun }
        .map { plan.drawList(at: $0) })
    let draw: @Sendable (DrawList) throws -> RGBAImage = { drawList in
      if slow.contains(drawList) { usleep(20_000) }
      return try CairoRenderer().image(drawList)
    }
    let sequential = try APNGEncoder().encode(plan, drawing: draw)
    for workers in [2, 3] {
      #expect(try APNGEncoder().encode(plan, workers: workers, drawing: draw) == sequential)
    }
  }

  @Test func runsCoverEveryFrameOnceInOrder() {
    for frames in [1, 2, 31, 121] {
      for runs in 1...min(frames, 8) {
        let ranges = (0..<runs).map { APNGEncoder.range(of: $0, in: runs, frameCount: frames) }
        #expect(ranges.flatMap { Array($0) } == Array(0..<frames))
        #expect(ranges.allSatisfy { !$0.isEmpty })
      }
    }
  }
}

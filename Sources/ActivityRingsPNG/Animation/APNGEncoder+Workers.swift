import ActivityRings
import Dispatch
import Synchronization

extension APNGEncoder {
  /// A frame plan as an animated PNG, its frames drawn by `draw` and compressed by `workers`
  /// threads at once, then written in order: the same bytes as ``encode(_:drawing:)`` for any
  /// number of workers.
  ///
  /// ```swift
  /// let plan = try FramePlan(transition, scene: scene, framesPerSecond: 60)
  /// let apng = try APNGEncoder(scale: scene.scale).encode(plan, workers: 2) {
  ///   try CairoRenderer().image($0)
  /// }
  /// ```
  ///
  /// The frames are split into runs of 4 consecutive frames, which the workers
  /// take in order, so a busy core takes fewer; each worker makes the draw lists of its own
  /// frames (`FramePlan/drawList(at:)`). A frame after the first carries only the region that
  /// changed from the one before, so a run's first frame is compared against the last frame of
  /// the run before: whichever of the two workers draws its side second compresses it, and no
  /// frame is drawn twice. Each frame is written to the file as soon as every frame before it
  /// is, while later frames are still being compressed. Memory holds two frames' pixels per
  /// worker, one per boundary whose other side is not drawn yet, and the compressed frames that
  /// wait for an earlier one. The file is RGB while every frame drawn is opaque; when a frame
  /// has transparent pixels the plan is drawn again as RGBA, as ``encode(_:drawing:)`` does.
  ///
  /// - Parameters:
  ///   - plan: the frames, their delays and the number of plays.
  ///   - workers: how many frames are drawn and compressed at once, at least 1; more than the
  ///     frames count as one per frame.
  ///   - draw: rasterises a frame's draw list; called from several threads at once.
  /// - Throws: what ``encode(_:drawing:)`` throws, for the earliest frame that fails.
  /// - Complexity: O(frames × pixels / workers) on each of `workers` cores, plus the drawing.
  public func encode(
    _ plan: FramePlan, workers: Int, drawing draw: @Sendable (DrawList) throws -> RGBAImage
  ) throws -> [UInt8] {
    var encoder = self
    encoder.plays = plan.plays
    let frameCount = plan.frameCount
    let threads = max(1, min(workers, frameCount))
    let runs = threads == 1 ? 1 : (frameCount + Self.framesPerRun - 1) / Self.framesPerRun
    var opaque = true
    while true {
      let queue = Mutex(
        try APNGWriteQueue(plan: plan, runs: runs, encoder: encoder, opaque: opaque))
      let settings = encoder
      let rgb = opaque
      DispatchQueue.concurrentPerform(iterations: threads) { _ in
        while let run = queue.withLock({ $0.nextRun() }) {
          APNGWorkerRun(
            plan: plan, range: Self.range(of: run, in: runs, frameCount: frameCount),
            encoder: settings, opaque: rgb
          )
          .compress(drawing: draw) { index, outcome in
            queue.withLock { $0.record(outcome, at: index) }
          } meeting: { meeting in
            queue.withLock { $0.meet(meeting) }
          }
        }
      }
      // The earliest frame that stopped the work decides, as in encode(_:drawing:): a failure
      // is thrown, a transparent frame starts again as RGBA.
      switch try queue.withLock({ try $0.finish() }) {
      case .success(let bytes):
        return bytes
      case .failure(.transparent):
        opaque = false
      case .failure(.failed(let error)):
        throw error
      }
    }
  }

  /// How many frames a run has (the last may have fewer) when there are several workers:
  /// short runs balance the work between busy cores and write frames sooner; each boundary
  /// between runs keeps one frame's pixels until both its sides are drawn.
  static let framesPerRun = 4

  /// The frames run `run` of `runs` covers: consecutive, as even as they can be.
  static func range(of run: Int, in runs: Int, frameCount: Int) -> Range<Int> {
    (run * frameCount / runs)..<((run + 1) * frameCount / runs)
  }
}

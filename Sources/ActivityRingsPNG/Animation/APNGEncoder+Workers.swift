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
  /// The frames are split into `workers` runs of consecutive frames, one per worker; each
  /// worker draws the frame before its run again (one extra frame per worker after the first),
  /// since a frame after the first carries only the region that changed from the one before.
  /// Memory holds two frames' pixels per worker and the compressed frames until they are
  /// written. The file is RGB while every frame drawn is opaque; when a frame has transparent
  /// pixels the plan is drawn again as RGBA, as ``encode(_:drawing:)`` does.
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
    let frames = plan.frames
    let runs = max(1, min(workers, frames.count))
    var opaque = true
    while true {
      var writer = try APNGFrameWriter(encoder: encoder, frameCount: frames.count, opaque: opaque)
      let outcomes = Mutex([APNGWorkerRun?](repeating: nil, count: runs))
      let settings = encoder
      let rgb = opaque
      DispatchQueue.concurrentPerform(iterations: runs) { run in
        let outcome = APNGWorkerRun(
          frames: frames, range: Self.range(of: run, in: runs, frameCount: frames.count),
          encoder: settings, opaque: rgb, drawing: draw)
        outcomes.withLock { $0[run] = outcome }
      }
      // In frame order, as encode(_:drawing:) meets them: the first failure is thrown, the
      // first transparent frame starts again as RGBA.
      var restart = false
      for outcome in outcomes.withLock({ $0 }) {
        switch outcome?.result {
        case .compressed(let compressed)?:
          for (frame, index) in zip(compressed, outcome?.range ?? 0..<0) {
            try writer.append(frame, delay: frames[index].delay)
          }
        case .transparent?:
          restart = true
        case .failed(let error)?:
          throw error
        case nil:
          preconditionFailure("concurrentPerform returned before every run ended")
        }
        if restart { break }
      }
      if restart {
        opaque = false
        continue
      }
      return try writer.finish()
    }
  }

  /// The frames run `run` of `runs` covers: consecutive, as even as they can be.
  static func range(of run: Int, in runs: Int, frameCount: Int) -> Range<Int> {
    (run * frameCount / runs)..<((run + 1) * frameCount / runs)
  }
}

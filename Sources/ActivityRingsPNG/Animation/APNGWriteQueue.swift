import ActivityRings

/// What the workers of ``APNGEncoder/encode(_:workers:drawing:)`` share: the runs not yet
/// started, the boundaries between runs where two workers meet (``meet(_:)``), and the file,
/// to which each compressed frame is appended as soon as every frame before it is (frames
/// finished early wait here). The first frame that could not be compressed stops the work after
/// it.
///
/// ```swift
/// let queue = Mutex(try APNGWriteQueue(plan: plan, runs: 4, encoder: encoder, opaque: true))
/// while let run = queue.withLock({ $0.nextRun() }) { … queue.withLock { $0.record(outcome, at: index) } }
/// ```
struct APNGWriteQueue: Sendable {
  /// Why the frames stopped before the end: the first frame that was not compressed.
  enum Stop: Error {
    /// A frame with transparent pixels in an RGB animation.
    case transparent
    /// What drawing, compressing or writing a frame threw.
    case failed(any Error)
  }

  /// The frames' delays, in order.
  private let delays: [FrameDelay]
  /// How many runs the frames are split into.
  let runs: Int
  private var writer: APNGFrameWriter
  /// Compressed frames waiting for an earlier one, by frame index.
  private var waiting: [APNGCompressedFrame?]
  /// The frames written so far: the next frame to write.
  private var written = 0
  /// The next run to hand out.
  private var next = 0
  /// The first frame that was not compressed, and why.
  private var stop: (index: Int, reason: Stop)?
  /// The side of each boundary between runs that arrived first, by the index of the frame
  /// after the boundary.
  private var boundaries: [Int: APNGWorkerRun.Meeting] = [:]

  /// A queue for `plan` split into `runs` runs, written by `encoder` as RGB (`opaque`) or RGBA.
  ///
  /// - Throws: as ``APNGFrameWriter/init(encoder:frameCount:opaque:)``.
  init(plan: FramePlan, runs: Int, encoder: APNGEncoder, opaque: Bool) throws(PNGError) {
    delays = plan.delays
    self.runs = runs
    writer = try APNGFrameWriter(encoder: encoder, frameCount: plan.frameCount, opaque: opaque)
    waiting = Array(repeating: nil, count: plan.frameCount)
  }

  /// The next run to work on, in order; nil when every run is handed out or a frame stopped
  /// the work.
  mutating func nextRun() -> Int? {
    guard next < runs, stop == nil else { return nil }
    defer { next += 1 }
    return next
  }

  /// Brings one side of a boundary between runs: returns the other side's pixels when it is
  /// here already (the caller then compresses the frame after the boundary), nil when the
  /// other worker will.
  mutating func meet(_ meeting: APNGWorkerRun.Meeting) -> RGBAImage? {
    let index =
      switch meeting {
      case .first(_, let index): index
      case .last(_, let before): before
      }
    switch boundaries.removeValue(forKey: index) {
    case .first(let pixels, _)?, .last(let pixels, _)?:
      return pixels
    case nil:
      boundaries[index] = meeting
      return nil
    }
  }

  /// Records what became of frame `index`, and writes every frame that is ready in order.
  /// Returns whether the worker should go on with its next frame: not after a frame that
  /// stopped the work before it.
  mutating func record(_ outcome: APNGWorkerRun.Outcome, at index: Int) -> Bool {
    switch outcome {
    case .compressed(let frame):
      waiting[index] = frame
    case .transparent:
      stopAt(index, .transparent)
    case .failed(let error):
      stopAt(index, .failed(error))
    }
    while written < waiting.count, stop.map({ written < $0.index }) ?? true,
      let frame = waiting[written]
    {
      waiting[written] = nil
      do {
        try writer.append(frame, delay: delays[written])
      } catch {
        stopAt(written, .failed(error))
        break
      }
      written += 1
    }
    return stop.map { index < $0.index } ?? true
  }

  /// Keeps the earliest frame that stopped the work.
  private mutating func stopAt(_ index: Int, _ reason: Stop) {
    if stop.map({ index < $0.index }) ?? true { stop = (index, reason) }
  }

  /// What the workers made, once they are all done: the file, or why it stopped (every frame
  /// before the one that stopped it was compressed, so it is the earliest).
  ///
  /// - Throws: ``PNGError/invalidAnimation(_:)`` when frames are missing, as
  ///   ``APNGFrameWriter/finish()`` does.
  mutating func finish() throws(PNGError) -> Result<[UInt8], Stop> {
    if let stop { return .failure(stop.reason) }
    return .success(try writer.finish())
  }
}

import ActivityRings

/// One run of consecutive frames for a worker of ``APNGEncoder/encode(_:workers:drawing:)``:
/// it makes each frame's draw list, draws it and compresses it against the frame before, and
/// hands each compressed frame on as soon as it is done, so frames are written while later ones
/// are still being compressed.
///
/// ```swift
/// let run = APNGWorkerRun(plan: plan, range: 60..<64, encoder: encoder, opaque: true)
/// run.compress(drawing: { try CairoRenderer().image($0) }) { index, outcome in
///   queue.withLock { $0.record(outcome, at: index) }
/// } meeting: { meeting in
///   queue.withLock { $0.meet(meeting) }
/// }
/// ```
///
/// A run's first frame is compared against the last frame of the run before, which another
/// worker draws: the two workers meet at the boundary (``Meeting``), and whichever arrives
/// second compresses that frame, so no frame is drawn twice and no worker waits.
struct APNGWorkerRun: Sendable {
  /// What became of one frame.
  enum Outcome: Sendable {
    /// The frame, drawn and compressed.
    case compressed(APNGCompressedFrame)
    /// The frame has transparent pixels in an RGB animation: the plan must be drawn as RGBA.
    case transparent
    /// Drawing or compressing the frame failed.
    case failed(any Error)
  }

  /// One side of a boundary between two runs, brought by the worker that drew it.
  enum Meeting: Sendable {
    /// The pixels of frame `index`, the first of a run.
    case first(RGBAImage, index: Int)
    /// The pixels of the frame before frame `index`, the last of a run.
    case last(RGBAImage, before: Int)
  }

  /// The animation.
  let plan: FramePlan
  /// The frames of the plan this run covers.
  let range: Range<Int>
  /// The settings: compression, scale, cropping.
  let encoder: APNGEncoder
  /// RGB (true) or RGBA (false).
  let opaque: Bool

  /// Draws the run's frames in order and compresses each against the frame before, handing
  /// each frame's outcome to `report`; stops after the first frame that is not compressed, or
  /// when `report` returns false. The run's first frame and, after the run, the next run's
  /// first frame are compressed here only if `meet` returns the other side of the boundary
  /// (the worker that brings it second compresses the frame).
  ///
  /// - Complexity: O(frames in the run × pixels), plus the drawing.
  func compress(
    drawing draw: (DrawList) throws -> RGBAImage, report: (Int, Outcome) -> Bool,
    meeting meet: (Meeting) -> RGBAImage?
  ) {
    var previous: RGBAImage?
    for index in range {
      let image: RGBAImage
      do {
        image = try draw(plan.drawList(at: index))
      } catch {
        _ = report(index, .failed(error))
        return
      }
      if opaque, !PNGEncoder.isOpaque(image) {
        _ = report(index, .transparent)
        return
      }
      if index == range.lowerBound, index > 0 {
        // The run before compresses this frame unless its last frame is drawn already.
        if let before = meet(.first(image, index: index)),
          !report(index, outcome(of: image, after: before, at: index))
        {
          return
        }
      } else if !report(index, outcome(of: image, after: previous, at: index)) {
        return
      }
      previous = image
    }
    if let previous, range.upperBound < plan.frameCount,
      let next = meet(.last(previous, before: range.upperBound))
    {
      _ = report(range.upperBound, outcome(of: next, after: previous, at: range.upperBound))
    }
  }

  /// Frame `index` (`image`, opaque when ``opaque``) compressed after `previous`.
  private func outcome(of image: RGBAImage, after previous: RGBAImage?, at index: Int) -> Outcome {
    do {
      return .compressed(
        try APNGCompressedFrame(
          image, after: previous, index: index, encoder: encoder, opaque: opaque))
    } catch {
      return .failed(error)
    }
  }
}

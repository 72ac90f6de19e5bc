import ActivityRings

/// One run of consecutive frames for a worker of ``APNGEncoder/encode(_:workers:drawing:)``:
/// it makes each frame's draw list, draws it and compresses it against the frame before, and
/// hands each compressed frame on as soon as it is done, so frames are written while later ones
/// are still being compressed.
///
/// ```swift
/// let run = APNGWorkerRun(plan: plan, range: 60..<121, encoder: encoder, opaque: true)
/// run.compress(drawing: { try CairoRenderer().image($0) }) { index, outcome in
///   queue.withLock { $0.record(outcome, at: index) }
/// }
/// ```
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

  /// The animation.
  let plan: FramePlan
  /// The frames of the plan this run covers.
  let range: Range<Int>
  /// The settings: compression, scale, cropping.
  let encoder: APNGEncoder
  /// RGB (true) or RGBA (false).
  let opaque: Bool

  /// Draws and compresses the run's frames in order, after drawing the frame before the run
  /// (if any) to compare the first against, and hands each frame's outcome to `report`. Stops
  /// after the first frame that is not compressed, or when `report` returns false.
  ///
  /// - Complexity: O(frames in the run × pixels), plus the drawing.
  func compress(
    drawing draw: (DrawList) throws -> RGBAImage, report: (Int, Outcome) -> Bool
  ) {
    var previous: RGBAImage?
    do {
      if range.lowerBound > 0 { previous = try draw(plan.drawList(at: range.lowerBound - 1)) }
    } catch {
      _ = report(range.lowerBound, .failed(error))
      return
    }
    for index in range {
      let outcome: Outcome
      var pixels: RGBAImage?
      do {
        let image = try draw(plan.drawList(at: index))
        pixels = image
        outcome =
          opaque && !PNGEncoder.isOpaque(image)
          ? .transparent
          : .compressed(
            try APNGCompressedFrame(
              image, after: previous, index: index, encoder: encoder, opaque: opaque))
      } catch {
        outcome = .failed(error)
      }
      guard report(index, outcome), case .compressed = outcome else { return }
      previous = pixels
    }
  }
}

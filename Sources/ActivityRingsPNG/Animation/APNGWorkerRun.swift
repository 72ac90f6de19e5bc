import ActivityRings

/// What one worker of ``APNGEncoder/encode(_:workers:drawing:)`` made of its run of
/// consecutive frames: each frame drawn and compressed, or where it stopped.
///
/// ```swift
/// let run = APNGWorkerRun(frames: plan.frames, range: 60..<121, encoder: encoder, opaque: true) {
///   try CairoRenderer().image($0)
/// }
/// ```
struct APNGWorkerRun: Sendable {
  /// How the run ended.
  enum Result: Sendable {
    /// Every frame of the run, compressed, in order.
    case compressed([APNGCompressedFrame])
    /// A frame has transparent pixels in an RGB animation: the plan must be drawn as RGBA.
    case transparent
    /// Drawing or compressing a frame failed.
    case failed(any Error)
  }

  /// The frames of the plan this run covers.
  let range: Range<Int>
  /// Its frames, or where it stopped.
  let result: Result

  /// Draws and compresses `frames[range]`, after drawing the frame before the run (if any)
  /// to compare the first against; stops at the first frame that fails or, when `opaque`, has
  /// transparent pixels.
  ///
  /// - Complexity: O(frames in the run × pixels), plus the drawing.
  init(
    frames: [FramePlan.Frame], range: Range<Int>, encoder: APNGEncoder, opaque: Bool,
    drawing draw: (DrawList) throws -> RGBAImage
  ) {
    self.range = range
    var compressed: [APNGCompressedFrame] = []
    compressed.reserveCapacity(range.count)
    do {
      var previous = try range.lowerBound > 0 ? draw(frames[range.lowerBound - 1].drawList) : nil
      for index in range {
        let pixels = try draw(frames[index].drawList)
        if opaque, !PNGEncoder.isOpaque(pixels) {
          result = .transparent
          return
        }
        compressed.append(
          try APNGCompressedFrame(
            pixels, after: previous, index: index, encoder: encoder, opaque: opaque))
        previous = pixels
      }
      result = .compressed(compressed)
    } catch {
      result = .failed(error)
    }
  }
}

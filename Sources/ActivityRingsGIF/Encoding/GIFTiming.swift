import ActivityRings

/// When a frame plan's frames show in a GIF, whose delays are whole hundredths of a second.
///
/// Each frame starts at its time rounded to the nearest hundredth, and its delay runs to the
/// next frame's start, so the rounding never adds up: the delays of all frames but the last
/// sum to the duration rounded to the nearest hundredth (exactly the duration for the
/// transitions' 2 s and any whole number of hundredths). At 30 frames per second that is 3, 4,
/// 3, 3, 4, 3, … hundredths. A frame whose start rounds to the next frame's (it would show for
/// no time, which browsers stretch to 100 ms) is left out, except the last; at most 50 frames
/// per second that happens only when the duration is within 5 ms past a whole frame.
///
/// The last frame is the end state. It gets 0 when the animation plays once (it ends there)
/// and the plan's last delay, rounded to hundredths, when it repeats; as in
/// `FrameDelay/delays(forFrameTimes:framesPerSecond:plays:)`.
struct GIFTiming: Sendable {
  /// The frames written: an index into the plan's frames and the delay in hundredths.
  let frames: [(index: Int, hundredths: Int)]

  /// The timing of `plan`.
  ///
  /// - Throws: ``GIFError/delayTooLong(seconds:)`` for a delay above 65535 hundredths.
  /// - Complexity: O(frames).
  init(_ plan: FramePlan) throws(GIFError) {
    let starts = plan.times.map { Int(($0 * 100).rounded()) }
    var kept: [(index: Int, hundredths: Int)] = []
    for index in starts.indices.dropLast() where starts[index] < starts[index + 1] {
      kept.append((index, 0))
    }
    kept.append((starts.count - 1, 0))
    for position in kept.indices.dropLast() {
      kept[position].hundredths = starts[kept[position + 1].index] - starts[kept[position].index]
    }
    let last = plan.delays[plan.frameCount - 1].seconds
    kept[kept.count - 1].hundredths = plan.repeats ? max(1, Int((last * 100).rounded())) : 0
    for frame in kept where frame.hundredths > Int(UInt16.max) {
      throw .delayTooLong(seconds: Double(frame.hundredths) / 100)
    }
    frames = kept
  }
}

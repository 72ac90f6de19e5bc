/// How long an animation frame stays on screen: a fraction of a second, `numerator /
/// denominator`, exactly as APNG's frame control chunk (`fcTL`) stores it.
///
/// ```swift
/// let oneFrameAt60 = FrameDelay(numerator: 1, denominator: 60)
/// oneFrameAt60.seconds  // 0.01666…
///
/// let times = try transition.frameTimes(framesPerSecond: 60)
/// let delays = try FrameDelay.delays(forFrameTimes: times, framesPerSecond: 60)
/// ```
///
/// Viewers round short delays up: browsers (Chromium, Firefox, WebKit) show any frame of 10 ms
/// or less for 100 ms, so animations meant for a browser should use at most 100 frames per
/// second, and avoid a last interval of 10 ms or less (a duration that is not close to a whole
/// number of frames). ffmpeg plays the delays as written (to 10 µs), except 0, which it reads
/// as 1/15 s.
public struct FrameDelay: Sendable, Hashable {
  /// The numerator: seconds × ``denominator``.
  public var numerator: UInt16
  /// The denominator; 0 means 100, as in APNG.
  public var denominator: UInt16

  /// A delay of `numerator / denominator` seconds.
  public init(numerator: UInt16, denominator: UInt16) {
    self.numerator = numerator
    self.denominator = denominator
  }

  /// No delay: go on to the next frame at once (viewers impose a minimum). The last frame of an
  /// animation that plays once has it: the animation ends on that frame, which stays on screen.
  public static let zero = FrameDelay(numerator: 0, denominator: 1)

  /// The delay in seconds, with a denominator of 0 read as 100.
  public var seconds: Double {
    Double(numerator) / Double(denominator == 0 ? 100 : denominator)
  }

  /// One delay per frame for frames drawn at `times` (seconds, increasing, as
  /// ``RingTransition/frameTimes(framesPerSecond:)`` gives them): each frame stays until the
  /// next one starts, so the delays of all frames but the last add up to exactly
  /// `times.last − times.first`, the transition's duration.
  ///
  /// ```swift
  /// try FrameDelay.delays(forFrameTimes: [0, 1.0 / 30, 2.0 / 30, 0.1], framesPerSecond: 30)
  /// // [33/1000, 33/1000, 17/500, 0]: frames at 0, 33, 66 and 100 ms; 0.1 s in all
  /// try FrameDelay.delays(forFrameTimes: [0, 0.5, 1], framesPerSecond: 2, plays: 0)
  /// // [1/2, 1/2, 1/2]: the last frame shows for a frame interval before the loop restarts
  /// ```
  ///
  /// The frames in between start on whole milliseconds: each time is rounded down to the
  /// millisecond, so a frame starts at most 1 ms early and every delay but the last interval is
  /// a whole number of milliseconds (at 60 fps: 16, 17, 17, 16, 17, 17, … ms). Browsers need
  /// this: Chromium and Firefox count whole milliseconds and drop the rest of each delay, so
  /// exact 1/60 s delays play as 16 ms and a one-second animation at 60 fps as 0.96 s. The
  /// first and last times are kept exactly, each read as the simplest fraction within 1 ns of
  /// it (0.55 as 11/20, 1/3 as 1/3), so the last interval (shorter when the duration is not a
  /// whole number of frames) makes the total exact: 1/3 s at 60 fps ends with 13/750 s after
  /// the frame at 316 ms. Only an interval whose lowest terms exceed 65535 is rounded, to the
  /// closest fraction that fits, less than 1 µs away.
  ///
  /// The last frame is the end state. When the animation plays once (`plays` 1) it gets
  /// ``zero``: the animation ends on it and it stays on screen, so playback lasts exactly the
  /// duration. When it repeats (`plays` 0 for ever, or more than 1) it holds for one frame
  /// interval, 1/`framesPerSecond`, so the end state is seen before the next play starts from
  /// the first frame; each play then lasts the duration plus that interval.
  ///
  /// - Throws: ``TransitionError/invalidAnimation(_:)`` when `times` is empty, a time is
  ///   negative, not finite or above 65535 s, the times do not increase, `framesPerSecond` is not
  ///   1 to 65535, or `plays` is negative.
  /// - Complexity: O(`times.count`).
  public static func delays(
    forFrameTimes times: [Double], framesPerSecond: Int, plays: Int = 1
  ) throws(TransitionError) -> [FrameDelay] {
    guard (1...Int(UInt16.max)).contains(framesPerSecond) else {
      throw .invalidAnimation("\(framesPerSecond) frames per second is not 1 to 65535")
    }
    guard plays >= 0 else { throw .invalidAnimation("plays is \(plays), not 0 (for ever) or more") }
    guard let first = times.first, let last = times.last else {
      throw .invalidAnimation("there are no frame times")
    }
    for (index, time) in times.enumerated() {
      guard time.isFinite, time >= 0, time <= Double(UInt16.max) else {
        throw .invalidAnimation("frame time \(time) s is not 0 to 65535 seconds")
      }
      if index > 0, time <= times[index - 1] {
        throw .invalidAnimation(
          "frame times must increase: \(time) s follows \(times[index - 1]) s")
      }
    }
    // Terms up to 2³⁰ leave room for exact differences in 64-bit arithmetic.
    var starts = [Fraction(approximating: first, limit: 1 << 30)]
    for time in times.dropFirst().dropLast() {
      // 1e-6 ms absorbs floating-point error in k / rate; never before the frame before.
      let milliseconds = Fraction(Int((time * 1000 + 1e-6).rounded(.down)), 1000)
      starts.append(max(milliseconds, starts[starts.count - 1]))
    }
    if times.count > 1 {
      starts.append(Fraction(approximating: last, limit: 1 << 30))
    }
    var delays = zip(starts, starts.dropFirst()).map { earlier, later in
      FrameDelay(later - earlier)
    }
    let interval = FrameDelay(numerator: 1, denominator: UInt16(framesPerSecond))
    delays.append(plays == 1 ? .zero : interval)
    return delays
  }

  /// A positive fraction of a second, rounded to the closest fraction that fits when its terms
  /// do not.
  init(_ fraction: Fraction) {
    let limit = Int(UInt16.max)
    let fitting =
      fraction.numerator <= limit && fraction.denominator <= limit
      ? fraction : Fraction(approximating: fraction.value, limit: limit, tolerance: 0)
    self.init(numerator: UInt16(fitting.numerator), denominator: UInt16(fitting.denominator))
  }

  /// The delay as an exact fraction of a second (a denominator of 0 read as 100).
  var fraction: Fraction {
    Fraction(Int(numerator), Int(denominator == 0 ? 100 : denominator))
  }
}

/// An animation from one set of ring values to another, lasting at most 2 seconds.
///
/// ```swift
/// let transition = try RingTransition(
///   from: RingProgressSet(move: 0.8), to: RingProgressSet(move: 2.5),
///   duration: 3, curve: .easeInOut)
/// transition.wasClamped           // true: 3 s asked, 2 s given
/// transition.clampNotice          // "duration 3 s is longer than the 2 s limit; using 2 s"
/// for time in try transition.frameTimes(framesPerSecond: 30) {
///   let frame = scene.showing(transition.progress(at: time))
///   // render `frame`…
/// }
/// ```
///
/// Apple caps Live Activity animations at 2 seconds and does not animate on always-on displays;
/// this type enforces the same: longer durations are clamped (and say so through
/// ``wasClamped`` and ``clampNotice``), and ``reducedMotion`` yields only the final state.
///
/// Progress is interpolated as a number, so laps pass continuously: 0.8 → 2.5 sweeps past
/// 12 o'clock twice without a jump. A ring with no data on one side animates from or to zero
/// and shows "no data" only at that end.
public struct RingTransition: Sendable, Hashable {
  /// The longest transition, in seconds: 2.
  public static let maximumDuration = 2.0
  /// The highest frame rate accepted by ``frameTimes(framesPerSecond:)``: 240.
  public static let maximumFrameRate = 240.0

  /// Where the rings start.
  public let from: RingProgressSet
  /// Where the rings end.
  public let to: RingProgressSet
  /// The duration in force, in seconds: the request, capped at 2.
  public let duration: Double
  /// The duration that was asked for, in seconds.
  public let requestedDuration: Double
  /// The timing curve.
  public let curve: TimingCurve
  /// Whether motion is reduced (accessibility setting or always-on display): only the final
  /// state is shown.
  public let reducedMotion: Bool

  /// Creates a transition between two progress sets.
  ///
  /// - Throws: ``TransitionError/invalidDuration(_:)`` for a duration that is zero, negative or
  ///   NaN. A duration above 2 s (including infinity) is not an error: it is clamped to 2 s.
  public init(
    from: RingProgressSet, to: RingProgressSet, duration: Double = 1,
    curve: TimingCurve = .easeInOut, reducedMotion: Bool = false
  ) throws(TransitionError) {
    guard duration > 0 else { throw .invalidDuration(duration) }
    self.from = from
    self.to = to
    self.requestedDuration = duration
    self.duration = min(duration, Self.maximumDuration)
    self.curve = curve
    self.reducedMotion = reducedMotion
  }

  /// Creates a transition between two days' summaries.
  ///
  /// - Throws: ``TransitionError/invalidValue(_:)`` for a negative, NaN or infinite value, and
  ///   ``TransitionError/invalidDuration(_:)`` as above.
  public init(
    from: ActivitySummary, to: ActivitySummary, duration: Double = 1,
    curve: TimingCurve = .easeInOut, reducedMotion: Bool = false
  ) throws(TransitionError) {
    let start: RingProgressSet
    let end: RingProgressSet
    do {
      start = try RingProgressSet(from)
      end = try RingProgressSet(to)
    } catch {
      throw .invalidValue(error)
    }
    try self.init(
      from: start, to: end, duration: duration, curve: curve, reducedMotion: reducedMotion)
  }

  /// Whether the requested duration was longer than 2 s and was shortened.
  public var wasClamped: Bool { requestedDuration > duration }

  /// A one-line notice for the user when the duration was clamped; nil otherwise.
  public var clampNotice: String? {
    guard wasClamped else { return nil }
    let format = DecimalFormat(maximumFractionDigits: 3)
    return
      "duration \(format.string(requestedDuration)) s is longer than the "
      + "\(format.string(Self.maximumDuration)) s limit; using \(format.string(duration)) s"
  }

  /// The ring values at `time` seconds from the start (clamped to 0…``duration``).
  ///
  /// With reduced motion, every time gives ``to``.
  public func progress(at time: Double) -> RingProgressSet {
    guard !reducedMotion else { return to }
    let fraction = curve.value(at: time.isNaN ? 0 : time / duration)
    if fraction <= 0 { return from }
    if fraction >= 1 { return to }
    func blend(_ start: Double?, _ end: Double?) -> Double? {
      guard start != nil || end != nil else { return nil }
      let a = start ?? 0
      let b = end ?? 0
      return max(0, a + (b - a) * fraction)
    }
    return RingProgressSet(
      unchecked: blend(from.move, to.move), blend(from.exercise, to.exercise),
      blend(from.stand, to.stand))
  }

  /// The times, in seconds, at which to draw frames at a frame rate.
  ///
  /// ```swift
  /// try RingTransition(from: a, to: b, duration: 1).frameTimes(framesPerSecond: 60).count  // 61
  /// try RingTransition(from: a, to: b, duration: 0.1).frameTimes(framesPerSecond: 24)
  /// // [0, 1/24, 2/24, 0.1]: 4 frames
  /// ```
  ///
  /// Frames fall every 1/rate seconds from 0, and the last frame is always at exactly
  /// ``duration``: N = ⌈duration × rate⌉ intervals give N + 1 frames, the first showing ``from``
  /// and the last showing ``to``. The last interval is shorter when the duration is not a whole
  /// number of frames. With reduced motion there is one frame, at ``duration``.
  ///
  /// - Throws: ``TransitionError/invalidFrameRate(_:)`` unless 1 ≤ rate ≤ 240.
  /// - Complexity: O(N).
  public func frameTimes(framesPerSecond rate: Double) throws(TransitionError) -> [Double] {
    guard rate >= 1, rate <= Self.maximumFrameRate else { throw .invalidFrameRate(rate) }
    guard !reducedMotion else { return [duration] }
    // A tolerance keeps 1 s × 60 fps at 60 intervals despite rounding in the product.
    let intervals = max(1, Int((duration * rate - 1e-9).rounded(.up)))
    var times = (0..<intervals).map { Double($0) / rate }
    times.append(duration)
    return times
  }
}

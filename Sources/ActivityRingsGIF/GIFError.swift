/// Why a GIF could not be written or read.
///
/// ```swift
/// do {
///   _ = try GIFDecoder().decode(Array("PNG".utf8))
/// } catch {
///   print(error)  // not a GIF: giflib: Data is not in GIF format
/// }
/// ```
public enum GIFError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The frame plan is faster than GIF plays: its delays are whole hundredths of a second,
  /// and browsers show a frame of 10 ms or less for 100 ms.
  case frameRateTooHigh(framesPerSecond: Int, maximum: Int)
  /// A frame would show for longer than a GIF delay holds (655.35 s).
  case delayTooLong(seconds: Double)
  /// The animation plays more times than a GIF's loop count holds (65536 plays).
  case tooManyPlays(Int)
  /// The picture is empty or larger than 65535 pixels a side, or a frame's size differs from
  /// the first's.
  case invalidImage(String)
  /// giflib reported an error; the text says what was being done and giflib's message.
  case giflib(String)
  /// The bytes are not a GIF giflib can read; the text says why.
  case notGIF(String)

  /// One line naming the problem.
  ///
  /// ```swift
  /// GIFError.frameRateTooHigh(framesPerSecond: 60, maximum: 50).description
  /// // "GIF plays at most 50 frames per second (delays are whole hundredths), not 60"
  /// ```
  public var description: String {
    switch self {
    case .frameRateTooHigh(let rate, let maximum):
      return "GIF plays at most \(maximum) frames per second (delays are whole hundredths), "
        + "not \(rate)"
    case .delayTooLong(let seconds):
      return "a frame shows for \(seconds) s, longer than a GIF delay holds (655.35 s)"
    case .tooManyPlays(let plays):
      return "a GIF plays at most 65536 times or for ever, not \(plays) times"
    case .invalidImage(let reason): return "cannot write a GIF: \(reason)"
    case .giflib(let message): return "giflib: \(message)"
    case .notGIF(let reason): return "not a GIF: \(reason)"
    }
  }
}

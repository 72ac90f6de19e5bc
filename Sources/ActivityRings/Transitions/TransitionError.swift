/// Why a ``RingTransition`` could not be made.
///
/// ```swift
/// do { _ = try RingTransition(from: a, to: b, duration: 0) } catch { print(error) }
/// // duration 0.0 s is invalid: it must be greater than 0
/// ```
public enum TransitionError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The duration is zero, negative or NaN.
  case invalidDuration(Double)
  /// The frame rate is not a number from 1 to ``RingTransition/maximumFrameRate``.
  case invalidFrameRate(Double)
  /// A summary value is invalid.
  case invalidValue(ValidationError)
  /// Frames, times, delays or a play count that cannot make an animation (no frames, times
  /// that do not increase, frames of different sizes, a negative play count, …); the text says
  /// which.
  case invalidAnimation(String)

  /// One line naming the problem.
  public var description: String {
    switch self {
    case .invalidDuration(let seconds):
      "duration \(seconds) s is invalid: it must be greater than 0"
    case .invalidFrameRate(let rate):
      "frame rate \(rate) is invalid: use 1 to \(Int(RingTransition.maximumFrameRate)) frames per second"
    case .invalidValue(let error): error.description
    case .invalidAnimation(let detail): "cannot animate: \(detail)"
    }
  }
}

import ActivityRings
import ArgumentParser

/// `--curve` values.
///
/// ```sh
/// rings animate --from move=100/500 --to move=400/500 --curve spring -o grow.png
/// ```
package enum CurveChoice: String, ExpressibleByArgument, CaseIterable, Sendable {
  /// Constant speed.
  case linear
  /// CSS ease-in.
  case easeIn = "ease-in"
  /// CSS ease-out.
  case easeOut = "ease-out"
  /// CSS ease-in-out (the default).
  case easeInOut = "ease-in-out"
  /// A critically damped spring that settles within the duration.
  case spring

  var timingCurve: TimingCurve {
    switch self {
    case .linear: .linear
    case .easeIn: .easeIn
    case .easeOut: .easeOut
    case .easeInOut: .easeInOut
    case .spring: .spring
    }
  }
}

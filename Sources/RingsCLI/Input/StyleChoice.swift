import ActivityRings
import ArgumentParser

/// `--style` values.
package enum StyleChoice: String, ExpressibleByArgument, CaseIterable, Sendable {
  /// Automatic from the data.
  case auto
  /// Three rings.
  case three
  /// Move only.
  case moveOnly = "move-only"

  var ringStyle: RingStyle {
    switch self {
    case .auto: .automatic
    case .three: .threeRings
    case .moveOnly: .moveOnly
    }
  }
}

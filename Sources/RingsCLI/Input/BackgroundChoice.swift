import ActivityRings
import ArgumentParser

/// `--background` values.
package enum BackgroundChoice: String, ExpressibleByArgument, CaseIterable, Sendable {
  /// The whole canvas black.
  case black
  /// A black circle on a transparent canvas.
  case circle

  var ringBackground: RingBackground { self == .black ? .black : .circle }
}

import ActivityRings
import ArgumentParser

/// `--look` values.
///
/// ```sh
/// rings render --move 620/500 --look gradient -o gradient.png
/// ```
public enum LookChoice: String, ExpressibleByArgument, CaseIterable, Sendable {
  /// Each ring in exactly its HIG colour.
  case flat
  /// Apple's watch-face gradient, ending in the HIG colour at the tip.
  case gradient

  var ringLook: RingLook { self == .flat ? .flat : .gradient }
}

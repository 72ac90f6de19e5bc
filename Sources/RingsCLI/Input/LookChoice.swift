import ActivityRings
import ArgumentParser

/// `--look` values.
///
/// ```sh
/// rings render --move 620/500 --look flat -o flat.png
/// ```
package enum LookChoice: String, ExpressibleByArgument, CaseIterable, Sendable {
  /// Each ring in exactly its HIG colour.
  case flat
  /// Apple's look (the default): each ring deeper at the start and lighter at the tip.
  case gradient

  var ringLook: RingLook { self == .flat ? .flat : .gradient }
}

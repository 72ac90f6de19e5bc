import ActivityRings
import ArgumentParser

/// `--label-position beside|below`.
///
/// ```sh
/// rings render --move 350/500 --label Ana --label-position below -o ana.png
/// ```
extension RingLabel.Placement: ExpressibleByArgument {}

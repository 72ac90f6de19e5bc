import ActivityRings
import ArgumentParser

/// `--look`: Apple's gradient or the flat HIG colours, as a request field, for the commands
/// that draw rings (`render` and `export` through ``AppearanceOptions``, and `history`).
///
/// ```sh
/// rings history export.zip --month 2026-11 --look flat -o november.png
/// ```
struct LookOption: ParsableArguments {
  /// `gradient` or `flat`, as given.
  @Option(
    help: ArgumentHelp(
      "gradient (the default: Apple's look, deeper at the start, lighter at the tip) or flat (each ring in its HIG colour).",
      valueName: "LOOK"),
    completion: .list(RingLook.typedNames))
  var look: String?
}

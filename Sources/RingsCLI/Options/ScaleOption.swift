import ActivityRings
import ActivityRingsRequests
import ArgumentParser

/// `--scale`, pixels per point, as `render`, `animate`, `validate` and `history` take it: a
/// request field, which the request layer reads and checks, in its words for all four.
///
/// ```sh
/// rings history export.zip --month 2026-11 --scale 2 -o november@2x.png
/// ```
struct ScaleOption: ParsableArguments {
  /// Pixels per point, as given.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Pixels per point: 1 (the default), 2 or 3.", valueName: "SCALE"),
    completion: .list(["1", "2", "3"]))
  var scale: String?

  /// The fields this option gives.
  var fields: RequestFields { RequestFields(scale.map { [.scale: $0] } ?? [:]) }
}

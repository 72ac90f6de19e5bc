import ActivityRings
import ArgumentParser

/// `--scale`, pixels per point, as `render`, `animate`, `validate` and `history` take it, with
/// its one check.
///
/// ```sh
/// rings history export.zip --month 2026-11 --scale 2 -o november@2x.png
/// ```
struct ScaleOption: ParsableArguments {
  /// Pixels per point, as given.
  @Option(parsing: .unconditional, help: "Pixels per point: 1, 2 or 3.")
  var scale: Int = 1

  /// The scale, checked.
  ///
  /// - Throws: a usage ``CLIError``, `--scale 4 is not supported: use 1, 2 or 3`.
  func renderScale() throws(CLIError) -> RenderScale {
    do {
      return try RenderScale(scale)
    } catch {
      // The core's message names the scale: "scale 4 is not supported: …".
      throw .usage("--\(error)")
    }
  }
}

import ActivityRings
import ArgumentParser

/// `--scale`, pixels per point, as `render`, `animate`, `validate` and `history` take it: a
/// whole number, which `SceneRequest`'s rule then checks, in its words for all four.
///
/// ```sh
/// rings history export.zip --month 2026-11 --scale 2 -o november@2x.png
/// ```
struct ScaleOption: ParsableArguments {
  /// Pixels per point, as given.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Pixels per point: 1, 2 or 3.", valueName: "SCALE"),
    transform: { text in
      // ArgumentParser's line then ends with this: "… for '--scale <SCALE>': use 1, 2 or 3".
      guard let number = Int(text) else { throw ArgumentParser.ValidationError("use 1, 2 or 3") }
      return number
    })
  var scale: Int = 1

  /// The scale, checked by the rule `render` and `animate` meet in `SceneRequest`, with its
  /// words.
  ///
  /// - Throws: a usage ``CLIError``, `--scale 4 is not supported: use 1, 2 or 3`.
  func renderScale() throws(CLIError) -> RenderScale {
    guard let renderScale = RenderScale(rawValue: scale) else {
      throw CLIError(SceneRequestError(.unsupportedScale, of: SceneRequest(scale: scale)))
    }
    return renderScale
  }
}

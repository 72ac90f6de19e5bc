import ActivityRings
import ActivityRingsRequests
import ArgumentParser

/// The picture's options: size, density, look and label, as the request fields the layer
/// reads into a `SceneRequest`, which it checks field by field.
///
/// ```sh
/// rings render --move 300/500 --size 64 --scale 3 --style move-only --background circle -o move@3x.png
/// rings render --move 300/500 -w 300 -o tile.png
/// rings render --move 300/500 --format txt --size 40x20
/// ```
struct CanvasOptions: ParsableArguments {
  /// Which rings, background, look and glyphs (shared with `rings export`).
  @OptionGroup var appearance: AppearanceOptions

  /// The side of the rings' square in points, or cells for terminal text.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Canvas side in points for a picture (the default, 160, is a dashboard tile); for terminal text (txt, ansi), the most cells as COLUMNSxROWS, caption included (40x20).",
      valueName: "SIZE"))
  var size: String?

  /// Pixels per point.
  @OptionGroup var density: ScaleOption

  /// The picture's width in pixels.
  @Option(
    name: [.customShort("w"), .long],
    parsing: .unconditional,
    help: ArgumentHelp(
      "The picture's width in pixels, instead of --size: its height keeps the picture's shape (square; twice as wide with a label beside).",
      valueName: "PIXELS"))
  var width: String?

  /// The picture's height in pixels.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "The picture's height in pixels; with --width, the canvas is that box and the rings are centred in it, never stretched.",
      valueName: "PIXELS"))
  var height: String?

  /// Whose rings these are.
  @OptionGroup var labelOptions: LabelOptions

  /// The fields these options give.
  var fields: RequestFields {
    var fields = appearance.fields
    fields.texts.merge(density.fields.texts) { $1 }
    fields.texts.merge(labelOptions.fields.texts) { $1 }
    fields[.size] = size
    fields[.width] = width
    fields[.height] = height
    return fields
  }

  /// The picture these options ask for.
  ///
  /// - Throws: a usage ``CLIError`` naming the option whose value does not read.
  func request() throws(CLIError) -> SceneRequest {
    do {
      return try SceneRequest(fields)
    } catch {
      throw CLIError(error)
    }
  }

  /// The picture `fields` ask for, its label checked now (before anything is read) rather
  /// than when a scene is drawn: for the commands that draw through something else
  /// (`describe`, `export`, `validate --preset`).
  ///
  /// - Throws: a usage ``CLIError`` naming the option at fault.
  static func checkedRequest(_ fields: RequestFields) throws(CLIError) -> SceneRequest {
    let request: SceneRequest
    do {
      request = try SceneRequest(fields)
    } catch {
      throw CLIError(error)
    }
    do {
      try request.checkLabel()
    } catch {
      throw CLIError(error)
    }
    return request
  }

  /// The picture these options ask for, drawn as the terminal text the output chose when
  /// `chosenText` (no format was named): a size in points or pixels is set aside, and the
  /// warning that says so is returned, for the caller to print once the rest has worked.
  ///
  /// - Throws: a usage ``CLIError`` naming the option whose value does not read.
  func request(chosenText: Bool) throws(CLIError) -> (request: SceneRequest, warning: String?) {
    let request = try request()
    guard chosenText else { return (request, nil) }
    let (text, notice) = request.asChosenText()
    return (text, notice.map { CLIError($0).message })
  }

  /// The checked scene of a summary, drawn as `format` when given, as the terminal text the
  /// output chose when `chosenText` (its warning printed once the scene is made).
  ///
  /// - Throws: a usage ``CLIError`` naming the option at fault.
  func scene(
    for summary: ActivitySummary?, drawnAs format: OutputFormat? = nil, chosenText: Bool = false
  ) throws(CLIError) -> RingScene {
    let (request, warning) = try request(chosenText: chosenText)
    let scene: RingScene
    do {
      scene = try request.scene(for: summary, drawnAs: format)
    } catch {
      throw CLIError(error)
    }
    if let warning { StandardError.warning(warning) }
    return scene
  }
}

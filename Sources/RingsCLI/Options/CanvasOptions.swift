import ActivityRings
import ActivityRingsRequests
import ArgumentParser

/// The picture's options: size, density, look and label, as the request fields the layer
/// reads into a `SceneRequest`, which it checks field by field.
///
/// ```sh
/// rings render --move 300/500 --size 64 --scale 3 --style move-only --background circle -o move@3x.png
/// ```
struct CanvasOptions: ParsableArguments {
  /// Which rings, background, look and glyphs (shared with `rings export`).
  @OptionGroup var appearance: AppearanceOptions

  /// The side of the rings' square in points.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Canvas side in points (the default, 160, is a dashboard tile).", valueName: "POINTS"))
  var size: String?

  /// Pixels per point.
  @OptionGroup var density: ScaleOption

  /// Whose rings these are.
  @OptionGroup var labelOptions: LabelOptions

  /// The fields these options give.
  var fields: RequestFields {
    var fields = appearance.fields
    fields.texts.merge(density.fields.texts) { $1 }
    fields.texts.merge(labelOptions.fields.texts) { $1 }
    fields[.size] = size
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

  /// The checked scene of a summary, drawn as `format` when given.
  ///
  /// - Throws: a usage ``CLIError`` naming the option at fault.
  func scene(for summary: ActivitySummary?, drawnAs format: OutputFormat? = nil)
    throws(CLIError) -> RingScene
  {
    let request = try request()
    do {
      return try request.scene(for: summary, drawnAs: format)
    } catch {
      throw CLIError(error)
    }
  }
}

import ActivityRings
import ArgumentParser

/// The picture's options: size, density, look and label, as a `SceneRequest` that the core
/// checks field by field.
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
    help: ArgumentHelp("Canvas side in points (a dashboard tile by default).", valueName: "POINTS"))
  var size: Double = 160

  /// Pixels per point.
  @OptionGroup var density: ScaleOption

  /// Whose rings these are.
  @OptionGroup var labelOptions: LabelOptions

  /// The picture these options ask for.
  var request: SceneRequest {
    SceneRequest(
      size: size, scale: density.scale, style: appearance.style, background: appearance.background,
      look: appearance.look, showsGlyphs: appearance.glyphs, label: labelOptions.ringLabel)
  }

  /// The checked scene of a summary, drawn as `format` when given.
  ///
  /// - Throws: a usage ``CLIError`` naming the option at fault.
  func scene(for summary: ActivitySummary?, drawnAs format: OutputFormat? = nil)
    throws(CLIError) -> RingScene
  {
    do {
      return try request.scene(for: summary, drawnAs: format)
    } catch {
      throw CLIError(error)
    }
  }
}

import ActivityRings
import ActivityRingsRequests
import ActivityRingsTerminal
import ArgumentParser

/// The options that `render`, `animate` and `history` share for what they write: which renderer,
/// which format, and terminal colour. The output path stays with each command, whose help says
/// what happens without it; ``target(output:registry:)`` applies the one output rule (see
/// ``OutputTarget``) and ``choice(of:animated:registry:)`` looks the renderer up, once.
///
/// ```sh
/// rings render --move 350/500 --renderer svg -o -
/// rings history export.zip --month 2026-11 --format png > november.png
/// ```
struct OutputOptions: ParsableArguments {
  /// The renderer's registered name; nil follows the format.
  @Option(
    help:
      "The renderer backend (see 'rings renderers'); by default the one that writes the format.",
    completion: .list(RendererCatalog.names))
  var renderer: String?

  /// The output format's name; nil follows the output file's extension.
  @Option(
    help: ArgumentHelp(
      "The output format: \(OutputHelp.stills.names). Without it, -o's extension; without both, the terminal.",
      valueName: "FORMAT"),
    completion: .list(OutputHelp.stills.formats.map(\.name)))
  var format: String?

  /// Terminal colour, read by ``ColorOption``.
  @Option(help: ColorOption.help, completion: .list(ColorOption.names))
  var color = "auto"

  /// The format and destination for `-o`, by the one output rule: `--format`, else `-o`'s
  /// extension, else `--renderer`'s default format; nil for the terminal.
  ///
  /// - Throws: a usage ``CLIError`` for an unknown renderer or format, or any of
  ///   ``OutputTarget``'s refusals.
  func target(output: String?, registry: RendererRegistry) throws(CLIError) -> OutputTarget {
    var fallback: OutputFormat?
    if let renderer {
      do {
        fallback = try registry.renderer(named: renderer).defaultFormat
      } catch {
        throw CLIError(OutputChoiceError.renderer(error))
      }
    }
    return try OutputTarget(
      format: format, output: output, formats: OutputChoice.stillFormats(of: registry),
      fallback: fallback)
  }

  /// The renderer for `format`: `--renderer`, or the registry's first that writes it.
  ///
  /// - Throws: a usage ``CLIError`` when `--renderer` does not write `format` (as an animation,
  ///   when `animated`) or no renderer does.
  func choice(of format: OutputFormat, animated: Bool = false, registry: RendererRegistry)
    throws(CLIError) -> OutputChoice
  {
    do {
      return try OutputChoice(
        format: format, animated: animated, renderer: renderer, registry: registry)
    } catch {
      throw CLIError(error)
    }
  }
}

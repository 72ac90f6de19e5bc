import ActivityRings
import ActivityRingsRequests
import ActivityRingsTerminal
import ArgumentParser

/// A command that draws pictures (`render`, `history`) or animations (`animate`): the formats its
/// `--format` and `-o`'s extension name, so that its help lists those and no other.
protocol DrawsPictures {
  /// The formats, from the registry.
  static var pictureFormats: OutputHelp.Formats { get }
  /// The same formats of `registry`, the one the command draws with.
  static func formats(of registry: RendererRegistry) -> [OutputFormat]
}

/// The options that `render`, `animate` and `history` share for what they write: which renderer,
/// which format (among `Command`'s), and terminal colour. The output path stays with each command, whose help says
/// what happens without it; ``target(output:registry:)`` applies the one output rule (see
/// ``OutputTarget``) and ``choice(of:animated:registry:)`` looks the renderer up, once.
///
/// ```sh
/// rings render --move 350/500 --renderer svg -o -
/// rings history export.zip --month 2026-11 --format png > november.png
/// ```
struct OutputOptions<Command: DrawsPictures>: ParsableArguments {
  /// The renderer's registered name; nil follows the format.
  @Option(
    help:
      "The renderer backend (see 'rings renderers'); by default the one that writes the format.",
    completion: .list(RendererCatalog.names))
  var renderer: String?

  /// The output format's name; nil follows the output file's extension.
  @Option(
    help: ArgumentHelp(
      "The output format: \(Command.pictureFormats.names). Without it, -o's extension; "
        + "without both, the terminal.", valueName: "FORMAT"),
    completion: .list(Command.pictureFormats.formats.map(\.name)))
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
      format: format, output: output, formats: Command.formats(of: registry), fallback: fallback)
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

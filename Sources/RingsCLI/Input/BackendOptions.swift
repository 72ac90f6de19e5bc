import ActivityRings
import ArgumentParser

/// The backend and terminal options that `render`, `animate` and `history` share: which
/// renderer, which format, and terminal colour. The output path stays with each command, whose
/// help says what happens without it; ``target(output:registry:terminal:)`` applies the one
/// output rule (see ``OutputTarget``) to both.
///
/// ```sh
/// rings render --move 350/500 --renderer svg -o -
/// rings history export.zip --month 2026-11 --format png > november.png
/// ```
package struct BackendOptions: ParsableArguments {
  /// The renderer's registered name; nil follows the format.
  @Option(
    help:
      "The renderer backend (see 'rings renderers'); by default the one that writes the format.",
    completion: .list(RendererCatalog.names))
  package var renderer: String?

  /// The output format's name; nil follows the output file's extension.
  @Option(
    help: ArgumentHelp(
      "The output format: png, pdf, svg, txt, ansi, ansi256 or gif. Without it, -o's extension; without both, the terminal.",
      valueName: "FORMAT"),
    completion: .list(RendererCatalog.formatNames))
  package var format: String?

  /// Terminal colour.
  @Option(help: "Terminal colour: auto, always or never.")
  package var color: ColorChoice = .auto

  /// Creates default options (argument-parser fills them in).
  package init() {}

  /// The format and destination for `-o` (nil when it was not given), by the one output rule.
  /// `--renderer` alone stands for its default format.
  ///
  /// - Throws: a usage ``CLIError`` for an unknown renderer or format, a renderer that cannot
  ///   write the format, or any of ``OutputTarget``'s refusals.
  package func target(output: String?, registry: RendererRegistry, terminal: TerminalInfo)
    throws(CLIError) -> OutputTarget
  {
    var fallback: OutputFormat?
    if let renderer {
      do {
        fallback = try registry.renderer(named: renderer).defaultFormat
      } catch {
        throw .usage(error.description)
      }
    }
    let target = try OutputTarget(
      format: format, output: output, formats: Self.formats(of: registry), fallback: fallback,
      standardOutputIsTerminal: terminal.isTerminal)
    if let chosen = target.format {
      // A renderer that cannot write the format is named now, before anything is drawn.
      _ = try OutputChoice(registry: registry, renderer: renderer, format: chosen)
    }
    return target
  }

  /// The renderer for `format`: `--renderer`, or the registry's first that writes it.
  ///
  /// - Throws: a usage ``CLIError`` when `--renderer` is unknown or does not write `format`.
  package func choice(for format: OutputFormat, registry: RendererRegistry) throws(CLIError)
    -> OutputChoice
  {
    try OutputChoice(registry: registry, renderer: renderer, format: format)
  }

  /// Renders `drawList` in `format` and writes it to `destination`.
  ///
  /// - Throws: a usage ``CLIError`` for a bad choice, a runtime one when rendering or writing
  ///   fails.
  package func write(
    _ drawList: DrawList, as format: OutputFormat, to destination: OutputDestination,
    registry: RendererRegistry
  ) throws(CLIError) {
    try destination.write(try choice(for: format, registry: registry).render(drawList))
  }

  /// Every format the registry's renderers write, each once: images first (png, pdf, svg),
  /// then text (txt, ansi, ansi256), then any other in registry order.
  static func formats(of registry: RendererRegistry) -> [OutputFormat] {
    var formats: [OutputFormat] = []
    for format in registry.renderers.flatMap(\.stillFormats) where !formats.contains(format) {
      formats.append(format)
    }
    let preferred = ["png", "pdf", "svg", "txt", "ansi", "ansi256"]
    return formats.enumerated().sorted { lhs, rhs in
      let left = preferred.firstIndex(of: lhs.element.name) ?? preferred.count + lhs.offset
      let right = preferred.firstIndex(of: rhs.element.name) ?? preferred.count + rhs.offset
      return left < right
    }.map(\.element)
  }
}

import ActivityRings
import ArgumentParser

/// The backend and terminal options that `render`, `animate` and `history` share: which
/// renderer, which format, and terminal colour. The output path stays with each command, whose
/// help says what happens without it.
///
/// ```sh
/// rings render --move 350/500 --renderer svg -o -
/// rings history export.zip --month 2026-11 --format png -o - > november.png
/// ```
public struct BackendOptions: ParsableArguments {
  /// The renderer's registered name; nil follows the output.
  @Option(help: "The renderer backend (see 'rings renderers'); by default it follows the output.")
  public var renderer: String?

  /// The output format's name; nil follows the output file's extension.
  @Option(
    help: "The output format (png, pdf, svg, txt, ansi); by default it follows -o's extension.")
  public var format: String?

  /// Terminal colour.
  @Option(help: "Terminal colour: auto, always or never.")
  public var color: ColorChoice = .auto

  /// Creates default options (argument-parser fills them in).
  public init() {}

  /// The renderer and format for `output` (a path, or `-` for standard output).
  ///
  /// ```swift
  /// let choice = try backend.choice(for: "today.png", registry: .standard())
  /// ```
  ///
  /// - Throws: a usage ``CLIError`` for an unknown renderer or format.
  public func choice(for output: String, registry: RendererRegistry) throws(CLIError)
    -> OutputChoice
  {
    try OutputChoice(registry: registry, renderer: renderer, format: format, output: output)
  }

  /// Renders `drawList` with the chosen backend and writes it atomically to `output`.
  ///
  /// ```swift
  /// try backend.write(scene.drawList(), to: "today.png", registry: .standard())
  /// ```
  ///
  /// - Throws: a usage ``CLIError`` for a bad choice, a runtime one when rendering or writing
  ///   fails.
  public func write(_ drawList: DrawList, to output: String, registry: RendererRegistry)
    throws(CLIError)
  {
    let choice = try choice(for: output, registry: registry)
    let bytes: [UInt8]
    do {
      bytes = try choice.renderer.render(drawList, as: choice.format)
    } catch {
      throw .runtime("rendering with \(choice.renderer.name) failed: \(error)")
    }
    try AtomicFileWriter.write(bytes, to: output)
  }
}

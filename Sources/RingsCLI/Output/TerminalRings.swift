import ActivityRings
import ActivityRingsASCII

/// The text `rings render` prints when no output file is given.
///
/// ```swift
/// let text = try TerminalRings.text(
///   for: scene, registry: registry, renderer: nil, format: nil, color: .auto,
///   terminal: TerminalInfo.current(environment: env), environment: env)
/// ```
///
/// In a terminal the rings are sized to fit its height, drawn with colour half-blocks when
/// colour is on, and as plain ASCII letters (M, E, S) when it is off. `--color always` forces
/// colour; `NO_COLOR` turns `auto` off. With `--renderer` or `--format`, that output goes to
/// standard output as with `-o -`, except binary formats, which a terminal cannot show.
enum TerminalRings {
  static func text(
    for scene: RingScene, registry: RendererRegistry, renderer: String?, format: String?,
    color: ColorChoice, terminal: TerminalInfo, environment: [String: String]
  ) throws(CLIError) -> String {
    if renderer != nil || format != nil {
      let choice = try OutputChoice(
        registry: registry, renderer: renderer, format: format, output: "-")
      guard choice.format.isText || !terminal.isTerminal else {
        throw .usage(
          "\(choice.format.name) is binary: write it to a file with -o, or redirect standard output"
        )
      }
      do {
        return String(
          decoding: try choice.renderer.render(scene.drawList(), as: choice.format), as: UTF8.self)
      } catch {
        throw .runtime("rendering with \(choice.renderer.name) failed: \(error)")
      }
    }
    let renderer = asciiRenderer(
      for: scene.size, color: color, terminal: terminal, environment: environment)
    return renderer.render(scene.drawList())
  }

  /// The ASCII renderer for the terminal path: colour half blocks or plain letters as `color`,
  /// the terminal and `NO_COLOR` decide, on a grid that fits the terminal (the default grid
  /// when standard output is not a terminal).
  static func asciiRenderer(
    for size: CanvasSize, color: ColorChoice, terminal: TerminalInfo,
    environment: [String: String]
  ) -> ASCIIRenderer {
    let colors: ASCIIRenderer.ColorChoice
    switch color {
    case .never: colors = .none
    case .always: colors = .trueColor
    case .auto:
      colors = ASCIIRenderer.ColorChoice(environment: environment, isTerminal: terminal.isTerminal)
    }
    var grid: ASCIIRenderer.CellGrid?
    if terminal.isTerminal {
      // Leave room for the caption, its blank line and the prompt.
      let fitted = ASCIIRenderer.CellGrid.fitting(size, rows: max(4, min(terminal.rows - 3, 40)))
      if fitted.columns > terminal.columns {
        let rows = max(2, Int(Double(terminal.columns) / ASCIIRenderer.CellGrid.cellAspectRatio))
        grid = ASCIIRenderer.CellGrid.fitting(size, rows: rows)
      } else {
        grid = fitted
      }
    }
    return ASCIIRenderer(grid: grid, mode: colors.isEnabled ? .halfBlocks : .ascii, color: colors)
  }
}

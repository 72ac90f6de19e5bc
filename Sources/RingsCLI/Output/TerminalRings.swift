import ActivityRings
import ActivityRingsASCII

/// The rings as terminal text: what `rings render` prints when neither `--format` nor `-o`
/// names a format.
///
/// ```swift
/// let text = TerminalRings.text(
///   for: scene, color: .auto, terminal: TerminalInfo.current(environment: env), environment: env)
/// ```
///
/// In a terminal the rings are sized to fit its height, drawn with colour half-blocks when
/// colour is on, and as plain ASCII letters (M, E, S) when it is off. When standard output is a
/// pipe or a file the text is plain unless `--color always`; `NO_COLOR` turns `auto` off.
enum TerminalRings {
  static func text(
    for scene: RingScene, color: ColorChoice, terminal: TerminalInfo,
    environment: [String: String]
  ) -> String {
    asciiRenderer(for: scene.size, color: color, terminal: terminal, environment: environment)
      .render(scene.drawList())
  }

  /// The ASCII renderer for the terminal path: colour half blocks or plain letters as `color`,
  /// the terminal and `NO_COLOR` decide, on a grid that fits the terminal (the default grid
  /// when standard output is not a terminal).
  static func asciiRenderer(
    for size: CanvasSize, color: ColorChoice, terminal: TerminalInfo,
    environment: [String: String]
  ) -> ASCIIRenderer {
    let colors = color.output(environment: environment, isTerminal: terminal.isTerminal)
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

import ActivityRings

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The terminal policy for pictures, decided once: which text format (colour or not: `--color`
/// and the environment decide) and how many character cells (the terminal's window). What
/// `render`, `animate` and `history` print when neither `--format` nor `-o` names a format.
///
/// ```swift
/// let terminal = TerminalRings(color: .auto)
/// let choice = try OutputChoice(format: terminal.format, registry: registry)
/// let text = try choice.render(scene.drawList(), options: terminal.options)
/// ```
///
/// In a terminal the rings and their caption are sized to fit its height (at most 41 rows,
/// leaving 2 for the prompt) and width, the caption wrapped within the width; on a pipe or in a
/// file the renderer's default grid is used. Colour as ``ColorChoice/terminalFormat(environment:isTerminal:)`` decides.
public struct TerminalRings {
  /// `txt`, `ansi` or `ansi256`.
  public var format: OutputFormat
  /// The cells the picture may take; nil for the renderer's default.
  public var bounds: CellBounds?
  /// Whether standard output is a terminal.
  public var isTerminal: Bool

  /// The policy for `color` in `terminal` with `environment`.
  public init(
    color: ColorChoice, terminal: TerminalInfo = .current(),
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    format = color.terminalFormat(environment: environment, isTerminal: terminal.isTerminal)
    isTerminal = terminal.isTerminal
    bounds =
      terminal.isTerminal
      ? CellBounds(
        columns: terminal.columns, rows: max(4, min(terminal.rows - 2, 41)), includesCaption: true)
      : nil
  }

  /// The options a text renderer draws with: ``bounds``.
  public var options: RenderOptions { RenderOptions(cellBounds: bounds) }
}

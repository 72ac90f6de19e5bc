import ActivityRings

/// The terminal policy for pictures: which text format (colour or not, `--color` and the
/// environment decide) and how many character cells (the terminal's window), asked of whichever
/// registered renderer writes that format. What `render`, `animate` and `history` print when
/// neither `--format` nor `-o` names a format.
///
/// ```swift
/// let terminal = TerminalInfo.current(environment: environment)
/// let rings = TerminalRings(color: .auto, terminal: terminal, environment: environment)
/// let text = try rings.render(scene.drawList(), registry: registry)
/// ```
///
/// In a terminal the rings are sized to fit its height (at most 40 rows, leaving 3 for the
/// caption and the prompt) and width; on a pipe or in a file the renderer's default grid is
/// used. Colour as ``ColorChoice/terminalFormat(environment:isTerminal:)`` decides.
struct TerminalRings {
  /// `txt`, `ansi` or `ansi256`.
  var format: OutputFormat
  /// The cells the picture may take; nil for the renderer's default.
  var bounds: CellBounds?

  init(color: ColorChoice, terminal: TerminalInfo, environment: [String: String]) {
    format = color.terminalFormat(environment: environment, isTerminal: terminal.isTerminal)
    bounds =
      terminal.isTerminal
      ? CellBounds(columns: terminal.columns, rows: max(4, min(terminal.rows - 3, 40))) : nil
  }

  /// One picture as terminal text.
  ///
  /// - Throws: a runtime ``CLIError`` when no renderer writes the format or drawing fails.
  func render(_ drawList: DrawList, registry: RendererRegistry) throws(CLIError) -> String {
    let choice = try OutputChoice(registry: registry, renderer: nil, format: format)
    return String(
      decoding: try choice.render(drawList, options: RenderOptions(cellBounds: bounds)),
      as: UTF8.self)
  }

  /// Every frame of an animation as terminal text, each on the same grid, for playing.
  ///
  /// - Throws: as ``render(_:registry:)``.
  func frames(of plan: FramePlan, registry: RendererRegistry) throws(CLIError) -> [String] {
    var frames: [String] = []
    for drawList in plan.drawLists {
      frames.append(try render(drawList, registry: registry))
    }
    return frames
  }

  /// An animation as terminal text: the final frame, or with `allFrames` every frame,
  /// separated by form feeds.
  ///
  /// - Throws: as ``render(_:registry:)``.
  func text(of plan: FramePlan, allFrames: Bool, registry: RendererRegistry) throws(CLIError)
    -> String
  {
    guard allFrames else { return try render(plan.finalDrawList, registry: registry) }
    let choice = try OutputChoice(
      registry: registry, renderer: nil, format: format, animated: true)
    return String(
      decoding: try choice.renderAnimation(plan, options: RenderOptions(cellBounds: bounds)),
      as: UTF8.self)
  }
}

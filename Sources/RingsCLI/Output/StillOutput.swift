import ActivityRings
import ActivityRingsRequests
import ActivityRingsTerminal

/// What `render` and `history` write, decided once before anything is read: where the bytes go
/// (``OutputTarget``), the renderer (`OutputChoice`) and, with no format, the terminal's rings.
struct StillOutput {
  /// Where the bytes go, and in which format (nil: the terminal's rings).
  let target: OutputTarget
  /// The terminal's rings and their bounds, used when ``target`` has no format.
  var terminal: TerminalRings
  /// The renderer, looked up once.
  let choice: OutputChoice

  /// Applies the output rule to `-o` and the options, and looks the renderer up.
  init<Command>(_ options: OutputOptions<Command>, output: String?) throws {
    let registry = try RendererCatalog.standard()
    target = try options.target(output: output, registry: registry)
    terminal = TerminalRings(color: try ColorOption.choice(options.color))
    choice = try options.choice(of: target.format ?? terminal.format, registry: registry)
  }

  /// Draws `drawList` with the chosen renderer and writes it to the target: terminal text in
  /// the cells `picture` asks for (`--size 40x20`), else the terminal's window or the
  /// renderer's own grid.
  func write(_ drawList: DrawList, picture: SceneRequest = SceneRequest()) throws(CLIError) {
    let otherwise = target.format == nil ? terminal.options : RenderOptions()
    try target.destination.write(
      choice.drawing(
        drawList, options: picture.renderOptions(for: choice.format, otherwise: otherwise)))
  }
}

import ActivityRings
import ArgumentParser
import Foundation

/// `rings render`: one image of one day's rings, to a file, standard output or the terminal.
///
/// ```sh
/// $ rings render --move 350/500 --exercise 20/30 --stand 8/12          # terminal
/// $ rings render --summary today.json -o today.png                     # PNG via Cairo
/// $ rings render --move 300/500 --size 29 --scale 3 -o move@3x.svg    # SVG
/// $ rings render --summary - --format png -o - < today.json | display  # stdout
/// ```
public struct RenderCommand: ParsableCommand {
  /// The subcommand's name and help.
  public static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Render one day's rings to a file, standard output or the terminal.",
    discussion: """
      The renderer follows the output unless --renderer says otherwise: .svg → svg, .png and \
      .pdf → cairo, no -o → ascii in the terminal (sized to fit, in colour when standard output \
      is a terminal; NO_COLOR is honoured). Use -o - to write any format to standard output.

      Examples:
        rings render --move 350/500 --exercise 20/30 --stand 8/12
        rings render --summary move=350/500,exercise=89/30,stand=8/12 -o today.png
        rings render --move-time 20/30 --style move-only --size 64 --scale 2 -o move@2x.png
        echo '{"appleStandHours": 8, "appleStandHoursGoal": 12}' | rings render --summary - -o stand.svg
        rings render --summary today.json --format png -o - > today.png
      """
  )

  @OptionGroup(title: "Values") var values: SummaryOptions
  @OptionGroup(title: "Picture") var canvas: CanvasOptions

  @Option(help: "The renderer backend (see 'rings renderers'); by default it follows the output.")
  var renderer: String?

  @Option(
    help:
      "The output format (png, pdf, svg, txt, ansi); by default it follows the output file's extension."
  )
  var format: String?

  @Option(
    name: [.short, .long],
    help: ArgumentHelp(
      "The file to write, or - for standard output. Without it the rings print to the terminal.",
      valueName: "PATH"))
  var output: String?

  @Option(help: "Terminal colour: auto, always or never.")
  var color: ColorChoice = .auto

  /// Creates the command (argument-parser does this).
  public init() {}

  /// Renders and writes.
  public func run() throws {
    let summary = try values.load()
    let scene = try canvas.scene(for: summary)
    let registry = try RendererCatalog.standard()
    guard let output else {
      let environment = ProcessInfo.processInfo.environment
      let text = try TerminalRings.text(
        for: scene, registry: registry, renderer: renderer, format: format, color: color,
        terminal: TerminalInfo.current(environment: environment), environment: environment)
      try AtomicFileWriter.write(Array(text.utf8), to: "-")
      return
    }
    let choice = try OutputChoice(
      registry: registry, renderer: renderer, format: format, output: output)
    let bytes: [UInt8]
    do {
      bytes = try choice.renderer.render(scene.drawList(), as: choice.format)
    } catch {
      throw CLIError.runtime("rendering with \(choice.renderer.name) failed: \(error)")
    }
    try AtomicFileWriter.write(bytes, to: output)
  }
}

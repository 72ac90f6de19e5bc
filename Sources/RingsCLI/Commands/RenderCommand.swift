import ActivityRings
import ArgumentParser

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `rings render`: one image of one day's rings, to a file, standard output or the terminal.
///
/// ```sh
/// $ rings render --move 350/500 --exercise 20/30 --stand 8/12          # terminal
/// $ rings render --summary today.json -o today.png                     # PNG
/// $ rings render --move 300/500 --size 29 --scale 3 -o move@3x.svg    # SVG
/// $ rings render --summary - --format png -o - < today.json | display  # stdout
/// ```
package struct RenderCommand: ParsableCommand {
  /// The subcommand's name and help.
  package static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Render one day's rings to a file, standard output or the terminal.",
    discussion: OutputHelp.pictures + """


      The renderer is the one that writes the format (--renderer chooses another; alone, it \
      stands for its default format). In a terminal the rings are sized to fit, in colour \
      (NO_COLOR is honoured).

      Examples:
        rings render --move 350/500 --exercise 20/30 --stand 8/12
        rings render --summary move=350/500,exercise=89/30,stand=8/12 -o today.png
        rings render --move-time 20/30 --style move-only --size 64 --scale 2 -o move@2x.png
        echo '{"appleStandHours": 8, "appleStandHoursGoal": 12}' | rings render --summary - -o stand.svg
        rings render --summary today.json --format png > today.png
        rings render --summary today.json --format svg | gzip > today.svgz
        rings render --from-export export.zip --date 2026-11-20 --label Ana -o friday.png
      """
  )

  @OptionGroup(title: "Values") var values: SummaryOptions

  @OptionGroup(title: "A day from an export") var day: ExportDayOptions
  @OptionGroup(title: "Picture") var canvas: CanvasOptions

  @Option(
    name: [.short, .long],
    help: ArgumentHelp(
      "The file to write, or - for standard output. Without it the rings print to the terminal.",
      valueName: "PATH"),
    completion: .file())
  var output: String?

  @OptionGroup(title: "Output") var backend: BackendOptions

  /// Creates the command (argument-parser does this).
  package init() {}

  /// Renders and writes.
  package func run() throws {
    let environment = ProcessInfo.processInfo.environment
    let terminal = TerminalInfo.current(environment: environment)
    let registry = try RendererCatalog.standard()
    let target = try backend.target(output: output, registry: registry, terminal: terminal)
    let summary = try day.summary(or: values)
    let scene = try canvas.scene(for: summary)
    guard let format = target.format else {
      let rings = TerminalRings(color: backend.color, terminal: terminal, environment: environment)
      try target.destination.write(
        Array(try rings.render(scene.drawList(), registry: registry).utf8))
      return
    }
    try backend.write(
      scene.drawn(as: format).drawList(), as: format, to: target.destination, registry: registry)
  }

}

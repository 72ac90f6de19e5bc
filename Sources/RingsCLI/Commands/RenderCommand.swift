import ActivityRings
import ActivityRingsRequests
import ArgumentParser

/// `rings render`: one image of one day's rings, to a file, standard output or the terminal.
///
/// ```sh
/// $ rings render --move 350/500 --exercise 20/30 --stand 8/12          # terminal
/// $ rings render --summary today.json -o today.png                     # PNG
/// $ rings render --move 300/500 --size 29 --scale 3 -o move@3x.svg    # SVG
/// $ rings render --summary - --format png -o - < today.json | display  # stdout
/// ```
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Render one day's rings to a file, standard output or the terminal.",
    discussion: OutputHelp.pictures + """


      The renderer is the one that writes the format (--renderer chooses another; alone, it \
      stands for its default format). In a terminal the rings are sized to fit, in colour \
      (NO_COLOR is honoured).

      --mode draws the rings as the system shows them in a place, composited on black: \
      full-color (Apple's colours, the default), accented (every colour's luminance in \
      --tint, as on a tinted Home Screen or watch face), clear and vibrant (in white, as on \
      the clear Home Screen and the Lock Screen), night (in red, as StandBy at night) and \
      always-on (dimmed, as the Always-On display). In the monochrome modes the three rings \
      stay at least 12 levels of luminance apart.

      Examples:
        rings render --move 350/500 --exercise 20/30 --stand 8/12
        rings render --summary move=350/500,exercise=89/30,stand=8/12 -o today.png
        rings render --move-time 20/30 --style move-only --size 64 --scale 2 \\
          -o move@2x.png
        echo '{"appleStandHours": 8, "appleStandHoursGoal": 12}' \\
          | rings render --summary - -o stand.svg
        rings render --summary today.json --format png > today.png
        rings render --summary today.json --format svg | gzip > today.svgz
        rings render --from-export export.zip --date 2026-11-20 --label Ana \\
          -o friday.png
        rings render --summary today.json --mode vibrant --size 72 --scale 3 \\
          -o lock.png
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

  @OptionGroup(title: "Output") var backend: OutputOptions<Self>

  /// Chooses the output, reads the values, draws and writes.
  func run() throws {
    let still = try StillOutput(backend, output: output)
    let chosenText = still.target.format == nil
    let scene = try canvas.scene(
      for: day.summary(or: values), drawnAs: still.choice.format, chosenText: chosenText)
    try still.write(scene.drawList(), picture: canvas.request())
  }
}

extension RenderCommand: DrawsPictures {
  static var pictureFormats: OutputHelp.Formats { OutputHelp.stills }
  static func formats(of registry: RendererRegistry) -> [OutputFormat] {
    OutputChoice.stillFormats(of: registry)
  }
}

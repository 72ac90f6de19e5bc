import ActivityRings
import ActivityRingsASCII
import ActivityRingsCairo
import ActivityRingsSVG
import ArgumentParser
import Foundation

/// `rings animate`: the transition between two days' rings, at most 2 seconds long, as an
/// animated PNG, an animated SVG, numbered PNG frames, or played in the terminal.
///
/// ```sh
/// $ rings animate --from move=400/500 --to move=1250/500 -o laps.png       # APNG via Cairo
/// $ rings animate --from yesterday.json --to today.json --curve spring -o today.svg
/// $ rings animate --from move=0/500 --to move=500/500                      # in the terminal
/// ```
public struct AnimateCommand: ParsableCommand {
  /// The subcommand's name and help.
  public static let configuration = CommandConfiguration(
    commandName: "animate",
    abstract: "Animate from one day's rings to another's: APNG, animated SVG or the terminal.",
    discussion: """
      Apple caps these animations at two seconds: a longer --duration is clamped to 2 s with a \
      warning. --reduce-motion draws only the final frame, as an always-on display does. The \
      first frame is what 'rings render' draws for --from and the last what it draws for --to.

      png is an animated PNG (plays once; --loop repeats it); svg is one SVG that plays in a \
      browser and shows the final frame in viewers that do not animate; txt and ansi are the \
      final frame as text, or every frame separated by form feeds with --all-frames. --frames \
      DIR writes numbered PNG frames for video tools instead. In a terminal, with neither \
      --format nor -o, the animation plays; a pipe gets the final frame (or --all-frames) as \
      plain text.


      """ + OutputHelp.pictures + """


        Examples:
          rings animate --from move=400/500 --to move=1250/500 -o laps.png
          rings animate --from yesterday.json --to today.json --curve spring --duration 2 -o today.svg
          rings animate --from move=0/500,exercise=0/30,stand=0/12 --to move=350/500,exercise=20/30,stand=8/12
          rings animate --from move=100/500 --to move=500/500 --fps 30 --frames frames/
          rings animate --from move=0/500 --to move=500/500 --format svg > grow.svg
        """
  )

  @Option(
    help: ArgumentHelp("Where the animation starts (a summary source).", valueName: "SOURCE"),
    completion: .file())
  var from: String

  @Option(
    help: ArgumentHelp("Where it ends (a summary source).", valueName: "SOURCE"),
    completion: .file())
  var to: String

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Length in seconds, at most 2 (longer is clamped).", valueName: "SECONDS"))
  var duration: Double = 1

  @Option(help: "The timing curve.")
  var curve: CurveChoice = .easeInOut

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Frames per second, 1…\(Int(RingTransition.maximumFrameRate)).", valueName: "N"))
  var fps: Int = 60

  @Flag(help: "Only the final frame, as on an always-on display.")
  var reduceMotion = false

  @Flag(help: "Repeat the animation forever (APNG and SVG).")
  var loop = false

  @Option(
    help: ArgumentHelp(
      "Write numbered PNG frames (frame-0000.png, …) into this folder instead of one file.",
      valueName: "DIR"),
    completion: .directory)
  var frames: String?

  @Flag(help: "When standard output is not a terminal, print every frame, separated by form feeds.")
  var allFrames = false

  @OptionGroup(title: "Picture") var canvas: CanvasOptions

  @Option(
    name: [.short, .long],
    help: ArgumentHelp(
      "The file to write, or - for standard output. Without it the animation plays in the terminal.",
      valueName: "PATH"),
    completion: .file())
  var output: String?

  @OptionGroup(title: "Output") var backend: BackendOptions

  /// Creates the command (argument-parser does this).
  public init() {}

  /// Checks the numbers before anything is read or drawn.
  public func validate() throws {
    // ArgumentParser's ValidationError exits with 64 (EX_USAGE), as parsing errors do.
    guard duration > 0 else {
      let shown = duration.isNaN ? "nan" : DecimalFormat(maximumFractionDigits: 3).string(duration)
      throw ArgumentParser.ValidationError(
        "--duration must be a number of seconds greater than 0 (got \(shown))")
    }
    guard (1...Int(RingTransition.maximumFrameRate)).contains(fps) else {
      throw ArgumentParser.ValidationError(
        "--fps must be between 1 and \(Int(RingTransition.maximumFrameRate)) (got \(fps))")
    }
    if frames?.isEmpty == true {
      throw ArgumentParser.ValidationError("--frames needs a folder to write the frames into")
    }
    if frames != nil, let format = backend.format, format.lowercased() != "png" {
      throw ArgumentParser.ValidationError(
        "--frames writes PNG frames, not \(QuotedText.quoted(format))")
    }
    if frames != nil, output != nil {
      throw ArgumentParser.ValidationError("give either --frames DIR or -o PATH, not both")
    }
  }

  /// Renders the frames and writes or plays them.
  public func run() throws {
    try StandardInputUse.check(["--from": from, "--to": to])
    let environment = ProcessInfo.processInfo.environment
    let terminal = TerminalInfo.current(environment: environment)
    let registry = try RendererCatalog.standard()
    let target: OutputTarget? =
      frames == nil
      ? try backend.target(output: output, registry: registry, terminal: terminal) : nil
    if let format = target?.format, !Self.formats.contains(format.name) {
      throw CLIError.usage(
        "animate writes png (APNG), svg, txt or ansi, not \(format.name)")
    }
    let clip = try AnimationClip(
      from: SummarySource(argument: from).load(), to: SummarySource(argument: to).load(),
      canvas: canvas, duration: duration, curve: curve.timingCurve, framesPerSecond: fps,
      reducedMotion: reduceMotion)
    if let notice = clip.transition.clampNotice {
      StandardError.warning(notice)
    }
    guard let target else {
      try writeFrames(clip, into: frames ?? "")
      return
    }
    guard let format = target.format else {
      let ascii = TerminalRings.asciiRenderer(
        for: clip.end.size, color: backend.color, terminal: terminal, environment: environment)
      guard terminal.isTerminal, target.destination == .standardOutput, output == nil else {
        try target.destination.write(Array(clip.terminalText(ascii, allFrames: allFrames).utf8))
        return
      }
      try TerminalPlayback(frames: clip.drawLists().map(ascii.render), times: clip.times).play()
      return
    }
    try target.destination.write(try animation(clip, as: format))
  }

  /// The formats an animation is written in.
  static let formats = ["png", "svg", "txt", "ansi"]

  /// The whole animation in `format`.
  private func animation(_ clip: AnimationClip, as format: OutputFormat) throws(CLIError)
    -> [UInt8]
  {
    do {
      switch format.name {
      case "png":
        return try CairoRenderer().apngData(
          clip.transition, from: clip.start, to: clip.end, framesPerSecond: fps,
          plays: loop ? 0 : 1)
      case "svg":
        return Array(
          try SVGRenderer().renderAnimation(
            frames: clip.drawLists(), times: clip.times, duration: clip.transition.duration,
            repeats: loop
          ).utf8)
      default:
        let ansi = format.name == "ansi"
        let ascii = ASCIIRenderer(
          mode: ansi ? .halfBlocks : .ascii, color: ansi ? .trueColor : .none)
        return Array(clip.terminalText(ascii, allFrames: allFrames).utf8)
      }
    } catch {
      throw .runtime("rendering the animation failed: \(error)")
    }
  }

  private func writeFrames(_ clip: AnimationClip, into folder: String) throws {
    if let renderer = backend.renderer, renderer.lowercased() != "cairo" {
      throw CLIError.usage(
        "--frames writes PNG frames with the cairo renderer, not \(QuotedText.quoted(renderer))")
    }
    let digits = max(4, String(clip.times.count - 1).count)
    var files: [OutputFile] = []
    do {
      let stills = try CairoRenderer().pngFrames(
        clip.transition, from: clip.start, to: clip.end, framesPerSecond: fps)
      for (index, png) in stills.enumerated() {
        let number = String(index)
        let name = "frame-" + String(repeating: "0", count: digits - number.count) + number + ".png"
        let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
        files.append(OutputFile(path: path, bytes: png))
      }
    } catch {
      throw CLIError.runtime("rendering the frames failed: \(error)")
    }
    try AtomicFileSetWriter.write(files, inside: folder)
  }
}

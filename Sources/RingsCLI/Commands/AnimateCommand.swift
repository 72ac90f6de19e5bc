import ActivityRings
import ActivityRingsSafeOutput
import ArgumentParser

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `rings animate`: the transition between two days' rings, at most 2 seconds long, as an
/// animated PNG, an animated GIF, an animated SVG, numbered PNG frames, or played in the
/// terminal.
///
/// ```sh
/// $ rings animate --from move=400/500 --to move=1250/500 -o laps.png       # animated PNG
/// $ rings animate --from yesterday.json --to today.json --curve spring -o today.svg
/// $ rings animate --from move=400/500 --to move=1250/500 --fps 30 -o laps.gif  # GIF
/// $ rings animate --from move=0/500 --to move=500/500                      # in the terminal
/// ```
package struct AnimateCommand: ParsableCommand {
  /// The subcommand's name and help.
  package static let configuration = CommandConfiguration(
    commandName: "animate",
    abstract:
      "Animate from one day's rings to another's: APNG, GIF, animated SVG or the terminal.",
    discussion: """
      Apple caps these animations at two seconds: a longer --duration is clamped to 2 s with a \
      warning. --reduce-motion draws only the final frame, as an always-on display does. The \
      first frame is what 'rings render' draws for --from and the last what it draws for --to.

      png is an animated PNG (plays once; --loop repeats it); gif is an animated GIF for places \
      that do not play APNG (256 colours a frame; delays in whole hundredths, so at most \
      50 frames per second: the default is 50, a faster --fps is refused); svg is one SVG that plays in a \
      browser and shows the final frame in viewers that do not animate; txt and ansi are the \
      final frame as text, or every frame separated by form feeds with --all-frames. --frames \
      DIR writes numbered PNG frames for video tools instead (frame-0000.png, ...), and removes \
      the frame-NNNN.png files an earlier run left in DIR in the same step, so DIR never \
      holds frames of two runs; - is refused, since standard output cannot hold a set of \
      files. In a terminal, with neither \
      --format nor -o, the animation plays; a pipe gets the final frame (or --all-frames) as \
      plain text.


      """ + OutputHelp.pictures + """


        Examples:
          rings animate --from move=400/500 --to move=1250/500 -o laps.png
          rings animate --from move=400/500 --to move=1250/500 --fps 30 --loop -o laps.gif
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
      "Frames per second, 1…\(Int(RingTransition.maximumFrameRate)) (default: \(Self.defaultFramesPerSecond), or the format's fastest when lower: 50 for GIF).",
      valueName: "N"))
  var fps: Int?

  /// The frame rate without --fps, unless the format plays fewer frames per second.
  static let defaultFramesPerSecond = 60

  @Flag(help: "Only the final frame, as on an always-on display.")
  var reduceMotion = false

  @Flag(help: "Repeat the animation forever (APNG, GIF and SVG).")
  var loop = false

  @Option(
    help: ArgumentHelp(
      "Write numbered PNG frames (frame-0000.png, …) into this folder instead of one file, replacing an earlier run's.",
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
  package init() {}

  /// Checks the numbers before anything is read or drawn.
  package func validate() throws {
    // ArgumentParser's ValidationError exits with 64 (EX_USAGE), as parsing errors do.
    guard duration > 0 else {
      let shown = duration.isNaN ? "nan" : DecimalFormat(maximumFractionDigits: 3).string(duration)
      throw ArgumentParser.ValidationError(
        "--duration must be a number of seconds greater than 0 (got \(shown))")
    }
    if let fps, !(1...Int(RingTransition.maximumFrameRate)).contains(fps) {
      throw ArgumentParser.ValidationError(
        "--fps must be between 1 and \(Int(RingTransition.maximumFrameRate)) (got \(fps))")
    }
    if frames?.isEmpty == true {
      throw ArgumentParser.ValidationError("--frames needs a folder to write the frames into")
    }
    if frames == "-" {
      throw ArgumentParser.ValidationError(
        "--frames writes a set of files, which standard output cannot hold: give it a folder")
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
  package func run() throws {
    try StandardInputUse.check(["--from": from, "--to": to])
    let environment = ProcessInfo.processInfo.environment
    let terminal = TerminalInfo.current(environment: environment)
    let registry = try RendererCatalog.standard()
    let target: OutputTarget? =
      frames == nil
      ? try backend.target(output: output, registry: registry, terminal: terminal) : nil
    // The renderer is chosen before anything is read or drawn, so a format nothing animates
    // is a usage error at once.
    let choice = try target?.format.map { (format) throws(CLIError) in
      try OutputChoice(
        registry: registry, renderer: backend.renderer, format: format,
        animated: !Self.isFinalFrameOnly(format, allFrames: allFrames))
    }
    // A format with a fastest frame rate (GIF: 50) lowers the default to it and refuses a
    // faster --fps, before anything is read or drawn.
    let maximum = choice.flatMap {
      $0.animated ? $0.renderer.maximumFramesPerSecond(animating: $0.format) : nil
    }
    if let fps, let maximum, let choice, fps > maximum, !reduceMotion {
      throw CLIError.usage(
        "--fps \(fps) is faster than an animated \(choice.format.name) plays: at most \(maximum) "
          + "frames per second (use --fps \(maximum) or less)")
    }
    let fps = fps ?? min(Self.defaultFramesPerSecond, maximum ?? Self.defaultFramesPerSecond)
    let stills =
      frames == nil
      ? nil : try OutputChoice(registry: registry, renderer: backend.renderer, format: .png)
    let plan = try framePlan(framesPerSecond: fps, drawnAs: (stills ?? choice)?.format)
    FrameMemory.reuseFreedBuffers()
    if let notice = plan.notice {
      StandardError.warning(notice)
    }
    if let stills {
      try writeFrames(plan, with: stills, into: frames ?? "")
      return
    }
    guard let target else { return }
    guard let choice else {
      let rings = TerminalRings(color: backend.color, terminal: terminal, environment: environment)
      guard terminal.isTerminal, target.destination == .standardOutput, output == nil else {
        let text = try rings.text(of: plan, allFrames: allFrames, registry: registry)
        try target.destination.write(Array(text.utf8))
        return
      }
      try TerminalPlayback(frames: rings.frames(of: plan, registry: registry), times: plan.times)
        .play()
      return
    }
    try target.destination.write(
      choice.animated
        ? try choice.renderAnimation(plan) : try choice.render(plan.finalDrawList))
  }

  /// Whether `format` gets only the final frame: plain text (`txt`, `ansi`, …) cannot play, so
  /// its animation (every frame, separated by form feeds) is written only with --all-frames.
  static func isFinalFrameOnly(_ format: OutputFormat, allFrames: Bool) -> Bool {
    format.mediaType == "text/plain" && !allFrames
  }

  /// The frames from --from to --to at `fps` frames per second, by the options, drawn as
  /// `format` (an SVG decides its glyphs as a vector).
  ///
  /// - Throws: a usage ``CLIError`` for invalid values, sizes or timing, or frames × pixels
  ///   above ``RenderBudget/maximumAnimationPixels``.
  private func framePlan(framesPerSecond fps: Int, drawnAs format: OutputFormat?)
    throws(CLIError) -> FramePlan
  {
    let start = try SummarySource(argument: from).load()
    let end = try SummarySource(argument: to).load()
    let transition: RingTransition
    let frameCount: Int
    do {
      transition = try RingTransition(
        from: start, to: end, duration: duration, curve: curve.timingCurve,
        reducedMotion: reduceMotion)
      frameCount = try transition.frameTimes(framesPerSecond: Double(fps)).count
    } catch {
      throw .usage("\(error)")
    }
    // The whole animation's drawing is checked before any of it is done, then each picture.
    var startScene = try canvas.unbudgetedScene(for: start)
    var endScene = try canvas.unbudgetedScene(for: end)
    if let format {
      startScene = startScene.drawn(as: format)
      endScene = endScene.drawn(as: format)
    }
    let pixels = [startScene, endScene].map { $0.size.pixels(at: $0.scale) }
    do {
      try RenderBudget.checkAnimation(
        frames: frameCount, width: pixels.map(\.width).max() ?? 0,
        height: pixels.map(\.height).max() ?? 0)
    } catch {
      throw .usage("\(error.description): lower --fps, --duration, --size or --scale")
    }
    do {
      return try FramePlan(
        transition, from: canvas.checkedPicture(startScene), to: canvas.checkedPicture(endScene),
        framesPerSecond: fps, plays: loop ? 0 : 1)
    } catch let error as CLIError {
      throw error
    } catch {
      throw .usage("\(error)")
    }
  }

  /// Each frame as a numbered still (`frame-0000.png`, …) in `folder`, written all or nothing,
  /// with the numbered stills of an earlier run that this one does not replace removed in the
  /// same step: a folder never holds frames of two runs.
  private func writeFrames(_ plan: FramePlan, with choice: OutputChoice, into folder: String)
    throws
  {
    let digits = max(4, String(plan.frameCount - 1).count)
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    var files: [OutputFile] = []
    for index in 0..<plan.frameCount {
      let number = String(index)
      let name =
        "frame-" + String(repeating: "0", count: digits - number.count) + number + "."
        + choice.format.fileExtension
      files.append(
        OutputFile(path: prefix + name, bytes: try choice.render(plan.drawList(at: index))))
    }
    let earlier = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
      .filter { Self.isFrameName($0, fileExtension: choice.format.fileExtension) }
    try AtomicFileSetWriter.write(files, inside: folder, removing: earlier.map { prefix + $0 })
  }

  /// Whether `name` is one this command gives a frame: `frame-`, four or more digits, the
  /// format's extension.
  static func isFrameName(_ name: String, fileExtension: String) -> Bool {
    let suffix = "." + fileExtension
    guard name.hasPrefix("frame-"), name.hasSuffix(suffix) else { return false }
    let number = name.dropFirst("frame-".count).dropLast(suffix.count)
    return number.count >= 4 && number.allSatisfy { $0.isASCII && $0.isNumber }
  }
}

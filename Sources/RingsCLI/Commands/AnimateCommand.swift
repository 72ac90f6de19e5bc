import ActivityRings
import ActivityRingsFiles
import ActivityRingsRequests
import ActivityRingsTerminal
import ArgumentParser

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
struct AnimateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "animate",
    abstract:
      "Animate from one day's rings to another's: APNG, GIF, animated SVG or the terminal.",
    discussion: """
      Apple caps these animations at two seconds: a longer --duration is clamped to 2 s with a \
      warning. --reduce-motion draws only the final frame; --mode always-on (or --always-on) \
      draws it at reduced luminance too, as a Live Activity shows on the Always-On display; \
      the other modes draw every frame as the system shows it (see 'rings render --help'). The \
      first frame is what 'rings render' draws for --from and the last what it draws for --to. \
      --from-export EXPORT --date DAY ends on that day of an Apple Health export instead, from \
      --from or, without it, from the day's rings at 0, filling as the Fitness app opens a day. \
      A summary file may be what 'rings import --since DAY --until DAY -o day.json' writes.

      The formats: \(OutputHelp.animations.names). png is an animated PNG (plays once; --loop \
      repeats it); gif is an animated GIF for places \
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


      """
        + OutputHelp.rule(
          for: OutputHelp.animations, otherwise: "the animation in the terminal", hasBinary: true)
          + """


          Examples:
            rings animate --from move=400/500 --to move=1250/500 -o laps.png
            rings animate --from move=400/500 --to move=1250/500 --fps 30 --loop \\
              -o laps.gif
            rings animate --from yesterday.json --to today.json \\
              --curve spring --duration 2 -o today.svg
            rings animate --from move=0/500,exercise=0/30,stand=0/12 \\
              --to move=350/500,exercise=20/30,stand=8/12
            rings animate --from move=100/500 --to move=500/500 --fps 30 \\
              --frames frames/
            rings animate --from move=0/500 --to move=500/500 --format svg > grow.svg
            rings animate --from-export export.zip --date 2026-11-20 -o friday.png
          """
  )

  @Option(
    help: ArgumentHelp(
      "Where the animation starts (a summary source; with --from-export, the day's rings at 0 when left out).",
      valueName: "SOURCE"),
    completion: .file())
  var from: String?

  @Option(
    help: ArgumentHelp(
      "Where it ends (a summary source), unless --from-export gives the day.",
      valueName: "SOURCE"),
    completion: .file())
  var to: String?

  @OptionGroup(title: "A day from an export") var day: ExportDayOptions

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Length in seconds (the default is 1), at most 2 (longer is clamped).",
      valueName: "SECONDS"))
  var duration: String?

  @Option(
    help: ArgumentHelp(
      "The timing curve: linear, ease-in, ease-out, ease-in-out (the default) or spring.",
      valueName: "CURVE"),
    completion: .list(TimingCurve.typedNames))
  var curve: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Frames per second, 1…\(Int(RingTransition.maximumFrameRate)) (default: \(AnimationRequest.defaultFramesPerSecond), or the format's fastest when lower: 50 for GIF).",
      valueName: "N"))
  var fps: String?

  @Flag(help: "Only the final frame, without motion.")
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

  @OptionGroup(title: "Output") var backend: OutputOptions<Self>

  /// Checks the options' combinations before anything is read or drawn (their values are the
  /// request layer's to check).
  func validate() throws {
    // ArgumentParser's ValidationError exits with 64 (EX_USAGE), as parsing errors do.
    if frames?.isEmpty == true {
      throw ValidationError("--frames needs a folder to write the frames into")
    }
    if frames == "-" {
      throw ValidationError(
        "--frames writes a set of files, which standard output cannot hold: give it a folder")
    }
    if frames != nil, let format = backend.format,
      OutputChoice.format(named: format, in: [.png]) == nil
    {
      throw ValidationError("--frames writes PNG frames, not \(QuotedText.quoted(format))")
    }
    if frames != nil, output != nil {
      throw ValidationError("give either --frames DIR or -o PATH, not both")
    }
    if day.isGiven {
      if day.fromExport == nil { throw ValidationError("--date goes with --from-export EXPORT") }
      if to != nil {
        throw ValidationError(
          "give where the animation ends either with --to or with --from-export and --date, not both"
        )
      }
    } else if from == nil || to == nil {
      throw ValidationError(
        "give --from and --to (summary sources), or --from-export EXPORT --date DAY")
    }
  }

  /// Chooses the output once, plans the frames once, and writes or plays them.
  func run() throws {
    try StandardInputUse.check(["--from": from, "--to": to, "--from-export": day.fromExport])
    let registry = try RendererCatalog.standard()
    let terminal = TerminalRings(color: try ColorOption.choice(backend.color))
    // The output is chosen before anything is read or drawn, so a format nothing animates is
    // a usage error at once: numbered PNG stills, an animated file, or terminal text (played,
    // every frame, or the final frame).
    let target = try frames == nil ? backend.target(output: output, registry: registry) : nil
    let plays = target?.format == nil && terminal.isTerminal && output == nil && frames == nil
    let format = frames == nil ? target?.format ?? terminal.format : .png
    let animated = frames == nil && !plays && (format.mediaType != "text/plain" || allFrames)
    let choice = try backend.choice(of: format, animated: animated, registry: registry)
    // Terminal text no format named: sizes in points or pixels are set aside, with a warning.
    let chosenText = frames == nil && target?.format == nil
    let plan = try framePlan(for: choice, chosenText: chosenText)
    FrameMemory.reuseFreedBuffers()
    if let notice = plan.notice { StandardError.warning(notice) }
    let textOptions = try canvas.request().renderOptions(
      for: choice.format, otherwise: target?.format == nil ? terminal.options : RenderOptions())
    if let frames {
      try writeFrames(plan, with: choice, into: frames)
    } else if plays {
      let texts = try plan.playedTexts { (drawList) throws(CLIError) in
        String(decoding: try choice.drawing(drawList, options: textOptions), as: UTF8.self)
      }
      try TerminalPlayback(frames: texts, times: plan.times).play()
    } else {
      try (target?.destination ?? .standardOutput).write(
        animated
          ? choice.animating(plan, options: textOptions)
          : choice.drawing(plan.finalDrawList, options: textOptions))
    }
  }

  /// The timing fields these options give.
  private var timing: RequestFields {
    var fields = RequestFields([:])
    fields[.duration] = duration
    fields[.curve] = curve
    fields[.fps] = fps
    if loop { fields[.loop] = "true" }
    if reduceMotion { fields[.reduceMotion] = "true" }
    return fields
  }

  /// The frames from --from to --to, by the request layer's rules (the frame rate the format
  /// plays, the 2 s clamp, the final frame alone for --reduce-motion and --always-on, the
  /// budget), drawn as `choice`'s format (an SVG decides its glyphs as a vector).
  private func framePlan(for choice: OutputChoice, chosenText: Bool) throws(CLIError) -> FramePlan {
    // The day from an export, from --from or from the same day before any activity; else the
    // two summaries (validate() has checked that one of the two is given).
    let end: ActivitySummary
    let start: ActivitySummary
    if day.isGiven {
      // A day the export lacks is empty rings (no data), as `rings render` draws it.
      end = try day.summary(whenMissing: "animating to empty rings") ?? ActivitySummary()
      if let from {
        start = try SummaryOptions.load(source: from, field: .from)
      } else {
        start = end.atStartOfDay
      }
    } else {
      start = try SummaryOptions.load(source: from ?? "", field: .from)
      end = try SummaryOptions.load(source: to ?? "", field: .to)
    }
    let (picture, warning) = try canvas.request(chosenText: chosenText)
    let plan: FramePlan
    do {
      plan = try AnimationRequest(timing, from: start, to: end, picture: picture)
        .framePlan(for: choice)
    } catch {
      throw CLIError(error)
    }
    if let warning { StandardError.warning(warning) }
    return plan
  }

  /// Each frame as a numbered still (`frame-0000.png`, …) in `folder`, written all or nothing,
  /// replacing an earlier run's (``NumberedFiles``).
  private func writeFrames(_ plan: FramePlan, with choice: OutputChoice, into folder: String)
    throws(CLIError)
  {
    let stills = try (0..<plan.frameCount).map { (index) throws(CLIError) in
      try choice.drawing(plan.drawList(at: index))
    }
    do {
      try NumberedFiles(
        folder: folder, prefix: "frame-", fileExtension: choice.format.fileExtension
      ).write(stills)
    } catch {
      throw CLIError(error)
    }
  }
}

extension AnimateCommand: DrawsPictures {
  static var pictureFormats: OutputHelp.Formats { OutputHelp.animations }
  static func formats(of registry: RendererRegistry) -> [OutputFormat] {
    OutputChoice.animatedFormats(of: registry)
  }
}

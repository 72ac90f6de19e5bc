import ActivityRings
import ActivityRingsAssets
import ActivityRingsJSON
import ActivityRingsRequests
import ArgumentParser

/// `rings validate`: checks rings against the rules of Apple's Human Interface Guidelines that
/// can be measured, and prints one line per rule.
///
/// ```sh
/// $ rings validate --move 350/500 --exercise 20/30 --stand 8/12
/// ✓ black-background: canvas #000000
/// ✓ ring-colors: Move #fa114f, Exercise #a6ff00, Stand #00fff6 = HIG, opaque; tracks at 15%
/// ✓ outer-margin: outer margin 8 pt ≥ gap 2 pt
/// ✓ rings-inside: rings 8 pt inside the ring area, 2 pt apart
/// ✓ nothing-crosses-rings: 9 ring shapes within their bands; no label text
/// ✓ label-present: no label asked for
/// $ rings validate --draw-list edited.json --format json
/// ```
///
/// Exits 0 when every rule passes, 1 when any fails (after printing the report), 64 for usage
/// errors.
struct ValidateCommand: ParsableCommand, WritesDocument {
  /// A length or ratio as the help writes it: at most two decimals.
  private static func points(_ value: Double) -> String {
    DecimalFormat(maximumFractionDigits: 2).string(value)
  }

  static let configuration = CommandConfiguration(
    commandName: "validate",
    abstract: "Check rings against Apple's Human Interface Guidelines, rule by rule.",
    discussion: """
      Draws the rings 'rings render' would draw from the same values and picture options, \
      measures the drawing and prints one line per rule: ✓ or ✗, the rule's id and what was \
      measured. The rules: black-background, ring-colors, outer-margin (at least the gap between \
      rings), rings-inside (inside the canvas, apart), nothing-crosses-rings (shapes and label \
      text stay clear) and label-present (when --label asks for one).

      With --draw-list, checks a draw list saved as JSON instead (the form ActivityRings' \
      DrawList encodes to), against the layout of its canvas with the picture options --style, \
      --look and --label; --size and --scale come from the draw list.

      With --preset, checks an export preset's layout instead, as 'rings export' draws it at \
      --scale (its size is the preset's): preset-margin (wide and stacked layouts: nothing closer \
      to an edge than the layout's margin, \(points(ExportPreset.standardMargin)) pt on the Lock \
      Screen, \(points(ExportPreset.widgetMargin)) pt on widgets), camera-clear (the Dynamic \
      Island's expanded presets: nothing inside its \(points(ExportPreset.cameraSize.width))x\
      \(points(ExportPreset.cameraSize.height))-pt camera area), compact-snug (compact elements \
      against the camera's side), island-shape (compact content inside the island's rounded \
      ends), compact-balance (the compact trailing value at most \
      \(points(PresetLayout.compactBalance)) times as wide as the leading rings), text-size (no \
      text under 11 pt) and values-beside-rings (a line per ring in its colour beside the rings, \
      or below them on the small and large widgets).

      Exit status: 0 when every rule passes; 1 when any rule fails (the report is still \
      printed, and one line on standard error names the failed rules); 64 for usage errors.


      """ + OutputHelp.rule(for: Self.formats, otherwise: "the text report") + """


        Examples:
          rings validate --move 350/500 --exercise 20/30 --stand 8/12
          rings validate --move 350/500 -o report.json
          rings validate --summary today.json --size 29 --background circle
          rings validate --summary today.json --look gradient --label Ana \\
            --format json
          rings validate --draw-list edited.json
          rings validate --summary today.json \\
            --preset live-activity-lock-screen --scale 2
        """
  )

  @OptionGroup(title: "Values") var values: SummaryOptions
  @OptionGroup(title: "Picture") var canvas: CanvasOptions

  @Option(
    help: ArgumentHelp(
      "Check a draw list saved as JSON (- for standard input) instead of drawing values.",
      valueName: "PATH"),
    completion: .file())
  var drawList: String?

  @Option(
    help: ArgumentHelp(
      "Check the layout of an export preset at --scale (rings export --list-presets) instead.",
      valueName: "NAME"),
    completion: .list(ExportPreset.all.map(\.name)))
  var preset: String?

  static let formats = DescribeCommand.formats

  @OptionGroup var document: DocumentOutputOptions<Self>

  /// Checks and prints the report.
  ///
  /// - Throws: a usage ``CLIError`` for bad input; a runtime one, after printing the report,
  ///   when a rule fails.
  func run() throws {
    let target = try document.target()
    let report: GuidelineReport
    if let preset {
      guard drawList == nil else {
        throw CLIError.usage("give --preset or --draw-list, not both")
      }
      report = try checks(of: preset)
    } else if let drawList {
      guard values.isEmpty else {
        throw CLIError.usage(
          "give --draw-list or values (--move, --summary, …) to draw, not both")
      }
      report = try check(Self.loadDrawList(drawList))
    } else {
      report = GuidelineChecker.check(try canvas.scene(for: values.load()))
    }
    try target.destination.write(
      Array(
        (target.format == .json
          ? try JSONDocument.text(of: report.results)
          : report.text + "\n").utf8))
    guard report.passed else {
      throw CLIError.runtime(
        "\(report.failures.count) of \(report.results.count) guidelines failed: "
          + report.failures.map(\.rule.id).joined(separator: ", "))
    }
  }

  /// The HIG rules of a preset's layout, checked on the picture `rings export` draws.
  private func checks(of name: String) throws -> GuidelineReport {
    let preset: ExportPreset
    do {
      preset = try ExportPreset.named(name)
    } catch {
      throw CLIError.usage(error.description)
    }
    let request = try CanvasOptions.checkedRequest(canvas.fields)
    let scale: RenderScale
    do {
      scale = try request.renderScale()
    } catch {
      throw CLIError(error)
    }
    do {
      return try PresetPicture(
        preset: preset, scale: scale, summary: values.load(), style: request.style,
        options: request.options
      ).checks()
    } catch let error as CLIError {
      throw error
    } catch {
      throw CLIError.usage("\(error)")
    }
  }

  /// A draw list saved as JSON (the form `DrawList` encodes to), from a file or from standard
  /// input for `-`.
  ///
  /// - Throws: a usage ``CLIError`` when the file cannot be read or is not a draw list; a
  ///   runtime one when standard input cannot be read.
  static func loadDrawList(_ argument: String) throws(CLIError) -> DrawList {
    guard !argument.isEmpty else {
      throw .usage("--draw-list needs a file, or - for standard input")
    }
    let bytes = try InputArgument.read(
      argument, what: "draw list", limit: InputArgument.drawListLimit)
    do {
      return try DrawList(json: bytes)
    } catch {
      throw .usage(
        error.message(naming: argument == "-" ? "standard input" : QuotedText.quoted(argument)))
    }
  }

  /// Checks a saved draw list against the layout of its canvas with the picture options.
  private func check(_ drawList: DrawList) throws(CLIError) -> GuidelineReport {
    let request = try canvas.request()
    let drawsWatchRings = drawList.items.contains { $0.role.ring.map { $0 != .move } ?? false }
    let layout = RingLayout(
      canvas: drawList.size, rings: request.style.rings(hasWatchRings: drawsWatchRings),
      background: request.background, label: request.label?.placement, scale: drawList.scale)
    return GuidelineChecker.check(
      drawList, layout: layout, look: request.look, label: request.label)
  }
}

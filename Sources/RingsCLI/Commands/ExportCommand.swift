import ActivityRings
import ActivityRingsAssets
import ActivityRingsFiles
import ActivityRingsRequests
import ActivityRingsTerminal
import ArgumentParser
import Synchronization

/// `rings export`: one day's rings as a set of images at published sizes, for apps and
/// documents: loose PNG, SVG and PDF files, or an Xcode asset catalog.
///
/// ```sh
/// $ rings export --summary today.json --preset square-64 live-activity-minimal -o out
/// $ ls out
/// live-activity-minimal@1x.png  live-activity-minimal@3x.png  square-64@2x.png
/// live-activity-minimal@2x.png  square-64@1x.png              square-64@3x.png
/// $ rings export --move 350/500 --preset watch-smart-stack-45mm --format pdf --asset-catalog -o App
/// $ rings export --list-presets
/// $ rings export --manifest rings-assets.json
/// ```
///
/// The presets, the plan and the drawing are `ActivityRingsAssets`' (`ExportPreset`,
/// `ExportPlan`, `AssetExport`): everything is rendered in memory first and then written all or
/// nothing, so a failed run leaves no partial set behind.
struct ExportCommand: ParsableCommand {
  /// The subcommand's name and help.
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract:
      "Export one day's rings at preset sizes: PNG, GIF, SVG, PDF or an Xcode asset catalog.",
    discussion: """
      Presets are the sizes Apple publishes for Live Activities (Dynamic Island compact, \
      minimal and expanded, Lock Screen, StandBy), Home Screen widgets (small, medium, large, \
      extra large on iPad), Lock Screen widgets (circular, rectangular, inline), watch \
      complications (circular, corner, rectangular), the Apple Watch Smart Stack (40-49 mm) \
      and CarPlay, plus plain squares; --list-presets shows them in points. Each preset is \
      laid out as Apple's Fitness widgets, complications and Live Activities are: the rings \
      alone where the place is small, the day's values beside them (below them on small and \
      large widgets) where there is room, and nothing inside the Dynamic Island's camera area; \
      'Presets and their layouts' in ActivityRingsAssets' documentation shows every one. \
      --mode draws the images as the system shows them in a place: vibrant for the Lock \
      Screen, accented (in --tint) for a tinted Home Screen or watch face, clear, night for \
      StandBy at night, always-on (or --always-on) for the Always-On display. --size POINTS adds a square of that many points, \
      named size-POINTS (repeat it for more).

      Files are named <preset>@<scale>x.png (.gif, .svg); a PDF is measured in points, so it \
      is written once, as <preset>.pdf. With --asset-catalog, each preset becomes \
      <preset>.imageset in NAME.xcassets, with a Contents.json that names each scale (PNG) or \
      keeps one vector image (SVG or PDF).

      -o names a folder (created when missing), never standard output: -o - is an error, as \
      is an empty path. Inside it, nothing is written through a symbolic link to a folder. \
      Everything is drawn before anything is written, and the files appear together or not \
      at all. A progress bar shows on standard error when it is a terminal and there are \
      more than 5 files; --quiet turns it off. --dry-run draws everything and lists the files \
      instead of writing them.

      --manifest PATH exports every entry of an asset manifest (rings-assets.json, the file \
      the export-ring-assets plugin reads; see the README) instead of one set: each entry \
      gives the summary, presets or sizes, scales, formats, asset catalog, style, background, \
      look, mode, tint and output folder of one export, with paths relative to the current folder. \
      Every entry is checked and drawn before anything is written, and no two entries may \
      write the same file; each problem is one line naming the manifest's line and the entry. \
      Only --dry-run and --quiet go with it.


      """ + OutputHelp.folderFiles + """


        Examples:
          rings export --move 350/500 --exercise 20/30 --stand 8/12 \\
            --preset square-64
          rings export --summary today.json \\
            --preset live-activity-lock-screen --scale 2
          rings export --summary today.json --preset live-activity-compact \\
            --scale 3 --always-on
          rings export --summary today.json --preset lock-screen-circular \\
            --scale 3 --mode vibrant
          rings export --summary today.json --preset square-256 --format png,svg,pdf
          rings export --summary today.json --preset square-64 --asset-catalog \\
            -o App
          rings export --summary today.json --size 40 --size 80 --scale 2,3
          rings export --manifest rings-assets.json --dry-run
          rings export --list-presets
        """
  )

  @OptionGroup(title: "Values") var values: SummaryOptions
  @OptionGroup(title: "Picture") var appearance: AppearanceOptions
  @OptionGroup(title: "Label") var labelOptions: LabelOptions
  @OptionGroup(title: "Export") var export: ExportOptions

  /// Lists the presets, or renders every image and writes the set (or lists it, with
  /// `--dry-run`); with `--manifest`, does so for every entry of the manifest.
  func run() throws {
    if let manifest = export.manifest {
      guard values.isEmpty, !export.namesASet, labelOptions.label == nil, appearance.isDefault
      else {
        throw CLIError.usage(
          "--manifest takes the values, presets, options and folder of each export from its "
            + "entries: leave out the others (only --dry-run and --quiet go with it)")
      }
      try ManifestExport(path: manifest, dryRun: export.dryRun, quiet: export.quiet).run()
      return
    }
    if export.output.isEmpty {
      throw CLIError.usage("-o needs a folder (default: the current folder)")
    }
    if export.output == "-" {
      throw CLIError.usage(
        "export writes a set of files, which standard output cannot hold: give -o a folder")
    }
    if export.listPresets {
      // One line per preset: name, size in points, where it is used.
      let rows = ExportPreset.all.map { [$0.name, $0.sizeText + " pt", $0.detail] }
      try OutputTarget.Destination.standardOutput.write(Array(TextTable(plainRows: rows).text.utf8))
      return
    }
    let drawn = try draw()
    if export.dryRun {
      let paths = drawn.files.map { $0.path + "\n" }.joined()
      try OutputTarget.Destination.standardOutput.write(Array(paths.utf8))
    } else {
      do {
        try drawn.write()
      } catch {
        throw CLIError(error)
      }
    }
  }

  /// Every file of the export, drawn in memory; nothing is written.
  ///
  /// - Throws: a usage ``CLIError`` for a bad option or summary, a runtime one when drawing
  ///   fails.
  func draw() throws -> ExportedFiles {
    let registry = try RendererCatalog.standard()
    let request = try Self.request(export.fields, registry: registry)
    let summary = try values.load()
    var fields = appearance.fields
    fields.texts.merge(labelOptions.fields.texts) { $1 }
    let picture = try CanvasOptions.checkedRequest(fields)
    return try Self.draw(
      request, into: export.output, summary: summary, picture: picture, registry: registry,
      quiet: export.quiet)
  }

  /// The export `fields` ask for, in the formats `registry` draws as image files, read by the
  /// request layer (`ExportRequest`).
  ///
  /// - Throws: a usage ``CLIError`` naming the option at fault.
  static func request(_ fields: RequestFields, registry: RendererRegistry) throws(CLIError)
    -> ExportRequest
  {
    do {
      return try ExportRequest(fields, formats: ExportPlan.formats(of: registry))
    } catch {
      throw CLIError(error)
    }
  }

  /// Every file of `request` into `folder`, drawn in memory (nothing is written), for the
  /// command and for each entry of a manifest. A preset too small for the label is drawn
  /// without it, with a warning.
  ///
  /// - Throws: a usage ``CLIError`` for a folder that is a file or an export over the pixel
  ///   budget, a runtime one when drawing fails.
  static func draw(
    _ request: ExportRequest, into folder: String, summary: ActivitySummary,
    picture: SceneRequest, registry: RendererRegistry, quiet: Bool
  ) throws(CLIError) -> ExportedFiles {
    let plan: ExportPlan
    do {
      plan = try request.plan(folder: folder)
    } catch {
      throw CLIError(error)
    }
    try checkFolder(folder)
    let assets: AssetExport
    do {
      assets = try AssetExport(
        plan: plan, summary: summary, style: picture.style, options: picture.options)
    } catch {
      throw CLIError(error)
    }
    let files: ExportedFiles
    do {
      // The images finish on several threads: the bar advances under a lock.
      let progress = Mutex(ProgressBar.standardError(total: plan.images.count, quiet: quiet))
      defer { progress.withLock { $0.finish() } }
      do {
        files = try assets.draw(registry: registry) { image in
          progress.withLock { $0.advance(image.fileName) }
        }
      } catch {
        throw CLIError(error)
      }
    }
    let unlabelled = assets.unlabelledPresets
    if !unlabelled.isEmpty {
      StandardError.writeLine(
        "rings: warning: \(unlabelled.joined(separator: ", ")) \(unlabelled.count == 1 ? "is" : "are") too small for the label at 11 pt, Apple's smallest legible text: exported without it"
      )
    }
    return files
  }

  /// Fails early when the output folder is a file (a missing folder is created later).
  static func checkFolder(_ folder: String) throws(CLIError) {
    if FileStatus.isFolder(atPath: folder) == false {
      throw .runtime("cannot write into \(QuotedText.quoted(folder)): it is a file, not a folder")
    }
  }
}

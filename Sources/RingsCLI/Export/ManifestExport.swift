import ActivityRings
import ActivityRingsAssets
import ActivityRingsRequests

/// `rings export --manifest FILE`: every entry of an asset manifest (`rings-assets.json`, read
/// by `AssetManifest`) exported as `rings export` would export it from the same options, what
/// the `export-ring-assets` plugin runs.
///
/// ```sh
/// $ rings export --manifest rings-assets.json --dry-run
/// today: would write 7 files
///   Generated/Assets/Rings.xcassets/Contents.json
///   …
/// $ rings export --manifest rings-assets.json
/// today: wrote 7 files into Generated/Assets
/// ```
///
/// Nothing is written unless the whole manifest is good: every entry is checked and drawn in
/// memory first (so the summaries, presets and options are judged as on the command line), no
/// two entries may write the same file, and only then is each entry's set written, all or
/// nothing. Each problem is one line naming the manifest's line and the entry; paths in the
/// manifest are relative to the current folder (the plugin runs `rings` in the package root).
struct ManifestExport {
  /// The manifest's path.
  var path: String
  /// List the files instead of writing them.
  var dryRun: Bool
  /// No progress bar.
  var quiet: Bool

  /// Checks and draws every entry, then lists or writes the files.
  ///
  /// - Throws: a ``CLIError`` whose message is the last problem, after the others are printed
  ///   one per line: usage for a bad manifest or entry, runtime when drawing or writing fails.
  func run() throws(CLIError) {
    let bytes = try InputArgument.read(
      path, what: "asset manifest", limit: InputArgument.manifestLimit)
    let manifest: AssetManifest
    do {
      manifest = try AssetManifest(reading: bytes, named: path)
    } catch {
      throw Self.failure(error.problems, kind: .usage)
    }
    var planned: [(entry: AssetManifestEntry, files: ExportedFiles)] = []
    var problems: [String] = []
    var kind = CLIError.Kind.usage
    for entry in manifest.entries {
      do {
        planned.append((entry, try draw(entry)))
      } catch {
        problems.append("\(place(entry)): \(entry.label): \(error.message)")
        if error.kind == .runtime { kind = .runtime }
      }
    }
    problems += AssetManifest.collisions(
      planned.map { ($0.entry.name, $0.files.files.map(\.path)) }, in: path)
    guard problems.isEmpty else { throw Self.failure(problems, kind: kind) }
    for (entry, files) in planned {
      let paths = files.files.map(\.path).sorted()
      var text = "\(entry.name): would write \(paths.count) files\n"
      text += paths.map { "  \($0)\n" }.joined()
      if !dryRun {
        do {
          try files.write()
        } catch {
          throw .runtime("\(place(entry)): \(entry.label): \(error.message)")
        }
        text = "\(entry.name): wrote \(paths.count) files into \(entry.output)\n"
      }
      try OutputTarget.Destination.standardOutput.write(Array(text.utf8))
    }
  }

  /// One entry's files, drawn as `rings export` draws its options: the entry's fields go to
  /// the request layer as the options' would, so that a value is judged, and worded, as on
  /// the command line.
  private func draw(_ entry: AssetManifestEntry) throws(CLIError) -> ExportedFiles {
    let registry: RendererRegistry
    do {
      registry = try RendererCatalog.standard()
    } catch let error as CLIError {
      throw error
    } catch {
      throw .runtime("\(error)")
    }
    let request = try ExportCommand.request(Self.fields(of: entry), registry: registry)
    let summary = try SummaryOptions.load(source: entry.summary, field: .summary)
    var look = RequestFields()
    look[.style] = entry.style
    look[.background] = entry.background
    look[.look] = entry.look
    look[.mode] = entry.mode
    look[.tint] = entry.tint
    if entry.alwaysOn { look[.alwaysOn] = "true" }
    let picture = try CanvasOptions.checkedRequest(look)
    return try ExportCommand.draw(
      request, into: entry.output, summary: summary, picture: picture, registry: registry,
      quiet: quiet)
  }

  /// The export's fields an entry gives (`ExportRequest.fields`).
  static func fields(of entry: AssetManifestEntry) -> RequestFields {
    var fields = RequestFields()
    if !entry.presets.isEmpty { fields[.preset] = entry.presets.joined(separator: ",") }
    if !entry.sizes.isEmpty {
      fields[.size] = entry.sizes.map(AssetManifestEntry.pointsText).joined(separator: ",")
    }
    fields[.scale] = entry.scales.map(String.init).joined(separator: ",")
    fields[.format] = entry.formats.joined(separator: ",")
    if let catalog = entry.assetCatalog {
      // The name comes without `.xcassets`, which the layer would take off once more.
      fields[.assetCatalog] = "true"
      fields[.catalogName] = catalog + ".xcassets"
    }
    return fields
  }

  /// `rings-assets.json:12`, or the path alone when the line is not known.
  private func place(_ entry: AssetManifestEntry) -> String {
    entry.line.map { "\(path):\($0)" } ?? path
  }

  /// Prints every problem but the last, one per line, and returns the last as the error.
  private static func failure(_ problems: [String], kind: CLIError.Kind) -> CLIError {
    for problem in problems.dropLast() {
      StandardError.writeLine("rings: " + QuotedText.line(problem))
    }
    return CLIError(message: problems.last ?? "the asset manifest has problems", kind: kind)
  }
}

import ActivityRings
import ActivityRingsAssets
import ArgumentParser

/// The options that say what `rings export` writes: which presets, scales and formats, where,
/// and whether as an Xcode asset catalog.
///
/// ```sh
/// rings export --summary today.json --preset square-64 live-activity-minimal --scale 2,3 \
///   --format png,svg -o out
/// rings export --summary today.json --preset watch-smart-stack-45mm --format pdf \
///   --asset-catalog --catalog-name Activity -o MyApp
/// ```
struct ExportOptions: ParsableArguments {
  /// The preset names, as typed: several after one `--preset`, repeated, or comma-separated.
  @Option(
    name: .customLong("preset"), parsing: .upToNextOption,
    help: ArgumentHelp(
      "One or more size presets, by name (see --list-presets).", valueName: "NAME"),
    completion: .list(ExportPreset.all.map(\.name)))
  var presetNames: [String] = []

  /// Square sizes in points, as typed: each `--size` adds one, named `size-<points>`.
  @Option(
    name: .customLong("size"), parsing: .unconditionalSingleValue,
    help: ArgumentHelp(
      "A square size in points, named size-POINTS (repeat for more); with or instead of --preset.",
      valueName: "POINTS"))
  var sizeList: [String] = []

  /// The scales, as typed: `1,2,3`.
  @Option(
    name: .customLong("scale"), parsing: .unconditional,
    help: ArgumentHelp(
      "Pixels per point, a comma-separated list of 1, 2 and 3. PDFs, and SVGs in an asset catalog, are drawn once, in points.",
      valueName: "LIST"),
    completion: .list(["1,2,3", "1", "2", "3", "2,3"]))
  var scaleList: String = "1,2,3"

  /// The formats, as typed: `png,svg,pdf`.
  @Option(
    name: .customLong("format"),
    help: ArgumentHelp(
      "The formats, a comma-separated list of png, gif, svg and pdf.", valueName: "LIST"),
    completion: .list(["png", "gif", "svg", "pdf", "png,svg,pdf"]))
  var formatList: String = "png"

  /// The folder to write into; created when missing.
  @Option(
    name: [.short, .long],
    help: ArgumentHelp(
      "The folder to write into (created when missing; not -).", valueName: "FOLDER"),
    completion: .directory)
  var output: String = "."

  /// Write an Xcode asset catalog instead of loose files.
  @Flag(
    help:
      "Write an Xcode asset catalog, NAME.xcassets with one PRESET.imageset per preset, instead of loose files."
  )
  var assetCatalog = false

  /// The catalog's name, without `.xcassets`.
  @Option(
    help: ArgumentHelp(
      "The asset catalog's name, without .xcassets (default: Rings).", valueName: "NAME"))
  var catalogName: String?

  /// The reduced-luminance variant for the Always-On display.
  @Flag(
    help:
      "Draw the reduced-luminance variant for the Always-On display: every colour at 0.6 of its brightness."
  )
  var alwaysOn = false

  /// No progress bar.
  @Flag(name: [.short, .long], help: "No progress bar on standard error.")
  var quiet = false

  /// Print the presets and their sizes, then stop.
  @Flag(help: "List the size presets with their sizes in points, and exit.")
  var listPresets = false

  /// An asset manifest whose every entry is exported, instead of one set from these options.
  @Option(
    help: ArgumentHelp(
      "Export every entry of an asset manifest (rings-assets.json) instead: each entry gives the values, presets, scales, formats and folder of one export.",
      valueName: "PATH"),
    completion: .file())
  var manifest: String?

  /// Draw everything but write nothing: list the files instead.
  @Flag(help: "Draw everything, then list the files that would be written instead of writing them.")
  var dryRun = false

  /// Whether any option that says what to export, or where, was given (`--manifest` takes
  /// them from its entries). A default typed out (`--scale 1,2,3`) reads as not given.
  var namesASet: Bool {
    !presetNames.isEmpty || !sizeList.isEmpty || scaleList != "1,2,3" || formatList != "png"
      || output != "." || assetCatalog || catalogName != nil || listPresets || alwaysOn
  }

  /// The chosen presets, each once, in the order given, then one square per `--size`.
  ///
  /// - Throws: a usage ``CLIError`` when neither a preset nor a size is given, a name is unknown
  ///   (the message lists the known ones), or a size is not a finite number of points > 0.
  func presets() throws(CLIError) -> [ExportPreset] {
    var presets: [ExportPreset] = []
    for name in presetNames.flatMap({ $0.split(separator: ",", omittingEmptySubsequences: true) }) {
      let preset: ExportPreset
      do {
        preset = try ExportPreset.named(String(name.trimmingCharacters(in: " ")))
      } catch {
        throw .usage(error.description)
      }
      if !presets.contains(preset) { presets.append(preset) }
    }
    for text in sizeList {
      let preset = try Self.square(text)
      if presets.contains(where: { $0.name == preset.name && $0.width != preset.width }) {
        throw .usage(
          "--size \(QuotedText.quoted(text)) would be named \(preset.name), as another --size is: give sides that differ by at least 0.01 point"
        )
      }
      if !presets.contains(preset) { presets.append(preset) }
    }
    guard !presets.isEmpty else {
      throw .usage(
        "no preset: give --preset NAME (rings export --list-presets shows them) or --size POINTS")
    }
    return presets
  }

  /// The square a `--size` value asks for (see `ExportPreset.square(side:)`).
  ///
  /// - Throws: a usage ``CLIError`` unless the text is a finite number > 0 (at most 10,000
  ///   points, so a typo cannot ask for gigapixel images).
  static func square(_ text: String) throws(CLIError) -> ExportPreset {
    let trimmed = String(text[...].trimmingCharacters(in: " "))
    guard let points = Double(trimmed), points.isFinite else {
      throw .usage(
        "--size \(QuotedText.quoted(text)) is not a number of points (for example 40 or 36.67)")
    }
    do {
      return try ExportPreset.square(side: points)
    } catch {
      throw .usage(
        "--size \(QuotedText.quoted(text)): a side must be at least 0.01 and at most 10000 points")
    }
  }

  /// The chosen scales, each once, smallest first.
  ///
  /// - Throws: a usage ``CLIError`` for an empty entry, a word, or a number other than 1–3.
  func scales() throws(CLIError) -> [RenderScale] {
    var scales: Set<RenderScale> = []
    for entry in scaleList.split(separator: ",", omittingEmptySubsequences: false) {
      let text = entry.trimmingCharacters(in: " ")
      guard let number = Int(text) else {
        throw .usage(
          "--scale \(QuotedText.quoted(scaleList)) is not a list of scales: use 1, 2 or 3, separated by commas (for example 1,2,3)"
        )
      }
      do {
        scales.insert(try RenderScale(number))
      } catch {
        throw .usage(
          "--scale \(QuotedText.quoted(scaleList)): \(number) is not supported: use 1, 2 or 3")
      }
    }
    return scales.sorted { $0.factor < $1.factor }
  }

  /// The chosen formats, each once, in the order given.
  ///
  /// - Throws: a usage ``CLIError`` for an empty entry or a format export does not write.
  func formats(from registry: RendererRegistry) throws(CLIError) -> [OutputFormat] {
    var formats: [OutputFormat] = []
    let writable = ExportPlan.formats(of: registry)
    for entry in formatList.split(separator: ",", omittingEmptySubsequences: false) {
      let name = entry.trimmingCharacters(in: " ").lowercased()
      guard let format = writable.first(where: { $0.name == name }) else {
        if name.isEmpty {
          throw .usage(
            "--format \(QuotedText.quoted(formatList)) is not a list of formats such as png,svg,pdf"
          )
        }
        let known = writable.map(\.name).sorted().joined(separator: ", ")
        throw .usage("unknown format \(QuotedText.quoted(name)) for export (known: \(known))")
      }
      if !formats.contains(format) { formats.append(format) }
    }
    return formats
  }

  /// The asset catalog's folder name (`Rings.xcassets`), or nil for loose files.
  ///
  /// - Throws: a usage ``CLIError`` for `--catalog-name` without `--asset-catalog`, an empty
  ///   name, or one with `/` or a leading `.`.
  func catalogFolderName() throws(CLIError) -> String? {
    guard assetCatalog else {
      if let catalogName {
        throw .usage(
          "--catalog-name \(QuotedText.quoted(catalogName)) names the catalog --asset-catalog writes: add --asset-catalog"
        )
      }
      return nil
    }
    guard let name = ExportPlan.catalogName(catalogName ?? "Rings") else {
      throw .usage(
        "--catalog-name \(QuotedText.quoted(catalogName ?? "")) must be \(ExportPlan.catalogNameRule)"
      )
    }
    return name + ".xcassets"
  }
}

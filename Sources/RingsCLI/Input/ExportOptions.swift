import ActivityRings
import ActivityRingsAssets
import ActivityRingsRequests
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
      "A square size in points, named size-POINTS (repeat it, or separate sizes by commas); with or instead of --preset.",
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
      "The formats, a comma-separated list of \(OutputHelp.exports.all).", valueName: "LIST"),
    completion: .list(OutputHelp.exports.formats.map(\.name) + ["png,svg,pdf"]))
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
      || output != "." || assetCatalog || catalogName != nil || listPresets
  }

  /// The fields these options give the request layer (`ExportRequest`): the lists as typed,
  /// several `--preset` or `--size` values joined by commas.
  var fields: RequestFields {
    var fields = RequestFields()
    if !presetNames.isEmpty { fields[.preset] = presetNames.joined(separator: ",") }
    if !sizeList.isEmpty { fields[.size] = sizeList.joined(separator: ",") }
    fields[.scale] = scaleList
    fields[.format] = formatList
    if assetCatalog { fields[.assetCatalog] = "true" }
    fields[.catalogName] = catalogName
    return fields
  }
}

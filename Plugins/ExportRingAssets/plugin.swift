import Foundation
import PackagePlugin

/// `swift package export-ring-assets`: renders the images a package's `rings-assets.json` lists,
/// with the `rings` tool of the ActivityRings package it depends on.
///
/// ```sh
/// $ swift package --allow-writing-to-package-directory export-ring-assets
/// $ swift package --allow-writing-to-package-directory export-ring-assets --dry-run
/// $ swift package --allow-writing-to-package-directory export-ring-assets --manifest Art/rings.json
/// ```
///
/// A plugin cannot import the package's libraries, so it reads nothing itself: it runs
/// `rings export --manifest` in the package root, which reads the manifest with the package's
/// one JSON reader, checks every entry, draws every image in memory, refuses two entries
/// writing the same file, and only then writes. The plugin prints what `rings` prints and
/// turns each of its error lines (one per problem, naming the manifest line and the entry)
/// into a diagnostic.
@main struct ExportRingAssets: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let dryRun = extractor.extractFlag(named: "dry-run") > 0
    let manifestOptions = extractor.extractOption(named: "manifest")
    guard extractor.remainingArguments.isEmpty, manifestOptions.count <= 1 else {
      Diagnostics.error(
        "usage: export-ring-assets [--manifest PATH] [--dry-run] (unexpected: \((extractor.remainingArguments + manifestOptions.dropFirst()).joined(separator: " ")))"
      )
      throw PluginFailure()
    }
    let root = context.package.directoryURL
    let manifestPath = manifestOptions.first ?? "rings-assets.json"
    let manifestURL = URL(fileURLWithPath: manifestPath, relativeTo: root).standardizedFileURL
    guard FileManager.default.isReadableFile(atPath: manifestURL.path) else {
      Diagnostics.error(
        "cannot read the asset manifest '\(manifestPath)': create it (see the ActivityRings README, \"Exporting assets with the plugin\") or pass --manifest PATH",
        file: manifestURL.path, line: nil)
      throw PluginFailure()
    }
    let rings = try context.tool(named: "rings").url
    let result = try RingsRun.run(
      rings, ["export", "--manifest", manifestPath, "--quiet"] + (dryRun ? ["--dry-run"] : []),
      in: root, scratch: context.pluginWorkDirectoryURL)
    print(result.standardOutput, terminator: "")
    for line in result.standardError.split(separator: "\n") {
      let message =
        line.hasPrefix("rings: ") ? String(line.dropFirst("rings: ".count)) : String(line)
      if message.hasPrefix("warning: ") {
        Diagnostics.warning(
          String(message.dropFirst("warning: ".count)), file: manifestURL.path,
          line: Self.line(of: message, in: manifestPath))
      } else {
        Diagnostics.error(
          message, file: manifestURL.path, line: Self.line(of: message, in: manifestPath))
      }
    }
    if result.status != 0 { throw PluginFailure() }
  }

  /// The manifest line a message names (`rings-assets.json:12: …`), or nil.
  static func line(of message: String, in path: String) -> Int? {
    guard message.hasPrefix(path + ":") else { return nil }
    return Int(message.dropFirst(path.count + 1).prefix { $0.isNumber })
  }
}

/// Thrown after the diagnostics are emitted, so the plugin exits with a failure.
struct PluginFailure: Error, CustomStringConvertible {
  var description: String { "export-ring-assets failed; see the errors above" }
}

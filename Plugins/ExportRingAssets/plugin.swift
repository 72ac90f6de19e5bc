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
/// Nothing is written unless the whole manifest is good: the plugin first checks every entry
/// itself, then has `rings` export every entry into its own work folder (so `rings` judges the
/// summaries, presets and options), and only then exports into the package. Each mistake is a
/// diagnostic naming the manifest entry (and its line) at fault.
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

    let assets = try Self.load(manifestURL, shownAs: manifestPath)
    let rings = try context.tool(named: "rings").url

    // Check: every entry exported into a work folder, so nothing reaches the package unless
    // `rings` accepts the whole manifest.
    let work = context.pluginWorkDirectoryURL.appendingPathComponent("check")
    try? FileManager.default.removeItem(at: work)
    var planned: [(asset: ExportAsset, files: [String])] = []
    var failed = false
    for (index, asset) in assets.enumerated() {
      let folder = work.appendingPathComponent("\(index)")
      let result = try RingsRun.run(rings, asset.arguments(output: folder.path), in: root)
      guard result.status == 0 else {
        Self.report(
          result, asset: asset, index: index, manifest: manifestURL, shownAs: manifestPath)
        failed = true
        continue
      }
      let files = Self.files(under: folder).map { Self.join(asset.output, $0) }
      planned.append((asset, files))
    }
    try? FileManager.default.removeItem(at: work)
    if Self.reportCollisions(planned, manifest: manifestURL, shownAs: manifestPath) {
      failed = true
    }
    if failed { throw PluginFailure() }

    if dryRun {
      for (asset, files) in planned {
        print("\(asset.name): would write \(files.count) files")
        for file in files { print("  \(file)") }
      }
      return
    }

    for (index, (asset, files)) in planned.enumerated() {
      let result = try RingsRun.run(rings, asset.arguments(output: asset.output), in: root)
      guard result.status == 0 else {
        Self.report(
          result, asset: asset, index: index, manifest: manifestURL, shownAs: manifestPath)
        throw PluginFailure()
      }
      print("\(asset.name): wrote \(files.count) files into \(asset.output)")
    }
  }

  /// Reads and validates the whole manifest; every problem becomes a diagnostic.
  static func load(_ url: URL, shownAs path: String) throws -> [ExportAsset] {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      Diagnostics.error(
        "cannot read the asset manifest '\(path)': create it (see the ActivityRings README, \"Exporting assets with the plugin\") or pass --manifest PATH",
        file: url.path, line: nil)
      throw PluginFailure()
    }
    let manifest: AssetManifest
    do {
      manifest = try JSONDecoder().decode(AssetManifest.self, from: data)
    } catch {
      Diagnostics.error(
        "'\(path)' is not an asset manifest: \(Self.describe(error))", file: url.path, line: nil)
      throw PluginFailure()
    }
    let text = String(decoding: data, as: UTF8.self)
    var assets: [ExportAsset] = []
    var failed = false
    var seen: [String: Int] = [:]
    if manifest.assets.isEmpty {
      Diagnostics.error("'\(path)' lists no assets", file: url.path, line: nil)
      failed = true
    }
    for (index, raw) in manifest.assets.enumerated() {
      var name: String?
      if case .string(let text)? = raw.name { name = text }
      let label = ExportAsset.label(name: name, index: index)
      let line = name.flatMap { name in
        Self.line(
          ofName: name, in: text,
          occurrence: manifest.assets[..<index].filter { $0.name == .string(name) }.count)
      }
      let place = Self.place(path, line: line)
      if let name, let first = seen[name] {
        Diagnostics.error(
          "\(place): \(label): the name is already used by entry \(first + 1)", file: url.path,
          line: line)
        failed = true
      }
      if let name, seen[name] == nil { seen[name] = index }
      switch ExportAsset.validate(raw) {
      case .success(let asset):
        assets.append(asset)
      case .failure(let list):
        for problem in list.problems {
          Diagnostics.error("\(place): \(label): \(problem)", file: url.path, line: line)
        }
        failed = true
      }
    }
    if failed { throw PluginFailure() }
    return assets
  }

  /// Turns a failed `rings` run into one diagnostic per line of its standard error.
  static func report(
    _ result: RingsRun.Result, asset: ExportAsset, index: Int, manifest: URL, shownAs path: String
  ) {
    let label = ExportAsset.label(name: asset.name, index: index)
    // Names are unique once a manifest passes validation, so the first match is the entry.
    let line = (try? String(contentsOf: manifest, encoding: .utf8)).flatMap {
      Self.line(ofName: asset.name, in: $0)
    }
    let messages = result.standardError.split(separator: "\n").map {
      $0.hasPrefix("rings: ") ? String($0.dropFirst("rings: ".count)) : String($0)
    }
    let status = "rings export exited with status \(result.status)"
    let place = Self.place(path, line: line)
    if messages.isEmpty {
      Diagnostics.error("\(place): \(label): \(status)", file: manifest.path, line: line)
    }
    for message in messages {
      Diagnostics.error(
        "\(place): \(label): \(message) (\(status))", file: manifest.path, line: line)
    }
  }

  /// Reports files that two entries would both write; true when there are any. An asset
  /// catalog's own `Contents.json` is the same for every entry, so entries may share a catalog.
  static func reportCollisions(
    _ planned: [(asset: ExportAsset, files: [String])], manifest: URL, shownAs path: String
  ) -> Bool {
    var owner: [String: String] = [:]
    var found = false
    for (asset, files) in planned {
      for file in files where !file.hasSuffix(".xcassets/Contents.json") {
        if let first = owner[file] {
          Diagnostics.error(
            "\(path): asset '\(asset.name)' would overwrite '\(file)', which asset '\(first)' writes: give one of them another output folder",
            file: manifest.path, line: nil)
          found = true
        } else {
          owner[file] = asset.name
        }
      }
    }
    return found
  }

  /// Every regular file under `folder`, relative and sorted.
  static func files(under folder: URL) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    var files: [String] = []
    while let path = enumerator.nextObject() as? String {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(
        atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        files.append(path)
      }
    }
    return files.sorted()
  }

  /// `folder/name`, without a leading `./`.
  static func join(_ folder: String, _ name: String) -> String {
    let trimmed = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    return trimmed == "." || trimmed.isEmpty ? name : trimmed + "/" + name
  }

  /// `rings-assets.json:12`, or the path alone when the line is not known: SwiftPM prints a
  /// command plugin's diagnostics without their file and line, so messages carry them.
  static func place(_ path: String, line: Int?) -> String {
    line.map { "\(path):\($0)" } ?? path
  }

  /// The 1-based line holding `"name": "<name>"`, for diagnostics.
  static func line(ofName name: String, in text: String, occurrence: Int = 0) -> Int? {
    var skip = occurrence
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    where line.contains("\"name\"") && line.contains("\"\(name)\"") {
      if skip == 0 { return number + 1 }
      skip -= 1
    }
    return nil
  }

  /// A decoding error as one line: where in the JSON, and what.
  static func describe(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    func place(_ path: [any CodingKey]) -> String {
      let text = path.map { key in
        key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)"
      }.joined()
      return text.isEmpty ? "" : " at \(text.hasPrefix(".") ? String(text.dropFirst()) : text)"
    }
    switch error {
    case .dataCorrupted(let context):
      return
        "not valid JSON\(place(context.codingPath)) (\(context.underlyingError.map { "\($0)" } ?? context.debugDescription))"
    case .keyNotFound(let key, let context):
      return "'\(key.stringValue)' is missing\(place(context.codingPath))"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "\(context.debugDescription)\(place(context.codingPath))"
    @unknown default:
      return "\(error)"
    }
  }
}

/// Thrown after the diagnostics are emitted, so the plugin exits with a failure.
struct PluginFailure: Error, CustomStringConvertible {
  var description: String { "export-ring-assets failed; see the errors above" }
}

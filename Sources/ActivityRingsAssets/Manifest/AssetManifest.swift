import ActivityRings
import ActivityRingsJSON

/// An asset manifest, `rings-assets.json`: the ring images a package keeps up to date with the
/// `export-ring-assets` plugin or `rings export --manifest`, one entry per `rings export` run.
///
/// ```json
/// {
///   "assets": [
///     {
///       "name": "today",
///       "summary": "move=350/500,exercise=20/30,stand=8/12",
///       "presets": ["square-64", "live-activity-minimal"],
///       "scales": [2, 3],
///       "output": "Sources/Dashboard/Resources",
///       "assetCatalog": "Rings"
///     }
///   ]
/// }
/// ```
///
/// ```swift
/// let manifest = try AssetManifest(reading: bytes, named: "rings-assets.json")
/// manifest.entries.map(\.name)  // ["today"]
/// ```
///
/// Every entry is checked and every mistake in it collected (unknown keys, kinds, ranges,
/// duplicate names, output folders outside the package), each named by the manifest's line and
/// the entry, so that one run reports them all. What the values mean (summaries, presets,
/// formats, styles) is left to `rings export`, which judges them as it judges its options.
public struct AssetManifest: Sendable, Hashable {
  /// The entries, in order.
  public var entries: [AssetManifestEntry]

  /// Reads and checks a manifest.
  ///
  /// - Parameters:
  ///   - bytes: the manifest, UTF-8 JSON.
  ///   - path: the manifest's path as the user gave it, for messages.
  /// - Throws: ``AssetManifestError`` with every problem found, each in one line.
  public init(reading bytes: [UInt8], named path: String) throws(AssetManifestError) {
    let shown = QuotedText.quoted(path)
    let root: JSONValue
    do {
      root = try JSONReader.parse(bytes)
    } catch {
      throw AssetManifestError(problems: ["\(shown) is not an asset manifest: not JSON: \(error)"])
    }
    guard root.kind == .object else {
      throw AssetManifestError(problems: [
        "\(shown) is not an asset manifest: it is \(root.kind), not an object with \"assets\""
      ])
    }
    guard let assets = root["assets"] else {
      throw AssetManifestError(problems: ["\(shown) is not an asset manifest: 'assets' is missing"])
    }
    guard let list = assets.array else {
      throw AssetManifestError(problems: [
        "\(shown) is not an asset manifest: 'assets' is \(assets.kind), not a list of entries"
      ])
    }
    guard !list.isEmpty else { throw AssetManifestError(problems: ["\(shown) lists no assets"]) }
    var entries: [AssetManifestEntry] = []
    var problems: [String] = []
    var firstUse: [String: Int] = [:]
    for (index, value) in list.enumerated() {
      let name = value["name"]?.string
      let line = (value["name"]?.location ?? value.location)?.line
      let place =
        (line.map { "\(path):\($0)" } ?? path) + ": "
        + AssetManifestEntry.label(name: name, index: index) + ": "
      if let name, let first = firstUse[name] {
        problems.append(place + "the name is already used by entry \(first + 1)")
      } else if let name {
        firstUse[name] = index
      }
      switch AssetManifestEntry.checked(value, index: index, line: line) {
      case .success(let entry): entries.append(entry)
      case .failure(let found): problems += found.problems.map { place + $0 }
      }
    }
    guard problems.isEmpty else { throw AssetManifestError(problems: problems) }
    self.entries = entries
  }
}

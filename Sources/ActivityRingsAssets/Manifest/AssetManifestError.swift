import ActivityRings

/// Every problem ``AssetManifest`` found in a manifest, each in one line that names the
/// manifest, the line and the entry:
/// `rings-assets.json:5: asset 'today' (entry 1): unknown key 'preset' (known: assetCatalog, …)`.
///
/// ```swift
/// do { _ = try AssetManifest(reading: bytes, named: "rings-assets.json") } catch {
///   for problem in error.problems { print("error:", problem) }
/// }
/// ```
public struct AssetManifestError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The problems, in the manifest's order; never empty.
  public var problems: [String]

  /// Creates an error; control characters in the problems (from the manifest's own text) are
  /// escaped, so each stays one line.
  public init(problems: [String]) {
    self.problems = problems.map { QuotedText.line($0) }
  }

  /// The problems, one per line.
  public var description: String { problems.joined(separator: "\n") }
}

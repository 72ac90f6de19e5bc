extension AssetManifest {
  /// A line for each file that two entries would both write, naming the manifest (`path`), the
  /// file and both entries; empty when every file has one writer. An asset catalog's own
  /// `Contents.json` is the same for every entry, so entries may share a catalog.
  ///
  /// ```swift
  /// AssetManifest.collisions(
  ///   [("today", ["out/square-64@1x.png"]), ("goal", ["out/square-64@1x.png"])],
  ///   in: "rings-assets.json")
  /// // ["rings-assets.json: asset 'goal' would overwrite 'out/square-64@1x.png', which asset
  /// //  'today' writes: give one of them another output folder"]
  /// ```
  ///
  /// - Complexity: O(total number of paths).
  public static func collisions(
    _ planned: [(name: String, paths: [String])], in path: String
  ) -> [String] {
    var owner: [String: String] = [:]
    var problems: [String] = []
    for (name, paths) in planned {
      for file in paths where !file.hasSuffix(".xcassets/Contents.json") {
        if let first = owner[file] {
          problems.append(
            "\(path): asset '\(name)' would overwrite '\(file)', which asset '\(first)' "
              + "writes: give one of them another output folder")
        } else {
          owner[file] = name
        }
      }
    }
    return problems
  }
}

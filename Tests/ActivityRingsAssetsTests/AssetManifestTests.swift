import ActivityRingsAssets
import Testing

/// `rings-assets.json`: entries read leniently so that every mistake is collected, each named
/// by the manifest's line and the entry.
@Suite struct AssetManifestTests {
  static func read(_ text: String) throws(AssetManifestError) -> AssetManifest {
    try AssetManifest(reading: Array(text.utf8), named: "rings-assets.json")
  }

  static func problems(_ text: String) -> [String] {
    do {
      _ = try read(text)
      return []
    } catch {
      return error.problems
    }
  }

  @Test func leftOutKeysTakeTheirDefaults() throws {
    let manifest = try Self.read(
      #"{"assets": [{"name": "a", "summary": "move=1/2", "presets": "square-64", "output": "Out", "assetCatalog": true, "formats": "SVG"}]}"#
    )
    let entry = try #require(manifest.entries.first)
    #expect(entry.presets == ["square-64"])
    #expect(entry.sizes.isEmpty)
    #expect(entry.scales == [1, 2, 3])
    #expect(entry.formats == ["svg"])
    #expect(entry.assetCatalog == "Rings")
    #expect(entry.style == nil)
    #expect(!entry.alwaysOn)
    #expect(entry.label == "asset 'a' (entry 1)")
    #expect(entry.line == 1)
  }

  @Test func alwaysOnIsAFlag() throws {
    let manifest = try Self.read(
      #"{"assets": [{"name": "a", "summary": "move=1/2", "presets": "square-64", "output": "Out", "alwaysOn": true}]}"#
    )
    #expect(manifest.entries.first?.alwaysOn == true)
    #expect(
      Self.problems(
        #"{"assets": [{"name": "a", "summary": "s", "sizes": [1], "output": "o", "alwaysOn": "yes"}]}"#
      ) == ["rings-assets.json:1: asset 'a' (entry 1): 'alwaysOn' must be true or false"])
  }

  @Test func theManifestsOwnTextIsEscapedInProblems() {
    #expect(
      Self.problems(
        #"{"assets": [{"name": "a\u001B", "summary": "s", "sizes": [1], "output": "o", "x\ny": 1}]}"#
      )
        == [
          #"rings-assets.json:1: asset 'a\u{1B}' (entry 1): unknown key 'x\ny' (known: alwaysOn, assetCatalog, background, formats, look, mode, name, output, presets, scales, sizes, style, summary, tint)"#
        ])
  }

  @Test func everyMistakeOfAnEntryIsCollected() {
    let text = """
      {"assets": [
        {"name": ".hidden", "summary": "-", "sizes": [0, 40.5], "scales": [], "formats": [],
         "output": "/abs", "assetCatalog": 3, "style": ""},
        {"summary": "move=1/2", "sizes": [40], "scales": "2", "output": ".build/x",
         "assetCatalog": "a/b"},
        {"name": "c", "summary": "move=1/2", "presets": [1], "output": "../up"}
      ]}
      """
    #expect(
      Self.problems(text) == [
        "rings-assets.json:2: asset '.hidden' (entry 1): 'name' must not contain '/' or start with '.'",
        "rings-assets.json:2: asset '.hidden' (entry 1): 'summary' cannot be '-' (standard input): give a JSON file or an inline spec",
        "rings-assets.json:2: asset '.hidden' (entry 1): 'sizes': 0 is not a side in points (at least 0.01, at most 10000)",
        "rings-assets.json:2: asset '.hidden' (entry 1): 'scales' is empty: give some of 1, 2 and 3, or leave it out for all",
        "rings-assets.json:2: asset '.hidden' (entry 1): 'formats' is empty: give some of png, gif, svg and pdf",
        "rings-assets.json:2: asset '.hidden' (entry 1): 'output' '/abs' must be relative to the package root",
        "rings-assets.json:2: asset '.hidden' (entry 1): 'assetCatalog' must be true, false or a catalog name such as \"Rings\"",
        "rings-assets.json:2: asset '.hidden' (entry 1): 'style' is empty",
        "rings-assets.json:4: entry 2: 'name' is missing",
        "rings-assets.json:4: entry 2: 'scales' must be a list of numbers",
        "rings-assets.json:4: entry 2: 'output' '.build/x' is inside .build",
        "rings-assets.json:4: entry 2: 'assetCatalog' 'a/b' must be a plain name such as Rings, without '/', a leading '.' or control characters",
        "rings-assets.json:6: asset 'c' (entry 3): 'presets' must be a list of strings",
        "rings-assets.json:6: asset 'c' (entry 3): nothing to export: give 'presets' (rings export --list-presets shows them) or 'sizes'",
        "rings-assets.json:6: asset 'c' (entry 3): 'output' '../up' leaves the package",
      ])
  }
}

import Foundation
import Testing

/// `rings export --manifest`, what the export-ring-assets plugin runs: every entry checked and
/// drawn before anything is written, each problem a line naming the manifest's line and entry.
@Suite struct ExportManifestTests {
  static let manifest = """
    {
      "assets": [
        {
          "name": "today",
          "summary": "move=350/500,exercise=20/30,stand=8/12",
          "presets": ["square-64"],
          "scales": [2, 3],
          "output": "Generated/Assets",
          "assetCatalog": "Rings"
        },
        {
          "name": "goal-met",
          "summary": "day.json",
          "sizes": [40],
          "scales": [1],
          "formats": ["png", "svg"],
          "output": "Generated/GoalMet",
          "look": "flat"
        }
      ]
    }
    """

  static let files = [
    "Generated/Assets/Rings.xcassets/Contents.json",
    "Generated/Assets/Rings.xcassets/square-64.imageset/Contents.json",
    "Generated/Assets/Rings.xcassets/square-64.imageset/square-64@2x.png",
    "Generated/Assets/Rings.xcassets/square-64.imageset/square-64@3x.png",
    "Generated/GoalMet/size-40@1x.png", "Generated/GoalMet/size-40@1x.svg",
  ]

  /// A folder holding `rings-assets.json` with `text`, and the summary `day.json`.
  static func folder(manifest text: String = manifest) throws -> URL {
    let folder = try RingsProcess.temporaryFolder()
    try Data(text.utf8).write(to: folder.appendingPathComponent("rings-assets.json"))
    try Data(#"{"activeEnergyBurned": 620, "activeEnergyBurnedGoal": 500}"#.utf8)
      .write(to: folder.appendingPathComponent("day.json"))
    return folder
  }

  @Test func aDryRunListsTheFilesAndTheRunWritesThem() throws {
    let folder = try Self.folder()
    let dry = try RingsProcess.run(
      ["export", "--manifest", "rings-assets.json", "--dry-run"], in: folder)
    #expect(dry.status == 0, "\(dry.standardError)")
    #expect(
      dry.text == "today: would write 4 files\n"
        + Self.files.prefix(4).map { "  \($0)\n" }.joined() + "goal-met: would write 2 files\n"
        + Self.files.suffix(2).map { "  \($0)\n" }.joined())
    #expect(try RingsProcess.files(in: folder) == ["day.json", "rings-assets.json"])

    let run = try RingsProcess.run(["export", "--manifest", "rings-assets.json"], in: folder)
    #expect(run.status == 0, "\(run.standardError)")
    #expect(
      run.text
        == "today: wrote 4 files into Generated/Assets\ngoal-met: wrote 2 files into Generated/GoalMet\n"
    )
    let written = try FileManager.default.subpathsOfDirectory(
      atPath: folder.appendingPathComponent("Generated").path
    ).filter { $0.contains(".") && !$0.hasSuffix(".xcassets") && !$0.hasSuffix(".imageset") }
    #expect(written.map { "Generated/" + $0 }.sorted() == Self.files)

    // The same bytes as `rings export` with the options the entry stands for.
    let direct = try RingsProcess.run(
      [
        "export", "--summary", "day.json", "--size", "40", "--scale", "1", "--format", "svg",
        "--look", "flat", "-o", "direct",
      ], in: folder)
    #expect(direct.status == 0)
    #expect(
      try Data(contentsOf: folder.appendingPathComponent("direct/size-40@1x.svg"))
        == Data(contentsOf: folder.appendingPathComponent("Generated/GoalMet/size-40@1x.svg")))
  }

  /// An entry's `mode` and `tint` are `rings export --mode` and `--tint`.
  @Test func anEntrysModeIsTheCommandsMode() throws {
    let manifest = Self.manifest.replacing(
      #""look": "flat""#, with: ##""look": "flat", "mode": "accented", "tint": "#ff9f0a""##)
    let folder = try Self.folder(manifest: manifest)
    let run = try RingsProcess.run(["export", "--manifest", "rings-assets.json"], in: folder)
    #expect(run.status == 0, "\(run.standardError)")
    let direct = try RingsProcess.run(
      [
        "export", "--summary", "day.json", "--size", "40", "--scale", "1", "--format", "svg",
        "--look", "flat", "--mode", "accented", "--tint", "#ff9f0a", "-o", "direct",
      ], in: folder)
    #expect(direct.status == 0, "\(direct.standardError)")
    let svg = try Data(contentsOf: folder.appendingPathComponent("direct/size-40@1x.svg"))
    #expect(
      svg
        == (try Data(contentsOf: folder.appendingPathComponent("Generated/GoalMet/size-40@1x.svg")))
    )
    #expect(!String(decoding: svg, as: UTF8.self).contains("#fa114f"), "not Apple's red")
  }

  @Test func everyProblemIsALineNamingTheManifestLineAndTheEntry() throws {
    let bad = Self.manifest
      .replacing(
        #""presets": ["square-64"]"#, with: #""preset": ["square-64"], "presets": ["square-65"]"#
      )
      .replacing(#""name": "goal-met""#, with: #""name": "today""#)
      .replacing(#""scales": [1]"#, with: #""scales": [1, 4]"#)
    let folder = try Self.folder(manifest: bad)
    let result = try RingsProcess.run(["export", "--manifest", "rings-assets.json"], in: folder)
    #expect(result.status == 64)
    #expect(result.text.isEmpty)
    let unknownKey: String =
      "rings: rings-assets.json:4: asset 'today' (entry 1): unknown key 'preset' (known: "
      + "alwaysOn, assetCatalog, background, formats, look, mode, name, output, presets, scales, "
      + "sizes, style, summary, tint)"
    let expected: [String] = [
      unknownKey,
      "rings: rings-assets.json:12: asset 'today' (entry 2): the name is already used by entry 1",
      "rings: rings-assets.json:12: asset 'today' (entry 2): 'scales': 4 is not a scale: use 1, 2 or 3",
    ]
    #expect(result.standardError.split(separator: "\n").map(String.init) == expected)
    #expect(try RingsProcess.files(in: folder) == ["day.json", "rings-assets.json"])

    // Past the manifest's own checks, `rings export` judges each entry's values.
    let unknown = Self.manifest.replacing(#"["square-64"]"#, with: #"["square-65"]"#)
      .replacing(#""summary": "day.json""#, with: #""summary": "move=1/x""#)
    let judged = try RingsProcess.run(
      ["export", "--manifest", "rings-assets.json"], in: try Self.folder(manifest: unknown))
    #expect(judged.status == 64)
    let lines = judged.standardError.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(
      lines.first?.hasPrefix(
        "rings: rings-assets.json:4: asset 'today' (entry 1): unknown preset 'square-65'") == true)
    #expect(
      lines.last
        == "rings: rings-assets.json:12: asset 'goal-met' (entry 2): --summary: move '1/x': the goal 'x' is not a number"
    )
  }

  @Test func twoEntriesWritingOneFileAreRefused() throws {
    let clash = Self.manifest.replacing("Generated/GoalMet", with: "Generated/Assets")
      .replacing(#""presets": ["square-64"]"#, with: #""sizes": [40]"#)
      .replacing(#""assetCatalog": "Rings""#, with: #""formats": ["png"]"#)
      .replacing(#""scales": [2, 3]"#, with: #""scales": [1]"#)
    let folder = try Self.folder(manifest: clash)
    let result = try RingsProcess.run(["export", "--manifest", "rings-assets.json"], in: folder)
    #expect(result.status == 64)
    #expect(
      result.standardError
        == "rings: rings-assets.json: asset 'goal-met' would overwrite "
        + "'Generated/Assets/size-40@1x.png', which asset 'today' writes: give one of them "
        + "another output folder\n")
    #expect(try RingsProcess.files(in: folder) == ["day.json", "rings-assets.json"])
  }

  @Test func aCatalogNameMeansWhatItMeansToTheTool() throws {
    // `Rings.xcassets.xcassets` loses one `.xcassets`, as --catalog-name does; `-o` is a name,
    // not an option.
    for (catalog, written) in [
      ("Rings.xcassets.xcassets", "Rings.xcassets.xcassets"), ("-o", "-o.xcassets"),
    ] {
      let folder = try Self.folder(
        manifest: Self.manifest.replacing(
          #""assetCatalog": "Rings""#, with: #""assetCatalog": "\#(catalog)""#))
      let result = try RingsProcess.run(
        ["export", "--manifest", "rings-assets.json", "--dry-run"], in: folder)
      #expect(result.status == 0, "\(result.standardError)")
      #expect(
        result.text.contains("  Generated/Assets/\(written)/Contents.json\n"), "\(result.text)")
      let tool = try RingsProcess.run(
        [
          "export", "--summary", "move=1/2", "--preset", "square-64", "--asset-catalog",
          "--catalog-name=\(catalog)", "--dry-run", "-o", "Generated/Assets",
        ], in: folder)
      #expect(tool.text.hasPrefix("Generated/Assets/\(written)/Contents.json\n"), "\(tool.text)")
    }
  }

  @Test(arguments: [
    ["--preset", "square-64"], ["--move", "1/2"], ["-o", "out"], ["--look", "flat"],
    ["--label", "Ana"], ["--scale", "2"],
  ])
  func otherOptionsDoNotGoWithAManifest(extra: [String]) throws {
    let result = try RingsProcess.run(
      ["export", "--manifest", "rings-assets.json"] + extra, in: try Self.folder())
    #expect(result.status == 64)
    #expect(result.standardError.hasPrefix("rings: --manifest takes the values, presets"))
  }

  @Test func aManifestThatIsNotOneIsOneLine() throws {
    for (text, message) in [
      (
        "[1]",
        #"'rings-assets.json' is not an asset manifest: it is a list, not an object with "assets""#
      ),
      (#"{"assets": []}"#, "'rings-assets.json' lists no assets"),
      (
        #"{"assets": [,]}"#,
        "'rings-assets.json' is not an asset manifest: not JSON: expected a value at line 1, column 13, found ','"
      ),
    ] {
      let result = try RingsProcess.run(
        ["export", "--manifest", "rings-assets.json"], in: try Self.folder(manifest: text))
      #expect(result.status == 64)
      #expect(result.standardError == "rings: \(message)\n")
    }
  }

  @Test func helpDocumentsTheManifestAndTheDryRun() throws {
    let help = try RingsProcess.run(["export", "--help"])
    #expect(help.text.contains("--manifest <PATH>"))
    #expect(help.text.contains("--dry-run"))
    #expect(help.text.contains("rings export --manifest rings-assets.json --dry-run"))
  }
}

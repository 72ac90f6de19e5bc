import ActivityRingsCairoSnapshotTesting
import ActivityRingsSVGSnapshotTesting
import Foundation
import SnapshotTesting
import Testing
import _ActivityRingsTestSupport

/// `rings export`, end to end: the built binary, real files in a fresh folder per test.
@Suite struct ExportCommandTests {
  static let values = ["export", "--move", "350/500", "--exercise", "20/30", "--stand", "8/12"]

  /// The published sizes in points, as the HIG prints them (two decimals), and the plain squares.
  static let publishedSizes: [String: (width: Double, height: Double)] = [
    "live-activity-compact": (52.33, 36.67), "live-activity-compact-max": (62.33, 36.67),
    "live-activity-minimal": (36.67, 36.67), "live-activity-expanded": (371, 160),
    "live-activity-expanded-max": (408, 160), "live-activity-lock-screen": (371, 160),
    "live-activity-lock-screen-max": (408, 160), "watch-smart-stack-40mm": (152, 69.5),
    "watch-smart-stack-41mm": (165, 72.5), "watch-smart-stack-44mm": (173, 76.5),
    "watch-smart-stack-45mm": (184, 80.5), "watch-smart-stack-49mm": (191, 81.5),
    "carplay-240x100": (240, 100), "carplay-240x78": (240, 78), "carplay-170x78": (170, 78),
    "live-activity-compact-trailing": (52.33, 36.67),
    "live-activity-compact-trailing-max": (62.33, 36.67),
    "live-activity-minimal-oval": (45, 36.67), "live-activity-expanded-84": (371, 84),
    "live-activity-expanded-max-84": (408, 84), "live-activity-lock-screen-84": (371, 84),
    "live-activity-lock-screen-max-84": (408, 84), "live-activity-standby": (742, 320),
    "ipad-lock-screen-425": (425, 160), "ipad-lock-screen-500": (500, 160),
    "ipad-lock-screen-425-84": (425, 84), "ipad-lock-screen-500-84": (500, 84),
    "square-32": (32, 32), "square-64": (64, 64), "square-128": (128, 128),
    "square-256": (256, 256), "square-512": (512, 512), "square-1024": (1024, 1024),
    // HIG › Widgets › iOS dimensions, rows 393x852, 430x932 (-max), 414x896, 375x812.
    "widget-small": (158, 158), "widget-medium": (338, 158), "widget-large": (338, 354),
    "lock-screen-circular": (72, 72), "lock-screen-rectangular": (160, 72),
    "lock-screen-inline": (234, 26),
    "widget-small-max": (170, 170), "widget-medium-max": (364, 170),
    "widget-large-max": (364, 382), "lock-screen-circular-max": (76, 76),
    "lock-screen-rectangular-max": (172, 76), "lock-screen-inline-max": (257, 26),
    "widget-small-414x896": (169, 169), "widget-medium-414x896": (360, 169),
    "widget-large-414x896": (360, 379), "lock-screen-circular-414x896": (76, 76),
    "lock-screen-rectangular-414x896": (160, 72), "lock-screen-inline-414x896": (248, 26),
    "widget-small-375x812": (155, 155), "widget-medium-375x812": (329, 155),
    "widget-large-375x812": (329, 345), "lock-screen-circular-375x812": (72, 72),
    "lock-screen-rectangular-375x812": (157, 72), "lock-screen-inline-375x812": (225, 26),
    // HIG › Widgets › iPadOS dimensions (target canvas sizes).
    "ipad-widget-small-1024x1366": (170, 170), "ipad-widget-medium-1024x1366": (378.5, 170),
    "ipad-widget-large-1024x1366": (378.5, 378.5),
    "ipad-widget-extra-large-1024x1366": (795, 378.5),
    "ipad-widget-small-834x1194": (155, 155), "ipad-widget-medium-834x1194": (342, 155),
    "ipad-widget-large-834x1194": (342, 342), "ipad-widget-extra-large-834x1194": (715.5, 342),
    "ipad-widget-small-768x1024": (141, 141), "ipad-widget-medium-768x1024": (305.5, 141),
    "ipad-widget-large-768x1024": (305.5, 305.5),
    "ipad-widget-extra-large-768x1024": (634.5, 305.5),
    // HIG › Complications: circular image, corner circular image, rectangular large image
    // without title; 45 and 49 mm share a row.
    "watch-complication-circular-40mm": (42, 42), "watch-complication-corner-40mm": (32, 32),
    "watch-complication-rectangular-40mm": (162, 69),
    "watch-complication-circular-41mm": (44.5, 44.5), "watch-complication-corner-41mm": (34, 34),
    "watch-complication-rectangular-41mm": (171.5, 73),

    "watch-complication-circular-44mm": (47, 47), "watch-complication-corner-44mm": (36, 36),
    "watch-complication-rectangular-44mm": (184, 78),
    "watch-complication-circular-45mm": (50, 50), "watch-complication-corner-45mm": (38, 38),
    "watch-complication-rectangular-45mm": (193, 82),
    "watch-complication-circular-49mm": (50, 50), "watch-complication-corner-49mm": (38, 38),
    "watch-complication-rectangular-49mm": (193, 82),
  ]

  /// A PNG's width and height, from its IHDR chunk (big-endian at offsets 16 and 20).
  static func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    guard bytes.count >= 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
    func integer(at offset: Int) -> Int {
      bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    return (integer(at: 16), integer(at: 20))
  }

  /// Pixels for a side in points: rounded to the nearest, as the renderers do (the HIG's 52.33
  /// stands for 157/3, so 52.33 × 3 rounds to 157).
  static func pixels(_ points: Double, _ scale: Int) -> Int {
    Int((points * Double(scale)).rounded())
  }

  static func bytes(_ folder: URL, _ path: String) throws -> [UInt8] {
    try [UInt8](Data(contentsOf: folder.appendingPathComponent(path)))
  }

  /// Every file under `folder`, as relative paths, sorted.
  static func tree(_ folder: URL) throws -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    var files: [String] = []
    while let path = enumerator.nextObject() as? String {
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(
        atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory)
      files.append(isDirectory.boolValue ? path + "/" : path)
    }
    return files.sorted()
  }

  static var json: Snapshotting<String, String> {
    var strategy = Snapshotting<String, String>.lines
    strategy.pathExtension = "json"
    return strategy
  }

  // MARK: - Files

  @Test(arguments: [
    ("png", ["square-64@1x.png", "square-64@2x.png"], [UInt8]([0x89, 0x50, 0x4E, 0x47])),
    ("svg", ["square-64@1x.svg", "square-64@2x.svg"], Array("<?xml".utf8)),
    ("pdf", ["square-64.pdf"], Array("%PDF".utf8)),
  ])
  func writesEachFormat(format: String, files: [String], magic: [UInt8]) throws {
    let folder = try RingsProcess.temporaryFolder()
    let result = try RingsProcess.run(
      Self.values + ["--preset", "square-64", "--scale", "1,2", "--format", format, "-o", "out"],
      in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError.isEmpty)
    #expect(result.standardOutput.isEmpty)
    #expect(try Self.tree(folder) == ["out/"] + files.map { "out/" + $0 })
    for file in files {
      #expect(try Array(Self.bytes(folder, "out/" + file).prefix(magic.count)) == magic)
    }
  }

  @Test func presetsTimesFormatsTimesScalesGiveTheExactFileList() throws {
    let folder = try RingsProcess.temporaryFolder()
    let result = try RingsProcess.run(
      Self.values + [
        "--preset", "square-32", "live-activity-compact", "--preset", "carplay-170x78,square-32",
        "--scale", "3,1", "--format", "png,svg,pdf",
      ], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    let expected = ["square-32", "live-activity-compact", "carplay-170x78"].flatMap { name in
      ["\(name)@1x.png", "\(name)@3x.png", "\(name)@1x.svg", "\(name)@3x.svg", "\(name).pdf"]
    }
    #expect(try Self.tree(folder) == expected.sorted())
  }

  @Test func everyPresetsPNGIsItsPointsTimesTheScale() throws {
    let folder = try RingsProcess.temporaryFolder()
    let names = Self.publishedSizes.keys.sorted()
    let result = try RingsProcess.run(
      Self.values + ["--preset"] + names + ["--scale", "1,2,3", "-o", "."], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(try RingsProcess.files(in: folder).count == names.count * 3)
    for name in names {
      let size = try #require(Self.publishedSizes[name])
      for scale in 1...3 {
        let png = try Self.bytes(folder, "\(name)@\(scale)x.png")
        let pixels = try #require(Self.pngSize(png), "\(name)@\(scale)x.png")
        #expect(
          pixels.width == Self.pixels(size.width, scale)
            && pixels.height == Self.pixels(size.height, scale),
          "\(name)@\(scale)x.png is \(pixels.width)x\(pixels.height)")
      }
    }
    // The @3x-only Dynamic Island sizes land on whole pixels.
    let compact = try #require(Self.pngSize(Self.bytes(folder, "live-activity-compact@3x.png")))
    #expect(compact == (157, 110))
    let minimal = try #require(Self.pngSize(Self.bytes(folder, "live-activity-minimal@3x.png")))
    #expect(minimal == (110, 110))
  }

  @Test func svgSizeIsPixelsAndViewBoxIsPoints() throws {
    let folder = try RingsProcess.temporaryFolder()
    let result = try RingsProcess.run(
      Self.values + [
        "--preset", "live-activity-compact", "watch-smart-stack-41mm", "--format", "svg",
      ], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    let expectations = [
      ("live-activity-compact@3x.svg", #"width="157" height="110" viewBox="0 0 52.333 36.667""#),
      ("live-activity-compact@1x.svg", #"width="52" height="37""#),
      ("watch-smart-stack-41mm@2x.svg", #"width="330" height="145" viewBox="0 0 165 72.5""#),
    ]
    for (file, attributes) in expectations {
      let text = String(decoding: try Self.bytes(folder, file), as: UTF8.self)
      #expect(text.contains(attributes), "\(file): \(text.prefix(300))")
    }
  }

  @Test func aLabelGoesWhereItFitsAt11PointsAndIsLeftOffSmallerPresets() throws {
    let folder = try RingsProcess.temporaryFolder()
    let result = try RingsProcess.run(
      Self.values + [
        "--label", "Ana", "--preset", "square-32", "square-64", "square-256", "--format", "svg",
        "--scale", "1",
      ], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.standardError
        == "rings: warning: square-32, square-64 are too small for the label at 11 pt, Apple's smallest legible text: exported without it\n"
    )
    let large = String(decoding: try Self.bytes(folder, "square-256@1x.svg"), as: UTF8.self)
    #expect(large.contains(">Ana</text>"))
    #expect(large.contains(">Move 350/500CAL</text>"))
    let small = String(decoding: try Self.bytes(folder, "square-32@1x.svg"), as: UTF8.self)
    #expect(!small.contains("<text"))
  }

  @Test func exportDrawsWhatRenderDraws() throws {
    let folder = try RingsProcess.temporaryFolder()
    let export = try RingsProcess.run(
      [
        "export", "--summary", "move=350/500,exercise=20/30,stand=8/12", "--preset", "square-64",
        "--scale", "2", "--format", "svg,png", "--style", "three", "--background", "circle",
      ], in: folder)
    #expect(export.status == 0, "\(export.standardError)")
    for format in ["svg", "png"] {
      let render = try RingsProcess.run(
        ["render", "--summary", "-", "--size", "64", "--scale", "2", "--style", "three"]
          + ["--background", "circle", "--format", format, "-o", "-"],
        input: Data(
          #"{"activeEnergyBurned": 350, "activeEnergyBurnedGoal": 500, "appleExerciseTime": 20, "appleExerciseTimeGoal": 30, "appleStandHours": 8, "appleStandHoursGoal": 12}"#
            .utf8))
      #expect(render.status == 0)
      #expect(try Self.bytes(folder, "square-64@2x.\(format)") == [UInt8](render.standardOutput))
    }
  }

  @Test func replacesExistingFilesAndLeavesOthersAlone() throws {
    let folder = try RingsProcess.temporaryFolder()
    try Data("old".utf8).write(to: folder.appendingPathComponent("square-32@1x.png"))
    try Data("mine".utf8).write(to: folder.appendingPathComponent("notes.txt"))
    let result = try RingsProcess.run(
      Self.values + ["--preset", "square-32", "--scale", "1"], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    let size = try #require(Self.pngSize(Self.bytes(folder, "square-32@1x.png")))
    #expect(size == (32, 32))
    #expect(try Self.bytes(folder, "notes.txt") == Array("mine".utf8))
  }

  // MARK: - Presets

  @Test func listPresetsShowsEveryPresetWithItsPointSize() throws {
    let result = try RingsProcess.run(["export", "--list-presets"])
    #expect(result.status == 0, "\(result.standardError)")
    let lines = result.text.split(separator: "\n")
    #expect(lines.count == Self.publishedSizes.count)
    for line in lines {
      let columns = line.split(separator: " ", omittingEmptySubsequences: true)
      let name = String(columns[0])
      let size = try #require(Self.publishedSizes[name], "unexpected preset \(name)")
      let format = { (points: Double) in
        points == points.rounded() ? String(Int(points)) : String(points)
      }
      #expect(columns[1] == "\(format(size.width))x\(format(size.height))", "\(line)")
      #expect(columns[2] == "pt")
    }
    assertRingSnapshot(of: result.text, as: .lines, named: "list")
  }

  // MARK: - Sizes

  @Test func eachSizeIsASquareNamedForItsPoints() throws {
    let folder = try RingsProcess.temporaryFolder()
    let result = try RingsProcess.run(
      Self.values + [
        "--size", "40", "--preset", "square-32", "--size", "36.67", "--size", "40.0",
        "--scale", "1,3", "--format", "png,pdf",
      ], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    let expected = ["square-32", "size-40", "size-36.67"].flatMap { name in
      ["\(name)@1x.png", "\(name)@3x.png", "\(name).pdf"]
    }
    #expect(try Self.tree(folder) == expected.sorted())
    // Pixels are the points times the scale, rounded: 36.67 × 3 = 110.01 → 110, as the
    // live-activity-minimal preset (110/3 pt) and `rings render --size 36.67 --scale 3` give.
    for (file, side) in [
      ("size-40@1x.png", 40), ("size-40@3x.png", 120), ("size-36.67@1x.png", 37),
      ("size-36.67@3x.png", 110),
    ] {
      let pixels = try #require(Self.pngSize(Self.bytes(folder, file)))
      #expect(pixels == (side, side), "\(file) is \(pixels.width)x\(pixels.height)")
    }
  }

  @Test func aSizeDrawsWhatTheSameSquarePresetDraws() throws {
    let folder = try RingsProcess.temporaryFolder()
    let result = try RingsProcess.run(
      Self.values + ["--size", "64", "--preset", "square-64", "--format", "svg", "--scale", "2"],
      in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(try Self.bytes(folder, "size-64@2x.svg") == Self.bytes(folder, "square-64@2x.svg"))
  }

  @Test func sizesMakeImageSetsInACatalog() throws {
    let folder = try RingsProcess.temporaryFolder()
    let result = try RingsProcess.run(
      Self.values + ["--size", "20", "--scale", "2,3", "--asset-catalog", "-o", "App"], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      try Self.tree(folder) == [
        "App/", "App/Rings.xcassets/", "App/Rings.xcassets/Contents.json",
        "App/Rings.xcassets/size-20.imageset/", "App/Rings.xcassets/size-20.imageset/Contents.json",
        "App/Rings.xcassets/size-20.imageset/size-20@2x.png",
        "App/Rings.xcassets/size-20.imageset/size-20@3x.png",
      ])
  }

  // MARK: - Asset catalog

  @Test func assetCatalogOfPNGsNamesEachScale() throws {
    let folder = try RingsProcess.temporaryFolder()
    let result = try RingsProcess.run(
      Self.values + [
        "--preset", "square-64", "live-activity-minimal", "--scale", "2,3", "--asset-catalog",
        "-o", "App",
      ], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      try Self.tree(folder) == [
        "App/", "App/Rings.xcassets/", "App/Rings.xcassets/Contents.json",
        "App/Rings.xcassets/live-activity-minimal.imageset/",
        "App/Rings.xcassets/live-activity-minimal.imageset/Contents.json",
        "App/Rings.xcassets/live-activity-minimal.imageset/live-activity-minimal@2x.png",
        "App/Rings.xcassets/live-activity-minimal.imageset/live-activity-minimal@3x.png",
        "App/Rings.xcassets/square-64.imageset/",
        "App/Rings.xcassets/square-64.imageset/Contents.json",
        "App/Rings.xcassets/square-64.imageset/square-64@2x.png",
        "App/Rings.xcassets/square-64.imageset/square-64@3x.png",
      ])
    let catalog = String(
      decoding: try Self.bytes(folder, "App/Rings.xcassets/Contents.json"), as: UTF8.self)
    assertRingSnapshot(of: catalog, as: Self.json, named: "catalog")
    let imageSet = String(
      decoding: try Self.bytes(folder, "App/Rings.xcassets/square-64.imageset/Contents.json"),
      as: UTF8.self)
    assertRingSnapshot(of: imageSet, as: Self.json, named: "png-imageset")
    // The JSON is what Xcode reads: images by scale, no file for the slot not exported.
    let parsed = try #require(
      try JSONSerialization.jsonObject(with: Data(imageSet.utf8)) as? [String: Any])
    let images = try #require(parsed["images"] as? [[String: String]])
    #expect(images.map { $0["scale"] } == ["1x", "2x", "3x"])
    #expect(images.map { $0["filename"] } == [nil, "square-64@2x.png", "square-64@3x.png"])
    #expect(images.allSatisfy { $0["idiom"] == "universal" })
  }

  @Test(arguments: ["pdf", "svg"])
  func assetCatalogKeepsOneVectorImage(format: String) throws {
    let folder = try RingsProcess.temporaryFolder()
    let result = try RingsProcess.run(
      Self.values + [
        "--preset", "watch-smart-stack-45mm", "--format", format, "--asset-catalog",
        "--catalog-name", "Activity",
      ], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    let imageSet = "Activity.xcassets/watch-smart-stack-45mm.imageset/"
    #expect(
      try Self.tree(folder) == [
        "Activity.xcassets/", "Activity.xcassets/Contents.json", imageSet,
        imageSet + "Contents.json", imageSet + "watch-smart-stack-45mm.\(format)",
      ])
    let contents = String(
      decoding: try Self.bytes(folder, imageSet + "Contents.json"), as: UTF8.self)
    assertRingSnapshot(
      of: contents, as: Self.json, named: "\(format)-imageset",
      testName: "assetCatalogKeepsOneVectorImage")
    if format == "svg" {
      // Vector images are drawn at 1×: their size is the preset's points.
      let svg = String(
        decoding: try Self.bytes(folder, imageSet + "watch-smart-stack-45mm.svg"), as: UTF8.self)
      #expect(svg.contains(#"width="184" height="81" viewBox="0 0 184 81""#), "\(svg.prefix(300))")
    }
  }

  @Test func anExistingCatalogKeepsItsContentsAndLosesStaleImages() throws {
    let folder = try RingsProcess.temporaryFolder()
    let catalog = folder.appendingPathComponent("Rings.xcassets")
    try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
    let own = Data("{\"info\":{\"author\":\"someone\",\"version\":1}}\n".utf8)
    try own.write(to: catalog.appendingPathComponent("Contents.json"))
    let first = try RingsProcess.run(
      Self.values + ["--preset", "square-32", "--format", "pdf", "--asset-catalog"], in: folder)
    #expect(first.status == 0, "\(first.standardError)")
    let second = try RingsProcess.run(
      Self.values + ["--preset", "square-32", "--asset-catalog"], in: folder)
    #expect(second.status == 0, "\(second.standardError)")
    #expect(try Data(contentsOf: catalog.appendingPathComponent("Contents.json")) == own)
    let imageSet = "Rings.xcassets/square-32.imageset/"
    #expect(
      try Self.tree(folder) == [
        "Rings.xcassets/", "Rings.xcassets/Contents.json", imageSet, imageSet + "Contents.json",
        imageSet + "square-32@1x.png", imageSet + "square-32@2x.png", imageSet + "square-32@3x.png",
      ])
  }

  // MARK: - Progress

  @Test func pipedStandardErrorStaysEmpty() throws {
    let folder = try RingsProcess.temporaryFolder()
    // 12 files: well past the progress bar's threshold, were standard error a terminal.
    let arguments =
      Self.values + ["--preset", "square-32", "square-64", "--format", "png,svg", "-o", "out"]
    let result = try RingsProcess.run(arguments, in: folder)
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    #expect(try RingsProcess.files(in: folder.appendingPathComponent("out")).count == 12)
    let quiet = try RingsProcess.run(arguments + ["--quiet"], in: folder)
    #expect(quiet.status == 0)
    #expect(quiet.standardError.isEmpty && quiet.standardOutput.isEmpty)
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
  func aTerminalGetsAProgressBarUnlessQuiet() throws {
    let folder = try RingsProcess.temporaryFolder()
    let command =
      ([RingsProcess.executable.path] + Self.values
      + ["--preset", "square-32", "square-64", "--format", "png,svg", "-o", "out"])
      .map { "'\($0)'" }.joined(separator: " ")
    func underTerminal(_ extra: String) throws -> String {
      // script(1) gives the command a pseudo-terminal; what it printed comes back on stdout.
      let result = try ProcessRunner.run(
        "/usr/bin/script", ["-qec", command + extra, "/dev/null"], in: folder)
      let data = result.standardOutput
      #expect(result.status == 0)
      return String(decoding: data, as: UTF8.self)
    }
    let shown = try underTerminal("")
    // Images are drawn side by side: the last one named is whichever finished last.
    #expect(
      shown.contains(/\r\[#{20}\] 12\/12 square-(32|64)@[123]x\.(png|svg)\u{1B}\[K/),
      "\(shown)")
    // The bar ends its line (the terminal turns "\n" into "\r\n").
    #expect(shown.hasSuffix("\u{1B}[K\r\n"))
    let quiet = try underTerminal(" --quiet")
    #expect(quiet.isEmpty, "\(quiet)")
  }

  // MARK: - Bad input

  @Test(arguments: [
    (["--preset", "huge"], "unknown preset 'huge' (known: live-activity-compact, "),
    (["--preset", "square-64", "square-65"], "unknown preset 'square-65'"),
    (["--preset", "sqaure-64"], "unknown preset 'sqaure-64': did you mean 'square-64'?"),
    (["--size", "4000", "--scale", "2"], "size-4000@2x.png: a picture of 8000 × 8000 pixels"),
    ([String](), "no preset: give --preset NAME"),
    (["--preset", "square-64", "--scale", "1,4"], "--scale '1,4': 4 is not supported"),
    (["--preset", "square-64", "--scale", "0"], "0 is not supported: use 1, 2 or 3"),
    (["--preset", "square-64", "--scale", "2x"], "--scale '2x' is not a list of scales"),
    (["--preset", "square-64", "--scale", "1,,2"], "--scale '1,,2' is not a list of scales"),
    (["--preset", "square-64", "--scale", ""], "is not a list of scales"),
    (
      ["--preset", "square-64", "--format", "heic"],
      "unknown format 'heic' for export (known: gif, pdf, png, svg, webp)"
    ),
    (["--preset", "square-64", "--format", "png,txt"], "unknown format 'txt'"),
    (["--preset", "square-64", "--format", "ansi"], "unknown format 'ansi'"),
    (
      ["--preset", "square-64", "--format", "gif", "--asset-catalog"],
      "--asset-catalog holds PNG, SVG or PDF image sets, which Xcode reads; --format gif is not one of them"
    ),
    (["--preset", "square-64", "--format", "png,"], "is not a list of formats"),
    (
      ["--preset", "square-64", "--format", "png,pdf", "--asset-catalog"],
      "--asset-catalog writes one format"
    ),
    (["--preset", "square-64", "--catalog-name", "Art"], "add --asset-catalog"),
    (
      ["--preset", "square-64", "--asset-catalog", "--catalog-name", "a/b"],
      "must be a plain name"
    ),
    (["--preset", "square-64", "--style", "four"], "four"),
    (["--size", "big"], "--size 'big' is not a number of points"),
    (["--size", "nan"], "--size 'nan' is not a number of points"),
    (["--size", "0"], "--size '0': a side must be at least 0.01"),
    (["--size", "1e-300"], "--size '1e-300': a side must be at least 0.01"),
    (["--size", "-5"], "a side must be at least 0.01"),
    (["--size", "20000"], "at most 10000 points"),
    (
      ["--size", "32", "--size", "32.0001"],
      "--size '32.0001' would be named size-32, as another --size is"
    ),
  ])
  func badInputIsOneLineExit64AndNoFiles(arguments: [String], message: String) throws {
    let folder = try RingsProcess.temporaryFolder()
    let result = try RingsProcess.run(Self.values + arguments + ["-o", "out"], in: folder)
    #expect(result.status == 64, "\(result.standardError)")
    #expect(result.standardError.contains(message), "\(result.standardError)")
    #expect(result.standardError.hasPrefix("rings: "))
    #expect(result.standardError.split(separator: "\n").count == 1)
    #expect(try RingsProcess.files(in: folder).isEmpty)
  }

  @Test(arguments: [
    (["export", "--preset", "square-64"], "no values"),
    (["export", "--move", "x/500", "--preset", "square-64"], "is not a number"),
    (
      ["export", "--summary", "move=1/2,colour=red", "--preset", "square-64"], "'colour' is unknown"
    ),
  ])
  func badValuesAreUsageErrors(arguments: [String], message: String) throws {
    let folder = try RingsProcess.temporaryFolder()
    let result = try RingsProcess.run(arguments, in: folder)
    #expect(result.status == 64, "\(result.standardError)")
    #expect(result.standardError.contains(message), "\(result.standardError)")
    #expect(try RingsProcess.files(in: folder).isEmpty)
  }

  @Test func anOutputFolderThatIsAFileIsARuntimeError() throws {
    let folder = try RingsProcess.temporaryFolder()
    try Data("x".utf8).write(to: folder.appendingPathComponent("taken"))
    for output in ["taken", "taken/inside"] {
      let result = try RingsProcess.run(
        Self.values + ["--preset", "square-64", "-o", output], in: folder)
      #expect(result.status == 1, "\(result.standardError)")
      #expect(result.standardError.hasPrefix("rings: cannot write into 'taken"))
      #expect(result.standardError.contains("is a file, not a folder"))
      #expect(result.standardError.split(separator: "\n").count == 1)
      #expect(try RingsProcess.files(in: folder) == ["taken"])
    }
  }

  @Test func aFailingFileLeavesNoPartialSet() throws {
    let folder = try RingsProcess.temporaryFolder()
    let out = folder.appendingPathComponent("out")
    // A folder where the fourth of six files should go: the other five must not appear either.
    try FileManager.default.createDirectory(
      at: out.appendingPathComponent("square-64@1x.png"), withIntermediateDirectories: true)
    try Data("keep".utf8).write(to: out.appendingPathComponent("square-32@1x.png"))
    let result = try RingsProcess.run(
      Self.values + ["--preset", "square-32", "square-64", "-o", "out"], in: folder)
    #expect(result.status == 1, "\(result.standardError)")
    #expect(result.standardError == "rings: cannot write 'out/square-64@1x.png': it is a folder\n")
    #expect(try RingsProcess.files(in: out) == ["square-32@1x.png", "square-64@1x.png"])
    #expect(try Self.bytes(out, "square-32@1x.png") == Array("keep".utf8))
  }

  @Test func anInterruptLeavesTheWholeSetOrNothing() throws {
    let arguments =
      Self.values + [
        "--preset", "square-32", "square-64", "square-128", "square-256", "carplay-240x78",
        "--format", "png,svg,pdf", "-o", "out/deeper",
      ]
    // 5 presets × (3 PNG + 3 SVG + 1 PDF), plus the two folders.
    let complete = 5 * 7 + 2
    // Whenever SIGTERM lands (drawing, staging or publishing), there is all or nothing.
    for delay in [0.0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4] {
      let folder = try RingsProcess.temporaryFolder()
      let process = Process()
      process.executableURL = RingsProcess.executable
      process.arguments = arguments
      process.currentDirectoryURL = folder
      process.standardError = FileHandle.nullDevice
      try process.run()
      Thread.sleep(forTimeInterval: delay)
      process.terminate()
      process.waitUntilExit()
      let entries = try Self.tree(folder)
      #expect(entries.isEmpty || entries.count == complete, "after \(delay) s: \(entries)")
      #expect(!entries.contains { $0.split(separator: "/").contains { $0.hasPrefix(".") } })
    }
  }

  @Test func foldersCreatedForAFailedRunAreRemoved() throws {
    let folder = try RingsProcess.temporaryFolder()
    // A catalog name too long for a file name fails after new/deeper has been created.
    let result = try RingsProcess.run(
      Self.values + [
        "--preset", "square-64", "--asset-catalog", "--catalog-name",
        String(repeating: "R", count: 250), "-o", "new/deeper",
      ], in: folder)
    #expect(result.status == 1, "\(result.standardError)")
    #expect(result.standardError.contains("cannot create folder"), "\(result.standardError)")
    #expect(try RingsProcess.files(in: folder).isEmpty)
    // Without the failure, the missing folders are made.
    let made = try RingsProcess.run(
      Self.values + ["--preset", "square-64", "--scale", "1", "-o", "new/deeper"], in: folder)
    #expect(made.status == 0, "\(made.standardError)")
    #expect(try Self.tree(folder) == ["new/", "new/deeper/", "new/deeper/square-64@1x.png"])
  }

  // MARK: - Help and completions

  @Test func helpListsExportWithExamples() throws {
    let root = try RingsProcess.run(["--help"])
    #expect(root.status == 0)
    #expect(root.text.contains("export"))
    #expect(root.text.contains("rings export --list-presets"))
    let help = try RingsProcess.run(["export", "--help"])
    #expect(help.status == 0)
    #expect(help.text.contains("Examples:"))
    for option in ["--preset", "--scale", "--format", "--asset-catalog", "--quiet", "--summary"] {
      #expect(help.text.contains(option), "\(option)")
    }
  }

  @Test(arguments: ["bash", "zsh", "fish"])
  func completionScriptsKnowExportAndItsPresets(shell: String) throws {
    let result = try RingsProcess.run(["--generate-completion-script", shell])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError.isEmpty)
    #expect(result.text.contains("export"))
    #expect(result.text.contains("watch-smart-stack-45mm"))
    #expect(result.text.contains("asset-catalog"))
  }
}

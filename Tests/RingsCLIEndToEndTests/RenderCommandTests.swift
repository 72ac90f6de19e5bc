import ActivityRings
import ActivityRingsPNG
import ActivityRingsSVG
import Foundation
import Testing

@Suite struct RenderCommandTests {
  static let values = ["render", "--move", "350/500", "--exercise", "20/30", "--stand", "8/12"]

  @Test(arguments: [
    ("rings.png", [UInt8]([0x89, 0x50, 0x4E, 0x47])), ("rings.svg", Array("<?xml".utf8)),
    ("rings.pdf", Array("%PDF".utf8)), ("rings.txt", []), ("rings.webp", Array("RIFF".utf8)),
  ])
  func writesTheFormatTheExtensionNames(file: String, magic: [UInt8]) throws {
    let folder = try RingsProcess.temporaryFolder()
    let result = try RingsProcess.run(Self.values + ["-o", file], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError.isEmpty)
    let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(file)))
    #expect(Array(bytes.prefix(magic.count)) == magic)
    if file.hasSuffix(".txt") {
      #expect(!bytes.isEmpty && bytes.allSatisfy { $0 < 0x80 && $0 != 0x1B }, "plain 7-bit text")
    }
    // Only the file itself: no temporary files left behind.
    #expect(try RingsProcess.files(in: folder) == [file])
  }

  @Test func anSVGAt1xHasTheGlyphsA2xPNGHas() throws {
    // 100 pt at 1x: 10-pixel rings, too thin for glyphs in a PNG; an SVG is shown at any size
    // and decides at 2 pixels per point.
    let result = try RingsProcess.run(
      Self.values + ["--size", "100", "--format", "svg", "-o", "-"])
    #expect(result.status == 0, "\(result.standardError)")
    let summary = ActivitySummary(
      activeEnergyBurned: 350, activeEnergyBurnedGoal: 500, appleExerciseTime: 20,
      appleExerciseTimeGoal: 30, appleStandHours: 8, appleStandHoursGoal: 12)
    let scene = try RingScene(summary: summary, size: CanvasSize(side: 100))
    let vector = scene.drawn(as: .svg).drawList()
    #expect(vector.items.filter { $0.role.part == .glyph }.count == 3)
    #expect(scene.drawList().items.filter { $0.role.part == .glyph }.isEmpty)
    #expect(result.text == (try SVGRenderer().render(vector)))
  }

  @Test(arguments: [
    (["-w", "300"], 300, 300),
    (["--width", "300", "--scale", "2"], 300, 300),
    (["--height", "90"], 90, 90),
    (["-w", "300", "--height", "120"], 300, 120),
    (["-w", "400", "--label", "Ana"], 400, 200),
    (["--height", "320", "--label", "Ana", "--label-position", "below"], 200, 320),
    (["-w", "160", "--size", "160"], 160, 160),
  ])
  func pixelsAreAskedInPixels(arguments: [String], width: Int, height: Int) throws {
    let result = try RingsProcess.run(Self.values + arguments + ["--format", "png", "-o", "-"])
    #expect(result.status == 0, "\(result.standardError)")
    let image = try PNGDecoder().decode(Array(result.standardOutput))
    #expect((image.width, image.height) == (width, height), "\(arguments)")
  }

  @Test func aBoxOfAnotherShapeCentresTheRings() throws {
    // 300 × 120: the rings fill the height, centred, black on either side.
    let result = try RingsProcess.run(
      Self.values + ["-w", "300", "--height", "120", "--format", "png", "-o", "-"])
    let image = try PNGDecoder().decode(Array(result.standardOutput))
    let lit = (0..<image.width).filter { x in
      (0..<image.height).contains { y in
        max(image[x, y].red, image[x, y].green, image[x, y].blue) > 40
      }
    }
    let left = try #require(lit.first)
    let right = try #require(lit.last)
    #expect(abs((left + right) - 299) <= 2, "rings from \(left) to \(right) of 300")
    #expect(right - left < 120)
  }

  @Test func terminalTextTakesASizeInCells() throws {
    for (columns, rows) in [(40, 20), (24, 12), (80, 30)] {
      let result = try RingsProcess.run(
        Self.values + ["--format", "txt", "--size", "\(columns)x\(rows)"])
      #expect(result.status == 0, "\(result.standardError)")
      let lines = result.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      #expect(lines.count <= rows, "\(columns)x\(rows): \(lines.count) lines")
      #expect(lines.allSatisfy { $0.count <= columns }, "\(columns)x\(rows)")
      // The caption is the accessible description, wrapped within the columns.
      #expect(lines.joined(separator: " ").contains("Stand"), "\(columns)x\(rows)")
    }
    let wide = try RingsProcess.run(Self.values + ["--format", "txt", "--size", "80x30"])
    #expect(wide.text.contains("Move: 350 of 500 calories, 70 percent."))
  }

  @Test func aSizeInPointsForTextNoFormatNamedIsSetAsideWithAWarning() throws {
    // A pipe without --format gets text: the size is for pictures, and the warning says so.
    let piped = try RingsProcess.run(Self.values + ["--size", "64"])
    #expect(piped.status == 0)
    #expect(
      piped.standardError
        == "rings: warning: --size 64 is in points, for pictures: the text is sized to fit "
        + "(--size COLUMNSxROWS sizes text)\n")
    #expect(piped.standardOutput == (try RingsProcess.run(Self.values)).standardOutput)
  }

  @Test(arguments: [
    (
      ["--format", "txt", "--size", "64"],
      "--size 64 is in points, for pictures: terminal text is sized in cells"
    ),
    (["--format", "txt", "-w", "300"], "--width 300 is in pixels, for pictures"),
    (["--size", "40x20", "-o", "x.png"], "--size 40x20 is in cells, for terminal text"),
    (["--format", "txt", "--size", "40x2"], "--size '40x2' must be COLUMNSxROWS"),
    (
      ["-w", "300", "--size", "100", "-o", "x.png"],
      "--size 100 at --scale 1 is 100 pixels wide, not --width 300"
    ),
    (["-w", "0", "-o", "x.png"], "--width must be a whole number from 1 to 8192 (got '0')"),
    (
      ["--height", "9000", "-o", "x.png"],
      "--height must be a whole number from 1 to 8192 (got '9000')"
    ),
    (["-w", "40", "--label", "Ana", "-o", "x.png"], "is too small for the label"),
  ])
  func aSizeOfTheWrongKindIsRefusedInOneLine(arguments: [String], message: String) throws {
    let folder = try RingsProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try RingsProcess.run(Self.values + arguments, in: folder)
    #expect(result.status == 64, "\(result.standardError)")
    #expect(result.standardError.contains(message), "\(result.standardError)")
    #expect(result.standardError.split(separator: "\n").count == 1)
    #expect(try RingsProcess.files(in: folder).isEmpty)
  }

  @Test func backgroundNoneDrawsNothingBehindTheRings() throws {
    // PNG: transparent in the corners and in the hole, the rings opaque.
    let png = try RingsProcess.run(
      Self.values + ["--background", "none", "--format", "png", "-o", "-"])
    #expect(png.status == 0, "\(png.standardError)")
    let image = try PNGDecoder().decode(Array(png.standardOutput))
    #expect(image[0, 0].alpha == 0 && image[159, 159].alpha == 0)
    #expect(image[80, 80].alpha == 0, "the hole")
    #expect(image[144, 80].alpha == 255, "Move's arc at 3 o'clock")
    // SVG: no background rectangle and no enclosing circle.
    let svg = try RingsProcess.run(
      Self.values + ["--background", "none", "--format", "svg", "-o", "-"])
    #expect(svg.status == 0)
    #expect(!svg.text.contains("<rect"))
    #expect(svg.text.contains("<path"))
    // validate says why Apple wants black.
    let validate = try RingsProcess.run(
      [
        "validate", "--move", "350/500", "--exercise", "20/30", "--stand", "8/12", "--background",
        "none",
      ])
    #expect(validate.status == 1)
    #expect(
      validate.text.contains(
        "✗ black-background: transparent canvas and no black enclosing circle: Apple shows the "
          + "rings on black only"))
  }

  @Test func theDefaultPNGShowsEachRingsGlyphAtTwelveOClock() throws {
    // `rings render -o today.png`: 160 pt at 1x, rings 16 pixels wide, each with its glyph
    // drawn on the pixel grid: black pixels on the ring's colour at 12 o'clock.
    let folder = try RingsProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try RingsProcess.run(Self.values + ["-o", "today.png"], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    let image = try PNGDecoder().decode(
      [UInt8](Data(contentsOf: folder.appendingPathComponent("today.png"))))
    let scene = try RingScene(
      summary: ActivitySummary(
        activeEnergyBurned: 350, activeEnergyBurnedGoal: 500, appleExerciseTime: 20,
        appleExerciseTimeGoal: 30, appleStandHours: 8, appleStandHoursGoal: 12))
    let layout = scene.layout()
    #expect(image.width == 160 && layout.rings.count == 3)
    for ring in layout.rings {
      // The pixels of the ring's band within half a line width of 12 o'clock.
      let top = Int((layout.center.y - ring.outerRadius).rounded())
      let bottom = Int((layout.center.y - ring.innerRadius).rounded())
      let half = Int(ring.lineWidth / 2)
      let middle = Int(layout.center.x)
      var dark = 0
      for y in top..<bottom {
        for x in (middle - half)..<(middle + half) {
          let pixel = image[x, y]
          if max(pixel.red, pixel.green, pixel.blue) < 40 { dark += 1 }
        }
      }
      // A glyph's 1-pixel strokes: at least a dozen black pixels (→ has 15, ↑ 15, ≫ 17).
      #expect(dark >= 12, "\(ring.kind): \(dark) dark pixels at 12 o'clock")
    }
  }

  @Test(arguments: ["png", "svg", "pdf", "txt", "ansi"])
  func writesEveryFormatToStandardOutput(format: String) throws {
    let result = try RingsProcess.run(Self.values + ["--format", format, "-o", "-"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.count > 100)
  }

  @Test func summarySourcesAgree() throws {
    let inline = try RingsProcess.run(
      [
        "--summary", "move=350/500,exercise=20/30,stand=8/12", "--format", "svg", "-o", "-",
      ].prepending("render"))
    let json =
      #"{"activeEnergyBurned": 350, "activeEnergyBurnedGoal": "500", "appleExerciseTime": 20, "appleExerciseTimeGoal": 30, "appleStandHours": 8, "appleStandHoursGoal": 12}"#
    let stdin = try RingsProcess.run(
      ["render", "--summary", "-", "--format", "svg", "-o", "-"], input: Data(json.utf8))
    let flags = try RingsProcess.run(Self.values + ["--format", "svg", "-o", "-"])
    #expect(inline.status == 0 && stdin.status == 0 && flags.status == 0)
    #expect(inline.standardOutput == flags.standardOutput)
    #expect(stdin.standardOutput == flags.standardOutput)
    let folder = try RingsProcess.temporaryFolder()
    try Data(json.utf8).write(to: folder.appendingPathComponent("day.json"))
    let file = try RingsProcess.run(
      ["render", "--summary", "day.json", "--format", "svg", "-o", "-"], in: folder)
    #expect(file.standardOutput == flags.standardOutput)
  }

  @Test func terminalOutputWithoutAPathIsPlainWhenPiped() throws {
    let result = try RingsProcess.run(Self.values)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(!result.standardOutput.contains(0x1B), "no escape sequences when piped")
    #expect(result.text.contains("Move"))
    let coloured = try RingsProcess.run(Self.values + ["--color", "always"])
    #expect(coloured.standardOutput.contains(0x1B))
    let noColor = try RingsProcess.run(
      Self.values + ["--color", "auto"], environment: ["NO_COLOR": "1"])
    #expect(!noColor.standardOutput.contains(0x1B))
  }

  @Test func goalZeroIsAllowedAndQuiet() throws {
    let result = try RingsProcess.run(["render", "--move", "90/0", "--format", "svg", "-o", "-"])
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
  }

  @Test func renderersListsTheBackends() throws {
    let result = try RingsProcess.run(["renderers"])
    #expect(result.status == 0)
    let names = result.text.split(separator: "\n").map {
      $0.split(separator: " ").first.map(String.init)
    }
    #expect(names == ["NAME", "ascii", "cairo", "gif", "svg", "webp"])
  }

  @Test func helpAndVersion() throws {
    let help = try RingsProcess.run(["render", "--help"])
    #expect(help.status == 0)
    #expect(help.text.contains("Examples:"))
    let version = try RingsProcess.run(["--version"])
    #expect(version.status == 0)
    #expect(version.text.trimmingCharacters(in: .whitespacesAndNewlines) == "0.4.0")
  }

  /// The CHANGELOG's top section is the version `rings --version` prints; the README's release
  /// archive, every package line in the docs and examples, and rings-server name it too.
  @Test func theChangelogAndTheDocsNameTheVersionTheToolPrints() throws {
    let printed = try RingsProcess.run(["--version"]).text
      .trimmingCharacters(in: .whitespacesAndNewlines)
    func read(_ path: String) throws -> String {
      try String(contentsOf: ReadmeTests.root.appendingPathComponent(path), encoding: .utf8)
    }
    let top = try read("CHANGELOG.md").split(separator: "\n").first { $0.hasPrefix("## [") }
    #expect(top.map { $0.hasPrefix("## [\(printed)]") } == true, "\(top ?? "no section")")
    #expect(try read("README.md").contains("rings-\(printed)-linux-x86_64.tar.gz"))
    #expect(
      try read("Server/Sources/RingsServer/Configuration/ServerVersion.swift")
        .contains("static let current = \"\(printed)\""))
    let packageLine = try Regex(#"ActivityRings", from: "([0-9.]+)""#)
    for path in [
      "README.md", "Sources/ActivityRings/Documentation.docc/GettingStarted.md",
      "Sources/ActivityRingsSnapshotTestingCore/Documentation.docc/SnapshotTestingYourRings.md",
      "Examples/RingsDashboard/Package.swift", "Examples/OutsideBackend/Package.swift",
    ] {
      let versions = try read(path).matches(of: packageLine).map {
        String($0.output[1].substring ?? "")
      }
      #expect(!versions.isEmpty && versions.allSatisfy { $0 == printed }, "\(path): \(versions)")
    }
  }

  @Test(arguments: [
    (["--move", "350/abc"], "is not a number"),
    (["--move", "-5/500"], "must not be negative"),
    (["--move", "nan/500"], "is not a number"),
    (["--move", "350"], "is not VALUE/GOAL"),
    (["--move", "1/2", "--size", "0"], "--size must be greater than 0"),
    (["--move", "1/2", "--size", "-3"], "--size must be greater than 0"),
    (["--move", "1/2", "--size", "3000", "--scale", "3"], "the limit is 8192"),
    (["--move", "1/2", "--size", "1e300"], "the limit is 8192"),
    (
      ["--move", "1/2", "--size", "inf"],
      "--size must be a number of points greater than 0 (got 'inf')"
    ),
    (["--move", "1/2", "--scale", "4"], "--scale 4 is not supported"),
    (
      ["--move", "1/2", "--renderer", "webgl"],
      "unknown renderer 'webgl' (known: ascii, cairo, gif, svg, webp): did you mean 'webp'?"
    ),
    (["--summary", "missing.json"], "cannot read summary file 'missing.json'"),
    (
      ["--summary", "bad.json"],
      "is not JSON: expected a key in double quotes at line 1, column 3, found 'not'"
    ),
    (["--summary", "move=1/2,colour=red"], "key 'colour' is unknown"),
    ([String](), "no values"),
    (["--move", "1/2", "--bogus"], "Unknown option '--bogus'"),
    (["--move", "1/2", "-o", "rings.heic"], "cannot tell the format"),
    (["--move", "1/2", "--renderer", "svg", "-o", "rings.png"], "cannot write png"),
  ])
  func badInputIsOneLineExit64AndNoFile(arguments: [String], message: String) throws {
    let folder = try RingsProcess.temporaryFolder()
    try Data("{ not json".utf8).write(to: folder.appendingPathComponent("bad.json"))
    let output = arguments.contains("-o") ? [] : ["-o", "out.png"]
    let result = try RingsProcess.run(["render"] + arguments + output, in: folder)
    #expect(result.status == 64, "\(result.standardError)")
    #expect(result.standardError.contains(message), "\(result.standardError)")
    #expect(result.standardError.hasPrefix("rings: "))
    #expect(result.standardError.split(separator: "\n").count == 1)
    #expect(try RingsProcess.files(in: folder) == ["bad.json"])
  }

  @Test func unwritableOutputIsARuntimeErrorThatDamagesNothing() throws {
    let folder = try RingsProcess.temporaryFolder()
    let missing = try RingsProcess.run(
      Self.values + ["-o", "no/such/folder/rings.png"], in: folder)
    #expect(missing.status == 1)
    #expect(missing.standardError.contains("does not exist"))
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("taken.png"), withIntermediateDirectories: false)
    let directory = try RingsProcess.run(Self.values + ["-o", "taken.png"], in: folder)
    #expect(directory.status == 64)
    #expect(directory.standardError.contains("is a folder"))
    // A failed render leaves an existing file exactly as it was.
    let existing = folder.appendingPathComponent("keep.svg")
    try Data("precious".utf8).write(to: existing)
    let bad = try RingsProcess.run(["render", "--move", "x/1", "-o", "keep.svg"], in: folder)
    #expect(bad.status == 64)
    #expect(try Data(contentsOf: existing) == Data("precious".utf8))
    #expect(try RingsProcess.files(in: folder) == ["keep.svg", "taken.png"])
  }
}

extension Array where Element == String {
  func prepending(_ first: String) -> [String] { [first] + self }
}

@Suite struct RenderLabelTests {
  @Test func labelWidensTheCanvasAndNamesThePerson() throws {
    let result = try RingsProcess.run(
      RenderCommandTests.values + ["--label", "Ana", "--wheelchair", "--format", "svg", "-o", "-"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.text.contains(#"width="320" height="160""#))
    #expect(result.text.contains(">Ana</text>"))
    #expect(result.text.contains(">Roll 8/12HRS</text>"))
    let below = try RingsProcess.run(
      RenderCommandTests.values + [
        "--label", "Ana", "--label-position", "below", "--format", "svg", "-o", "-",
      ])
    #expect(below.text.contains(#"width="160" height="256""#))
    let terminal = try RingsProcess.run(RenderCommandTests.values + ["--label", "Ana"])
    #expect(terminal.text.contains("Exercise 20/30MIN"))
  }

  @Test func aLabelThatDoesNotFitMovesBelowShortensTheNameOrNamesTheSmallestSize() throws {
    let name = "Maximilian Alexander von Hohenberg-Schwarzenstein"
    let long = try RingsProcess.run(
      RenderCommandTests.values + ["--label", name, "--format", "svg", "-o", "-"])
    #expect(long.status == 0, "\(long.standardError)")
    // Below the rings (a taller canvas), the name cut to what fits at 11 pt.
    #expect(long.text.contains(#"width="160" height="256""#))
    #expect(long.text.contains(">Maximilian Alexand…</text>"))

    let small = try RingsProcess.run(
      RenderCommandTests.values + ["--label", "Ana", "--size", "36.67", "-o", "x.png"])
    #expect(small.status == 64)
    #expect(
      small.standardError
        == "rings: --size 36.67 is too small for the label: its text would be below 11 pt, Apple's smallest legible size; the smallest --size that fits it is 141.26\n"
    )
  }

  @Test func aLabelCountsTowardsThePixelLimit() throws {
    let result = try RingsProcess.run(
      RenderCommandTests.values + [
        "--label", "Ana", "--size", "3000", "--scale", "2", "-o", "x.png",
      ])
    #expect(result.status == 64)
    #expect(result.text.isEmpty)
    #expect(result.standardError.contains("with a label is 12000 pixels: the limit is 8192"))
  }
}

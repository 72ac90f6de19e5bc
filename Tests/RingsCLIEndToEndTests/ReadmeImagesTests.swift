import ActivityRingsCairoSnapshotTesting
import ActivityRingsPNG
import Foundation
import Testing
import _ActivityRingsTestSupport

/// The README's pictures are snapshot references, `Snapshots/ReadmeImagesTests/readme.<name>.png`,
/// and this list is the one place their commands are written: each test runs its picture's
/// command with the built `rings` tool and compares the result with the reference through the
/// snapshot helper, at most 0.1% of pixels more than 2/255 apart (what differs between Cairo
/// builds), so the pictures cannot go stale. `Scripts/readme-images` runs these tests in record
/// mode to redraw them.
@Suite struct ReadmeImagesTests {
  /// One README picture and the command that makes it.
  struct Picture: Sendable, CustomStringConvertible {
    /// The file name the command writes; the reference is `readme.<file>`.
    let file: String
    /// The subcommand: `render`, or `animate` for the animated PNG.
    let command: String
    /// The arguments after `rings <command>`, without `-o`.
    let arguments: [String]
    /// JSON written to standard input, for `--summary -`.
    let input: String?

    var description: String { file }

    init(
      _ file: String, _ arguments: [String], input: String? = nil, command: String = "render",
      size: String = "160"
    ) {
      self.file = file
      self.command = command
      switch command {
      case "render": self.arguments = arguments + ["--size", size, "--scale", "2"]
      case "animate": self.arguments = arguments + ["--size", size]
      default: self.arguments = arguments
      }
      self.input = input
    }

    /// The same day in the default look at `size` points, @2x ("How close to Apple").
    static func sized(_ size: String) -> Picture {
      Picture(
        "size-\(size).png", ["--summary", "move=350/500,exercise=20/30,stand=8/12"], size: size)
    }
  }

  static let pictures = [
    Picture("laps-100.png", ["--summary", "move=500/500,exercise=30/30,stand=12/12"]),
    Picture("laps-101.png", ["--summary", "move=505/500,exercise=30.3/30,stand=12.12/12"]),
    Picture("laps-200.png", ["--summary", "move=1000/500,exercise=60/30,stand=24/12"]),
    Picture("laps-201.png", ["--summary", "move=1005/500,exercise=60.3/30,stand=24.12/12"]),
    Picture("laps-1000.png", ["--summary", "move=5000/500,exercise=300/30,stand=120/12"]),
    Picture("laps-1001.png", ["--summary", "move=5005/500,exercise=300.3/30,stand=120.12/12"]),
    Picture(
      "flat.png", ["--summary", "move=350/500,exercise=45/30,stand=8/12", "--look", "flat"]),
    .sized("29"), .sized("64"), .sized("160"), .sized("512"),
    Picture(
      "paused.png", ["--summary", "-"],
      input:
        #"{"activeEnergyBurned":300,"activeEnergyBurnedGoal":500,"appleExerciseTime":20,"appleExerciseTimeGoal":30,"appleStandHours":6,"appleStandHoursGoal":12,"isPaused":true}"#
    ),
    Picture(
      "animation.png",
      [
        "--from", "move=400/500,exercise=10/30,stand=3/12", "--to",
        "move=1250/500,exercise=25/30,stand=13/12", "--fps", "30",
      ], command: "animate"),
    Picture(
      "history.png",
      [
        "Tests/ActivityRingsHealthTests/Fixtures/summaries.csv", "--month", "2024-05",
        "--highlight", "2024-05-17", "--scale", "2",
      ], command: "history"),
  ]

  /// The package's root folder.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test("each README picture is what the rings tool draws", arguments: pictures)
  func pictureMatchesTheTool(_ picture: Picture) throws {
    let folder = try RingsProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // Commands run in the package root; the test runs in a temporary folder, so the fixture's
    // path becomes absolute.
    let arguments = picture.arguments.map(Self.rooted)
    let result = try RingsProcess.run(
      [picture.command] + arguments + ["-o", picture.file],
      input: picture.input.map { Data($0.utf8) }, in: folder)
    try #require(result.status == 0, "\(picture): \(result.standardError)")
    let drawn = try Data(contentsOf: folder.appendingPathComponent(picture.file))
    // An animated PNG's default image is its first frame; its frames are checked by the APNG
    // suites.
    assertRingSnapshot(
      of: drawn, as: .png(precision: 0.999, tolerance: 2),
      named: String(picture.file.dropLast(4)), testName: "readme")
  }

  /// A path in the package, as a command run in its root reads it, made absolute.
  static func rooted(_ argument: String) -> String {
    argument.hasPrefix("Tests/") ? root.appendingPathComponent(argument).path : argument
  }

  /// The report picture: the top of `rings report`'s page of the CSV fixture's 2024 in headless
  /// Chromium, 1180 × 1300 pixels, `readme.report.png`. Text is drawn by Chromium, so a
  /// Chromium release may move a few antialiased pixels: at least 99% of pixels within 8/255
  /// (measured: every pixel, run after run, on Debian's chromium 156).
  static let report = (
    file: "report.png",
    arguments: [
      "report", "Tests/ActivityRingsHealthTests/Fixtures/summaries.csv", "--year", "2024",
    ], width: 1180, height: 1300
  )

  @Test(
    "the report picture is what the tool and Chromium show",
    .enabled(
      if: HeadlessChromium.isInstalled, "Debian's chromium is not installed (CI installs it)"))
  func reportPictureMatchesTheTool() throws {
    let chromium = try #require(HeadlessChromium())
    let folder = try RingsProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("report.html")
    let arguments = Self.report.arguments.map(Self.rooted)
    let result = try RingsProcess.run(arguments + ["-o", page.path])
    try #require(result.status == 0, "\(result.standardError)")
    let drawn = try chromium.screenshot(
      of: page, width: Self.report.width, height: Self.report.height)
    assertRingSnapshot(
      of: Data(try PNGEncoder(compression: .maximum).encode(drawn)),
      as: .png(precision: 0.99, tolerance: 8), named: "report", testName: "readme")
  }

  @Test("the README shows every picture, and the references are exactly these")
  func readmeShowsEveryPicture() throws {
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let references = Self.root.appendingPathComponent("Snapshots/ReadmeImagesTests")
    for file in Self.pictures.map(\.file) + [Self.report.file] {
      let shows = readme.contains("src=\"Snapshots/ReadmeImagesTests/readme.\(file)\"")
      #expect(shows, "README.md does not show \(file)")
    }
    let files = try FileManager.default.contentsOfDirectory(atPath: references.path)
    let expected = Self.pictures.map(\.file) + [Self.report.file]
    #expect(Set(files) == Set(expected.map { "readme." + $0 }), "\(files)")
  }
}

import ActivityRings
import ActivityRingsCairo
import ActivityRingsPNG
import Foundation
import Testing

/// The README's pictures in `Documentation/Images/` are what the `rings` tool draws today: each
/// test runs the picture's command (the one `Scripts/readme-images` runs) with the built binary
/// and compares the pixels with the committed file, so the pictures cannot go stale.
@Suite struct ReadmeImagesTests {
  /// One README picture and the command that makes it.
  struct Picture: Sendable, CustomStringConvertible {
    /// The file name in `Documentation/Images/`.
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
        "../shared/reference/health/wanjunhong0-MyHealth_ActivitySummary.csv", "--month",
        "2019-05", "--highlight", "2019-05-17", "--scale", "2",
      ], command: "history"),
  ]

  /// The package's root folder.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let images = root.appendingPathComponent("Documentation/Images")

  @Test("the committed picture is exactly what the rings tool draws", arguments: pictures)
  func pictureMatchesTheTool(_ picture: Picture) throws {
    let folder = try RingsProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // The script runs in the package root, where ../shared sits beside it; the test runs in a
    // temporary folder, so such paths become absolute.
    let arguments = picture.arguments.map { argument in
      argument.hasPrefix("../")
        ? Self.root.deletingLastPathComponent().appendingPathComponent(
          String(argument.dropFirst(3))
        )
        .path : argument
    }
    let result = try RingsProcess.run(
      [picture.command] + arguments + ["-o", picture.file],
      input: picture.input.map { Data($0.utf8) }, in: folder)
    try #require(result.status == 0, "\(picture): \(result.standardError)")
    let drawnBytes = try Data(contentsOf: folder.appendingPathComponent(picture.file))
    if picture.command == "animate" {
      // Every frame and delay: the animation is deterministic, so the bytes are the same.
      let same =
        try drawnBytes == Data(contentsOf: Self.images.appendingPathComponent(picture.file))
      #expect(same, "\(picture) differs from what the tool makes: run Scripts/readme-images")
    }
    let drawn = try PNGDecoder().decode(drawnBytes)
    let committed = try PNGDecoder().decode(
      Data(contentsOf: Self.images.appendingPathComponent(picture.file)))
    try #require(
      drawn.width == committed.width && drawn.height == committed.height,
      """
      \(picture) is \(committed.width)×\(committed.height) px; the tool draws \
      \(drawn.width)×\(drawn.height): run Scripts/readme-images and commit the pictures
      """)
    var differing = 0
    var largest = 0
    for y in 0..<drawn.height {
      for x in 0..<drawn.width {
        let difference = drawn[x, y].maximumChannelDifference(to: committed[x, y])
        if difference > 0 { differing += 1 }
        largest = max(largest, difference)
      }
    }
    #expect(
      differing == 0,
      """
      \(picture): \(differing) pixels differ from what the tool draws now (by up to \
      \(largest)/255): run Scripts/readme-images and commit the pictures
      """)
  }

  @Test("Scripts/readme-images runs the same commands, and the README shows every picture")
  func scriptAndReadmeAgree() throws {
    // The script's commands, with line continuations joined.
    let script = try String(
      contentsOf: Self.root.appendingPathComponent("Scripts/readme-images"), encoding: .utf8
    )
    .replacingOccurrences(of: "\\\n", with: " ")
    .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    for picture in Self.pictures {
      // The sizes are drawn in one loop over "$size".
      let loop = picture.file.hasPrefix("size-")
      let arguments =
        loop
        ? picture.arguments.map { $0 == picture.file.dropFirst(5).dropLast(4) ? "\"$size\"" : $0 }
        : picture.arguments
      let file = loop ? "size-$size.png" : picture.file
      let command =
        "\"$rings\" \(picture.command) \(arguments.joined(separator: " ")) -o \"$out/\(file)\""
      // Booleans first, so a failure prints the command rather than the whole script.
      let runs = script.contains(command)
      #expect(runs, "Scripts/readme-images does not run: \(command)")
      if let input = picture.input {
        let sends = script.contains("echo '\(input)' |")
        #expect(sends, "Scripts/readme-images does not send \(input)")
      }
      let shows = readme.contains("src=\"Documentation/Images/\(picture.file)\"")
      #expect(shows, "README.md does not show \(picture)")
    }
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.images.path)
      .filter { $0.hasSuffix(".png") }
    #expect(Set(files) == Set(Self.pictures.map(\.file)), "Documentation/Images holds \(files)")
  }
}

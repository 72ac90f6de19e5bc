import Foundation
import Testing
import _ActivityRingsTestSupport

/// `-o` naming a file the command reads is refused before anything is written (exit 64, one
/// line), for every subcommand that reads a file and writes `-o`: the same file by name, by a
/// link, or as `/dev/stdin` redirected from it.
@Suite struct OwnInputTests {
  /// An ActivitySummary CSV of three days.
  static let csv = """
    dateComponents,activeEnergyBurned,activeEnergyBurnedGoal,activeEnergyBurnedUnit,appleMoveTime,appleMoveTimeGoal,appleExerciseTime,appleExerciseTimeGoal,appleStandHours,appleStandHoursGoal
    2019-05-13,420,500,kcal,,,31,30,11,12
    2019-05-14,520,500,kcal,,,12,30,12,12
    2019-05-15,610,500,kcal,,,45,30,13,12

    """
  /// A summary as JSON.
  static let summary = #"{"activeEnergyBurned": 350, "activeEnergyBurnedGoal": 500}"#

  /// Each case: the input file's name and contents, and the command, which reads it and writes
  /// `-o` onto it. The importer tells a file by its content, so an export may be named `.svg`.
  static let cases: [(file: String, contents: String, arguments: [String])] = [
    ("w.csv", csv, ["import", "w.csv", "--since", "2019-01-01", "-o", "w.csv"]),
    ("w.csv", csv, ["stats", "w.csv", "-o", "w.csv"]),
    ("w.html", csv, ["report", "w.html", "-o", "w.html"]),
    ("w.svg", csv, ["history", "w.svg", "--month", "2019-05", "-o", "w.svg"]),
    ("w.svg", csv, ["render", "--from-export", "w.svg", "--date", "2019-05-14", "-o", "w.svg"]),
    ("day.svg", summary, ["render", "--summary", "day.svg", "-o", "day.svg"]),
    ("day.svg", summary, ["animate", "--from", "move=1/500", "--to", "day.svg", "-o", "day.svg"]),
    ("day.txt", summary, ["describe", "--summary", "day.txt", "-o", "day.txt"]),
    ("day.json", summary, ["validate", "--summary", "day.json", "-o", "day.json"]),
  ]

  @Test(arguments: cases)
  func anInputIsNeverTheOutput(file: String, contents: String, arguments: [String]) throws {
    let folder = try RingsProcess.temporaryFolder()
    let input = folder.appendingPathComponent(file)
    try Data(contents.utf8).write(to: input)
    let result = try RingsProcess.run(arguments, in: folder)
    #expect(result.status == 64, "\(result.standardError)")
    #expect(result.standardError.hasPrefix("rings: -o '\(file)' is the same file as the "))
    #expect(
      result.standardError.hasSuffix(
        ": writing it would replace the input; write to another file\n"))
    #expect(result.standardError.split(separator: "\n").count == 1)
    #expect(try String(contentsOf: input, encoding: .utf8) == contents)
    #expect(try RingsProcess.files(in: folder) == [file])
  }

  @Test func aLinkToTheInputIsTheInput() throws {
    let folder = try RingsProcess.temporaryFolder()
    try Data(Self.csv.utf8).write(to: folder.appendingPathComponent("w.csv"))
    #expect(symlink("w.csv", folder.appendingPathComponent("soft.csv").path) == 0)
    #expect(
      link(
        folder.appendingPathComponent("w.csv").path, folder.appendingPathComponent("hard.csv").path)
        == 0)
    for output in ["soft.csv", "hard.csv", "./w.csv"] {
      let result = try RingsProcess.run(
        ["import", "w.csv", "--since", "2019-05-15", "-o", output], in: folder)
      #expect(result.status == 64, "\(output): \(result.standardError)")
      #expect(
        result.standardError
          == "rings: -o '\(output)' is the same file as the export 'w.csv': writing it would "
          + "replace the input; write to another file\n")
    }
    #expect(
      try String(contentsOf: folder.appendingPathComponent("w.csv"), encoding: .utf8) == Self.csv)
  }

  /// `rings render … -o /dev/stdin < in.txt` replaced in.txt.
  @Test(arguments: [
    (["render", "--move", "1/2", "--format", "svg"], "/dev/stdin", summary),
    (["render", "--summary", "-", "--format", "svg"], "/dev/stdin", summary),
    (["import", "-", "--format", "csv"], "/dev/fd/0", csv),
  ])
  func standardInputRedirectedFromAFileIsNotAnOutput(
    arguments: [String], output: String, contents: String
  ) throws {
    let folder = try RingsProcess.temporaryFolder()
    let input = folder.appendingPathComponent("in.txt")
    try Data(contents.utf8).write(to: input)
    let result = try ProcessRunner.run(
      "/bin/sh",
      ["-c", "exec \"$0\" \"$@\" < in.txt", RingsProcess.executable.path] + arguments + [
        "-o", output,
      ], in: folder)
    #expect(result.status == 64, "\(result.standardError)")
    #expect(
      result.standardError
        == "rings: -o '\(output)' is the same file as standard input: writing it would replace "
        + "the input; write to another file\n")
    #expect(try String(contentsOf: input, encoding: .utf8) == contents)
    #expect(try RingsProcess.files(in: folder) == ["in.txt"])
  }

  @Test func anotherFileIsWrittenAsBefore() throws {
    let folder = try RingsProcess.temporaryFolder()
    try Data(Self.csv.utf8).write(to: folder.appendingPathComponent("w.csv"))
    let result = try RingsProcess.run(
      ["import", "w.csv", "--since", "2019-05-15", "-o", "later.csv"], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    let written = try String(
      contentsOf: folder.appendingPathComponent("later.csv"), encoding: .utf8)
    #expect(written.hasSuffix("2019-05-15,610,500,kcal,,,45,30,13,12\n"))
  }
}

import ActivityRingsCairo
import ActivityRingsPNG
import Foundation
import Testing
import _ActivityRingsTestSupport

@Suite struct HistoryCommandTests {
  static let csv = ImportCommandTests.csv

  @Test func monthCalendarFromTheCSVFixtureInEveryFormat() throws {
    let folder = try RingsProcess.temporaryFolder()
    for file in ["may.png", "may.svg", "may.pdf", "may.txt"] {
      let result = try RingsProcess.run(
        ["history", Self.csv, "--month", "2024-05", "--highlight", "2024-05-17", "-o", file],
        in: folder)
      #expect(result.status == 0, "\(file): \(result.standardError)")
    }
    let png = try PNGDecoder().decode(Data(contentsOf: folder.appendingPathComponent("may.png")))
    // 7 cells of 44 pt with gaps and margins; six rows would be taller than five.
    #expect(png.width == 44 * 7 + Int((44 * (6 * 0.08 + 0.5)).rounded()))
    let svg = try String(contentsOf: folder.appendingPathComponent("may.svg"), encoding: .utf8)
    #expect(svg.contains(">May 2024</text>"))
    #expect(svg.contains("Move closed on"))
    #expect(svg.components(separatedBy: "fill=\"#000000\">17</text>").count == 2, "17 highlighted")
  }

  /// The week starts on the locale's first day (LC_ALL, then LC_TIME, then LANG), or on
  /// `--week-start`.
  @Test func theWeekStartsOnTheLocalesDayUnlessToldAnother() throws {
    func title(_ environment: [String: String], _ options: [String] = []) throws -> String {
      let result = try RingsProcess.run(
        ["history", Self.csv, "--week", "2024-05-15", "--format", "svg", "-o", "-"] + options,
        environment: environment)
      #expect(result.status == 0, "\(result.standardError)")
      return ["May 12–18, 2024", "May 13–19, 2024", "May 11–17, 2024"].first {
        result.text.contains($0)
      } ?? result.text
    }
    #expect(try title(["LANG": "en_US.UTF-8"]) == "May 12–18, 2024")
    #expect(try title(["LANG": "en_GB.UTF-8"]) == "May 13–19, 2024")
    #expect(try title(["LANG": "ar_EG.UTF-8"]) == "May 11–17, 2024")
    #expect(try title([:]) == "May 13–19, 2024")
    #expect(try title(["LANG": "en_GB.UTF-8", "LC_TIME": "en_US.UTF-8"]) == "May 12–18, 2024")
    #expect(try title(["LC_ALL": "de_DE", "LC_TIME": "en_US.UTF-8"]) == "May 13–19, 2024")
    #expect(try title(["LANG": "en_US.UTF-8"], ["--week-start", "monday"]) == "May 13–19, 2024")
    let bad = try RingsProcess.run([
      "history", Self.csv, "--week", "2024-05-15", "--week-start", "sundy",
    ])
    #expect(bad.status == 64)
    #expect(bad.standardError.hasPrefix("rings: --week-start 'sundy' is not one of monday"))
    #expect(bad.standardError.split(separator: "\n").count == 1)
  }

  /// Days after `--today` without data have not happened: no rings, counted apart.
  @Test func daysAfterTodayShowNoRings() throws {
    let result = try RingsProcess.run([
      "history", Self.csv, "--from", "2024-06-10", "--to", "2024-06-20", "--today", "2024-06-16",
      "--format", "svg", "-o", "-",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.text.contains("2 days without data; 4 days still to come"))
  }

  @Test func weekInTheTerminalAndRangeOnStandardOutput() throws {
    let week = try RingsProcess.run(["history", Self.csv, "--week", "2024-05-15"])
    #expect(week.status == 0, "\(week.standardError)")
    // The terminal's ASCII prints the en dash as a hyphen.
    #expect(week.text.contains("May 13-19, 2024"))
    #expect(week.text.contains("2024-05-13 to 2024-05-19: Move closed on 5 of 7 days"))
    let range = try RingsProcess.run([
      "history", Self.csv, "--from", "2024-06-10", "--to", "2024-06-20", "--format", "svg", "-o",
      "-",
    ])
    #expect(range.status == 0)
    // The fixture ends on 2024-06-14: six days without data.
    #expect(range.text.contains("6 days without data"))
  }

  @Test func aZipWhoseExportHasALocalisedNameWorksToo() throws {
    let folder = try RingsProcess.temporaryFolder()
    let zip = HealthExportFixtures.localisedName.path
    let result = try RingsProcess.run(
      ["history", zip, "--from", "2023-05-10", "--to", "2023-05-12", "-o", "days.svg"], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    let render = try RingsProcess.run([
      "render", "--from-export", zip, "--date", "2023-05-10", "--format", "svg", "-o", "-",
    ])
    #expect(render.status == 0, "\(render.standardError)")
    #expect(render.text.contains("<desc id=\"activity-rings-desc\">Wednesday 10 May 2023. Move: "))
  }

  @Test func renderFromExportMatchesTheSameValuesGivenDirectly() throws {
    let fromExport = try RingsProcess.run([
      "render", "--from-export", Self.csv, "--date", "2024-05-17", "--format", "svg", "-o", "-",
    ])
    #expect(fromExport.status == 0, "\(fromExport.standardError)")
    let line = try RingsProcess.run([
      "import", Self.csv, "--since", "2024-05-17", "--until", "2024-05-17",
    ])
    let direct = try RingsProcess.run(
      ["render", "--summary", "-", "--format", "svg", "-o", "-"], input: line.standardOutput)
    #expect(fromExport.standardOutput == direct.standardOutput)
    let missing = try RingsProcess.run([
      "render", "--from-export", Self.csv, "--date", "2030-01-01", "--format", "svg", "-o", "-",
    ])
    #expect(missing.status == 0)
    #expect(missing.standardError.contains("has no Activity summary for 2030-01-01"))
  }

  @Test(arguments: [
    (["history", "x.csv", "--month", "2019-05"], "no such file"),
    (["history", csv], "give one of --month YYYY-MM, --week DAY, or --from DAY --to DAY"),
    (["history", csv, "--month", "2019-5"], "--month '2019-5' is not YYYY-MM"),
    (["history", csv, "--month", "2019-13"], "--month '2019-13'"),
    (["history", csv, "--week", "2019-02-30"], "--week '2019-02-30'"),
    (["history", csv, "--from", "2019-05-02", "--to", "2019-05-01"], "is before --from"),
    (["history", csv, "--from", "2022-06-01", "--to", "2024-06-01"], "more than a calendar shows"),
    (["history", csv, "--month", "2019-05", "--scale", "4"], "--scale 4 is not supported"),
    // Issue 25.6: the week's edge in words, not "10000-1-2 is not a day".
    (
      ["history", csv, "--week", "9999-12-31"],
      "--week '9999-12-31': the week of 9999-12-31 runs past 9999-12-31, the last day there is"
    ),
    // Issue 25.5: day numbers stay at 11 pt or more; a smaller cell is refused, before the
    // export is read (no warning about 2019-05's missing days first).
    (
      ["history", csv, "--month", "2019-05", "--cell-size", "10"],
      "--cell-size 10: cells of 10 points are too small for the day numbers"
    ),
    (["render", "--from-export", csv], "--from-export needs --date DAY"),
    (["render", "--date", "2019-05-01", "--move", "1/2"], "--date goes with --from-export"),
    (
      ["render", "--from-export", csv, "--date", "2019-05-01", "--move", "1/2"],
      "not both"
    ),
  ])
  func badInput(arguments: [String], message: String) throws {
    let folder = try RingsProcess.temporaryFolder()
    let result = try RingsProcess.run(arguments + ["-o", "out.png"], in: folder)
    #expect(result.status == 64, "\(result.standardError)")
    #expect(result.standardError.contains(message), "\(result.standardError)")
    #expect(result.standardError.split(separator: "\n").count == 1)
    #expect(try RingsProcess.files(in: folder).isEmpty)
  }
}

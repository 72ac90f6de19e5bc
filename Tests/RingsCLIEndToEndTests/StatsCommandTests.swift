import ActivityRings
import ActivityRingsHealth
import Foundation
import Testing
import _ActivityRingsTestSupport

/// `rings stats`, end to end: the made-up export of ``StatisticsSample`` as a CSV (its figures
/// are worked out by hand in `ActivityStatisticsTests`), the 560-day CSV fixture, and the output
/// contract.
@Suite struct StatsCommandTests {
  /// The made-up export as the CSV `rings import --format csv` writes, in a temporary folder.
  static func sampleExport() throws -> (folder: URL, path: String) {
    let folder = try RingsProcess.temporaryFolder()
    let csv =
      ([ActivitySummaryCSV.header] + StatisticsSample.summaries.map(ActivitySummaryCSV.row))
      .joined(separator: "\n") + "\n"
    let path = folder.appendingPathComponent("export.csv").path
    try Data(csv.utf8).write(to: URL(fileURLWithPath: path))
    return (folder, path)
  }

  static func json(_ result: RingsProcess.Result) throws -> [String: Any] {
    try #require(result.status == 0, "\(result.standardError)")
    return try #require(
      try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
  }

  @Test("the made-up export's figures, as JSON, are the hand-worked ones")
  func madeUpExportAsJSON() throws {
    let (folder, path) = try Self.sampleExport()
    defer { try? FileManager.default.removeItem(at: folder) }
    let json = try Self.json(try RingsProcess.run(["stats", path, "--format", "json"]))
    // See ActivityStatisticsTests for each figure's working.
    let span = try #require(json["span"] as? [String: Any])
    #expect(span["first"] as? String == "2026-05-30")
    #expect(span["days"] as? Int == 37)
    #expect(span["daysWithoutData"] as? Int == 1)
    let streaks = try #require(json["streaks"] as? [[String: Any]])
    let longest = streaks.compactMap { ($0["longest"] as? [String: Any])?["length"] as? Int }
    #expect(longest == [31, 16, 17, 8])
    let current = streaks.compactMap { ($0["current"] as? [String: Any])?["length"] as? Int }
    #expect(current == [2, 3, 3, 2])
    let weeks = try #require(json["perfectWeeks"] as? [String: [String]])
    #expect(weeks["move"] == ["2026-06-01", "2026-06-08", "2026-06-15", "2026-06-22"])
    #expect(weeks["all"] == ["2026-06-01"])
    #expect(json["perfectMoveMonths"] as? [String] == ["2026-06"])
    let months = try #require(json["months"] as? [[String: Any]])
    let allThree = months.compactMap { $0["all"] as? [String: Any] }
    #expect(allThree.compactMap { $0["closed"] as? Int } == [0, 27, 3])
    #expect(allThree.compactMap { $0["counted"] as? Int } == [1, 29, 4])
    let records = try #require(json["records"] as? [[String: Any]])
    #expect(records.first?["day"] as? String == "2026-07-03")
    #expect(records.first?["value"] as? Double == 1500)
    let goals = try #require(json["goals"] as? [[String: Any]])
    #expect(goals.filter { $0["ring"] as? String == "move" }.count == 6)
    #expect(goals.first { $0["unit"] as? String == "kJ" }?["goal"] as? Double == 2092)
  }

  @Test(
    "CSV: a row for the span, then each year and its months; a rate where no day counts is empty")
  func madeUpExportAsCSV() throws {
    let (folder, path) = try Self.sampleExport()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("months.csv")
    let result = try RingsProcess.run(["stats", path, "-o", output.path])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.text.isEmpty)
    let lines = try String(contentsOf: output, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 6)
    #expect(lines.first?.hasPrefix("period,kind,first,last,days,daysWithData,") == true)
    // May: Move 0 of 1 (0%), Exercise 0/2, Stand 0/2, all three 0 of 1.
    #expect(
      lines[3] == "2026-05,month,2026-05-30,2026-05-31,2,2,0,0,0,1,0,0,2,0,0,2,0,0,1,0,0,0")
    // July: 5 days, 4 with data; Move 3/4, Exercise 4/4, Stand 4/4, all three 3/4; one 200% and
    // 300% day.
    #expect(
      lines[5]
        == "2026-07,month,2026-07-01,2026-07-05,5,4,1,0,3,4,0.75,4,4,1,4,4,1,3,4,0.75,1,1")
    #expect(lines[1].hasPrefix("all,all,2026-05-30,2026-07-05,37,36,1,0,33,35,0.9429,"))
  }

  @Test("text: aligned tables, colour only when asked for or on a terminal")
  func text() throws {
    let (folder, path) = try Self.sampleExport()
    defer { try? FileManager.default.removeItem(at: folder) }
    let piped = try RingsProcess.run(["stats", path])
    #expect(piped.status == 0, "\(piped.standardError)")
    #expect(!piped.text.contains("\u{1B}"))
    #expect(piped.text.hasPrefix("Activity from 2026-05-30 to 2026-07-05: 37 days, 36 with data"))
    #expect(piped.text.contains("  Move       31 days  2026-06-01 to 2026-07-01"))
    #expect(piped.text.contains("  Move      1500 kcal  2026-07-03"))
    let colored = try RingsProcess.run(["stats", path, "--color", "always"])
    #expect(colored.text.contains("\u{1B}[38;2;250;17;79mMove\u{1B}[0m"))
    let terminal = try RingsProcess.runInTerminal(["stats", path])
    #expect(terminal.text.contains("\u{1B}[38;2;166;255;0m"))
    let noColor = try RingsProcess.run(
      ["stats", path], environment: ["NO_COLOR": "1", "CLICOLOR_FORCE": "1"])
    #expect(!noColor.text.contains("\u{1B}"))
  }

  @Test("--since and --until clip the span; bad days are usage errors; an empty range warns")
  func bounds() throws {
    let (folder, path) = try Self.sampleExport()
    defer { try? FileManager.default.removeItem(at: folder) }
    let june = try Self.json(
      try RingsProcess.run([
        "stats", path, "--since", "2026-06-10", "--until", "2026-06-20", "--format", "json",
      ]))
    let span = try #require(june["span"] as? [String: Any])
    #expect(span["first"] as? String == "2026-06-10")
    #expect(span["last"] as? String == "2026-06-20")
    let backwards = try RingsProcess.run(
      ["stats", path, "--since", "2026-06-10", "--until", "2026-06-01"])
    #expect(backwards.status == 64)
    #expect(backwards.standardError.contains("--until 2026-06-01 is before --since 2026-06-10"))
    let badDay = try RingsProcess.run(["stats", path, "--since", "2026-02-30"])
    #expect(badDay.status == 64)
    let empty = try RingsProcess.run(["stats", path, "--since", "2027-01-01", "--format", "json"])
    #expect(empty.status == 0)
    #expect(empty.standardError.contains("has no Activity summary from 2027-01-01 on"))
    let json = try Self.json(empty)
    #expect(json["span"] is NSNull)
  }

  @Test("the output rule: --format and -o must agree; standard input is read with -")
  func outputContract() throws {
    let (folder, path) = try Self.sampleExport()
    defer { try? FileManager.default.removeItem(at: folder) }
    let mismatch = try RingsProcess.run(["stats", path, "--format", "json", "-o", "x.csv"])
    #expect(mismatch.status == 64)
    #expect(mismatch.standardError.contains("--format json does not match -o"))
    let unknown = try RingsProcess.run(["stats", path, "-o", "stats.png"])
    #expect(unknown.status == 64)
    let standardInput = try RingsProcess.run(
      ["stats", "-", "--format", "csv", "-o", "-"],
      input: try Data(contentsOf: URL(fileURLWithPath: path)))
    let fromFile = try RingsProcess.run(["stats", path, "--format", "csv"])
    #expect(standardInput.status == 0, "\(standardInput.standardError)")
    #expect(standardInput.standardOutput == fromFile.standardOutput)
  }

  /// The 560-day CSV fixture. Every figure below was also computed independently, by a short
  /// Python script reading the CSV with the same rules (closed: value ≥ goal > 0; a streak is
  /// consecutive closed days; weeks Monday to Sunday): the same longest streaks, perfect weeks,
  /// closed and counted days per year, 200% and 300% days and records.
  @Test func csvFixture() throws {
    let csv = HealthExportFixtures.summaries
    // --since asks for 1969's two epoch rows, which are otherwise left out (UnlikelyDays-
    // CommandTests); the Python script counted them.
    let json = try Self.json(
      try RingsProcess.run(["stats", csv.path, "--since", "1969-12-30", "--format", "json"]))
    let streaks = try #require(json["streaks"] as? [[String: Any]])
    let longest = streaks.compactMap { $0["longest"] as? [String: Any] }
    #expect(longest.compactMap { $0["length"] as? Int } == [30, 11, 23, 7])
    #expect(
      longest.compactMap { $0["first"] as? String }
        == ["2023-11-01", "2024-02-07", "2023-07-07", "2022-11-22"])
    let weeks = try #require(json["perfectWeeks"] as? [String: [String]])
    #expect(["move", "exercise", "stand", "all"].map { weeks[$0]?.count } == [10, 3, 10, 0])
    #expect(json["perfectMoveMonths"] as? [String] == ["2023-11"])
    let years = try #require(json["years"] as? [[String: Any]])
    // 1969's two epoch rows (goal 0 for Move) count for Exercise and Stand only.
    #expect(years.compactMap { $0["period"] as? String } == ["1969", "2022", "2023", "2024"])
    let move = years.compactMap { $0["move"] as? [String: Any] }
    #expect(move.compactMap { $0["closed"] as? Int } == [0, 37, 205, 131])
    #expect(move.compactMap { $0["counted"] as? Int } == [0, 41, 350, 160])
    #expect(move.first?["rate"] is NSNull)
    let all = years.compactMap { $0["all"] as? [String: Any] }
    #expect(all.compactMap { $0["closed"] as? Int } == [0, 27, 121, 78])
    let total = try #require(json["total"] as? [String: Any])
    #expect(total["doubleMoveDays"] as? Int == 50)
    #expect(total["tripleMoveDays"] as? Int == 19)
    #expect(total["daysWithData"] as? Int == 560)
    let records = try #require(json["records"] as? [[String: Any]])
    #expect(
      records.compactMap { $0["day"] as? String } == ["2024-01-30", "2024-01-02", "2022-11-20"])
    #expect(records.compactMap { $0["value"] as? Double } == [2414.492, 300, 17])
  }
}

/// The `rings stats` transcript of the article "Streaks, awards and statistics" is what the
/// tool prints today.
@Suite struct StatsReadmeTranscriptTests {
  @Test func transcriptMatchesTheTool() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let article = "Sources/ActivityRings/Documentation.docc/StreaksAndStatistics.md"
    let readme = try String(contentsOf: root.appendingPathComponent(article), encoding: .utf8)
    let prompt = "$ rings stats "
    let start = try #require(readme.range(of: prompt), "\(article) has no rings stats transcript")
    let commandLine = readme[start.upperBound...].prefix { $0 != "\n" }
    let body = readme[commandLine.endIndex...].dropFirst()
    let end = try #require(body.range(of: "```"))
    let arguments = ["stats"] + commandLine.split(separator: " ").map(String.init)
    // The transcript runs in the package root, where the fixture's path starts.
    let result = try RingsProcess.run(arguments, in: root)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.text == String(body[..<end.lowerBound]),
      "\(article)'s rings stats transcript differs from what the tool prints: \(result.text)")
  }
}

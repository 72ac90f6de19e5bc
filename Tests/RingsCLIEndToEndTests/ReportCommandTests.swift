import ActivityRings
import ActivityRingsHealth
import Foundation
import Testing
import _ActivityRingsTestSupport

/// `rings report`, end to end, read as HTML text: a labelled cell per day, headings in order,
/// nothing from outside the file, size, and the command's refusals. The browser suite
/// (`ReportBrowserTests`) loads the page in Chromium; `ReportStyleTests` checks its contrast.
@Suite struct ReportCommandTests {
  /// A day cell of the page: its day, whether it has data, its label.
  struct Cell: Equatable {
    let day: String
    let hasData: Bool
    let label: String
  }

  /// The day cells of `html`, in page order.
  static func cells(_ html: String) throws -> [Cell] {
    let pattern = try Regex(
      #"<div class="day( empty)?(?: ahead)?(?: today)?" id="d([0-9-]{10})"(?: aria-current="date")? data-day="[0-9-]{10}" tabindex="0" role="img" aria-label="([^"]*)""#
    )
    return html.matches(of: pattern).map { match in
      Cell(
        day: String(match.output[2].substring ?? ""), hasData: match.output[1].substring == nil,
        label: unescaped(String(match.output[3].substring ?? "")))
    }
  }

  static func unescaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(
      of: "&apos;", with: "'"
    )
    .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
    .replacingOccurrences(of: "&amp;", with: "&")
  }

  /// The page of `export` (a path) with `arguments`, written to a file in `folder`.
  static func page(_ export: String, _ arguments: [String] = [], in folder: URL) throws -> String {
    let output = folder.appendingPathComponent("report.html")
    // Today pinned after the exports' days, so that none of them is still to come.
    let result = try RingsProcess.run(
      ["report", export, "-o", output.path, "--today", "2030-01-01"] + arguments)
    try #require(result.status == 0, "\(result.standardError)")
    return try String(contentsOf: output, encoding: .utf8)
  }

  @Test(
    "every day of the shown year has a cell; a day of the export is labelled with the core's sentence"
  )
  func labelledCells() throws {
    let (folder, path) = try StatsCommandTests.sampleExport()
    defer { try? FileManager.default.removeItem(at: folder) }
    let cells = try Self.cells(try Self.page(path, in: folder))
    // 2026 has 365 days; the made-up export has 36 of them (07-02 missing).
    #expect(cells.count == 365)
    #expect(cells.first?.day == "2026-01-01")
    let withData = cells.filter(\.hasData)
    #expect(withData.count == 36)
    for summary in StatisticsSample.summaries {
      let day = try #require(summary.day)
      let style: RingStyle = summary.hasWatchRings ? .threeRings : .moveOnly
      let expected = try RingDescription(summary: summary, style: style).sentence
      #expect(withData.first { $0.day == day.description }?.label == expected)
    }
    #expect(cells.first { $0.day == "2026-07-02" }?.label == "Thursday 2 July 2026. No data.")
  }

  @Test("headings run in order: h1, then h2 per part, h3 inside, h4 per month")
  func headingsInOrder() throws {
    let folder = try RingsProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let html = try Self.page(try FiveYearExport.write(in: folder), in: folder)
    let levels = html.matches(of: try Regex(#"<h([1-6])[ >]"#)).compactMap {
      Int($0.output[1].substring ?? "")
    }
    #expect(levels.first == 1)
    #expect(levels.filter { $0 == 1 }.count == 1)
    for (previous, next) in zip(levels, levels.dropFirst()) {
      #expect(next <= previous + 1, "h\(previous) followed by h\(next)")
    }
    // An overview and five years; twelve months each.
    #expect(levels.filter { $0 == 2 }.count == 6)
    #expect(levels.filter { $0 == 4 }.count == 60)
  }

  @Test("the page is self-contained: no network, no other file")
  func selfContained() throws {
    let (folder, path) = try StatsCommandTests.sampleExport()
    defer { try? FileManager.default.removeItem(at: folder) }
    let html = try Self.page(path, in: folder)
    for outside in ["src=", "<link", "@import", "https:"] {
      #expect(!html.contains(outside), "the page holds \(outside)")
    }
    // A pattern fill names a definition in the page (url(#r_0)), never another file.
    #expect(html.firstMatch(of: /url\((?!#)/) == nil, "the page holds url( with an address")
    // The only address is the SVG namespace, which is a name, not a request.
    let addresses = html.matches(of: try Regex(#"http://[^"]*"#)).map {
      String($0.output[0].substring ?? "")
    }
    #expect(Set(addresses) == ["http://www.w3.org/2000/svg"])
    #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
  }

  @Test("a five-year page: one cell per day with data, under 5 MB")
  func fiveYears() throws {
    let folder = try RingsProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let html = try Self.page(try FiveYearExport.write(in: folder), in: folder)
    let cells = try Self.cells(html)
    #expect(cells.count == 1827)
    #expect(cells.filter(\.hasData).count == FiveYearExport.summaries.count)
    // Measured 4.6 MB: days share the pieces of their rings' paints (see SVGSharedDrawing).
    #expect(html.utf8.count <= 5_000_000, "\(html.utf8.count) bytes")
  }

  @Test("--year shows one year, even an empty one; bad input is refused")
  func yearAndRefusals() throws {
    let (folder, path) = try StatsCommandTests.sampleExport()
    defer { try? FileManager.default.removeItem(at: folder) }
    let html = try Self.page(path, ["--year", "2026"], in: folder)
    #expect(html.contains("<section class=\"year\" id=\"y2026\""))
    #expect(!html.contains("id=\"overview\""))
    let empty = try RingsProcess.run(
      ["report", path, "--year", "2030", "-o", folder.appendingPathComponent("e.html").path])
    #expect(empty.status == 0)
    #expect(empty.standardError.contains("has no Activity summary from 2030-01-01 to 2030-12-31"))
    let badYear = try RingsProcess.run(["report", path, "--year", "0", "-o", "x.html"])
    #expect(badYear.status == 64)
    let badFormat = try RingsProcess.run(["report", path, "-o", "x.png"])
    #expect(badFormat.status == 64)
    let terminal = try RingsProcess.runInTerminal(["report", path])
    #expect(terminal.status == 64)
    #expect(terminal.standardError.contains("write it with -o report.html"))
    let piped = try RingsProcess.run(["report", path, "--year", "2026"])
    #expect(piped.status == 0)
    #expect(piped.text.hasPrefix("<!DOCTYPE html>"))
  }

  @Test("more years than a page shows: refused before drawing, one line, exit 64, no file")
  func tooManyYears() throws {
    let folder = try RingsProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // A day in each of 71 years, 2016 to 2086 (days after tomorrow are named in a warning, and
    // kept).
    let rows = (2016...2086).map { "\($0)-03-14,420,500,kcal,,,31,30,9,12" }
    let export = folder.appendingPathComponent("years.csv")
    try Data(([ActivitySummaryCSV.header] + rows).joined(separator: "\n").utf8 + [0x0A])
      .write(to: export)
    let output = folder.appendingPathComponent("report.html")
    let result = try RingsProcess.run(["report", export.path, "-o", output.path])
    #expect(result.status == 64)
    #expect(
      result.standardError.hasSuffix(
        "rings: the export has days in 71 years (2016 to 2086); a report shows at most 70: "
          + "choose them with --since/--until, or one with --year\n"))
    #expect(!FileManager.default.fileExists(atPath: output.path))
    // An existing file is left as it was.
    try Data("before".utf8).write(to: output)
    #expect(try RingsProcess.run(["report", export.path, "-o", output.path]).status == 64)
    #expect(try String(contentsOf: output, encoding: .utf8) == "before")
    let year = try RingsProcess.run(["report", export.path, "--year", "2021", "-o", output.path])
    #expect(year.status == 0, "\(year.standardError)")
  }

  @Test("--since and --until as in stats: the days read, and the years they fill; --year alone")
  func sinceAndUntil() throws {
    let (folder, path) = try StatsCommandTests.sampleExport()
    defer { try? FileManager.default.removeItem(at: folder) }
    let cells = try Self.cells(
      try Self.page(path, ["--since", "2026-06-10", "--until", "2026-06-20"], in: folder))
    #expect(cells.count == 365)
    #expect(cells.filter(\.hasData).map(\.day) == (10...20).map { "2026-06-\($0)" })
    // A stray day before Apple Watch is named and left out of the span, unless --since asks.
    let export = folder.appendingPathComponent("with-1969.csv")
    let text = try String(contentsOfFile: path, encoding: .utf8)
    try Data((text + "1969-12-31,100,400,kcal,,,5,30,2,12\n").utf8).write(to: export)
    let all = try Self.page(export.path, in: folder)
    #expect(all.contains("<title>Activity rings, 2026</title>"))
    let asked = try Self.page(export.path, ["--since", "1969-12-31"], in: folder)
    #expect(asked.contains("<title>Activity rings, 1969–2026</title>"))
    let since = try Self.page(export.path, ["--since", "2000-01-01"], in: folder)
    #expect(since.contains("<title>Activity rings, 2026</title>"))
    #expect(!since.contains("id=\"y1969\""))
    let both = try RingsProcess.run(
      ["report", path, "--year", "2026", "--since", "2026-06-01", "-o", "x.html"])
    #expect(both.status == 64)
    #expect(
      both.standardError
        == "rings: --year is --since YYYY-01-01 --until YYYY-12-31: give --year, or --since/--until\n"
    )
    let backwards = try RingsProcess.run(
      ["report", path, "--since", "2026-06-10", "--until", "2026-06-01", "-o", "x.html"])
    #expect(backwards.status == 64)
    #expect(backwards.standardError.contains("--until 2026-06-01 is before --since 2026-06-10"))
    let empty = try RingsProcess.run(["report", path, "--since", "2027-01-01", "-o", "x.html"])
    #expect(empty.status == 64)
    #expect(empty.standardError.contains("has no Activity summary from 2027-01-01 on"))
    #expect(empty.standardError.contains("no Activity summary to show"))
  }

  @Test("help and errors name no --format: the page is HTML, and -o names the file")
  func noFormatOption() throws {
    let help = try RingsProcess.run(["report", "--help"])
    #expect(help.status == 0)
    #expect(!help.text.contains("--format"))
    #expect(help.text.contains("--since <DAY>"))
    #expect(help.text.contains("Output: the page goes to -o PATH (.html or .htm)"))
    let (folder, path) = try StatsCommandTests.sampleExport()
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in ["x.png", "x", ".html"] {
      let result = try RingsProcess.run(
        ["report", path, "-o", folder.appendingPathComponent(name).path])
      #expect(result.status == 64)
      #expect(result.standardError.hasPrefix("rings: "), "\(name)")
      #expect(!result.standardError.contains("--format"), "\(result.standardError)")
    }
    let unknown = try RingsProcess.run(["report", path, "--format", "html"])
    #expect(unknown.status == 64)
  }
}

import ActivityRings
import ActivityRingsPNG
import ActivityRingsPNGSnapshotTesting
import Foundation
import Testing
import _ActivityRingsTestSupport

/// The report page in a real browser: headless Chromium (Debian's `chromium`, which CI installs)
/// loads the page of the 560-day CSV fixture and of a generated five-year export, with and
/// without scripts, and the DOM it leaves must hold one labelled cell per day of the export;
/// arrow keys must move between days; and one month, shown alone, must look like its reference.
@Suite(
  .enabled(if: HeadlessChromium.isInstalled, "Debian's chromium is not installed (CI installs it)"))
struct ReportBrowserTests {
  /// The two exports: the CSV fixture and the generated five years.
  enum Export: String, CaseIterable, CustomStringConvertible {
    case fixture
    case fiveYears

    var description: String { rawValue }

    /// Writes the page into `folder`; returns its file and the days of the export it shows.
    func page(in folder: URL) throws -> (url: URL, days: Int) {
      let export: String
      let days: Int
      switch self {
      case .fixture:
        export = HealthExportFixtures.summaries.path
        days = 560
      case .fiveYears:
        export = try FiveYearExport.write(in: folder)
        days = FiveYearExport.summaries.count
      }
      let url = folder.appendingPathComponent("report.html")
      let result = try RingsProcess.run(["report", export, "-o", url.path])
      try #require(result.status == 0, "\(result.standardError)")
      return (url, days)
    }
  }

  static func withFolder<Result>(_ body: (URL) throws -> Result) throws -> Result {
    let folder = try RingsProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder)
  }

  /// The labels of the day cells with data in a DOM, and how many cells there are.
  static func cells(in dom: String) throws -> (labelled: [String], all: Int) {
    let cell = try Regex(#"<div class="day( empty)?"[^>]*aria-label="([^"]*)""#)
    let matches = dom.matches(of: cell)
    let labelled = matches.filter { $0.output[1].substring == nil }.map {
      String($0.output[2].substring ?? "")
    }
    return (labelled, matches.count)
  }

  @Test(
    "loads with no console message; the script runs; one labelled cell per day",
    arguments: Export.allCases)
  func loadsWithScripts(_ export: Export) throws {
    let chromium = try #require(HeadlessChromium())
    try Self.withFolder { folder in
      let (url, days) = try export.page(in: folder)
      let page = try chromium.dumpDOM(of: url)
      #expect(page.consoleMessages.isEmpty, "\(page.consoleMessages)")
      #expect(page.dom.contains("<html lang=\"en\" class=\"scripted\">"))
      let cells = try Self.cells(in: page.dom)
      #expect(cells.labelled.count == days)
      // Each label starts with the spoken date and says something about the rings.
      let spokenDate = try Regex(#"^[A-Z][a-z]+day [0-9]{1,2} [A-Z][a-z]+ [0-9]{4}\. Move: "#)
      #expect(cells.labelled.allSatisfy { $0.firstMatch(of: spokenDate) != nil })
      // The script shows one year at a time (the latest) and keeps one day per year in the Tab
      // order.
      let sections = page.dom.matches(of: try Regex(#"<section class="year"[^>]*>"#))
      let hidden = sections.filter { $0.output[0].substring?.contains("hidden") == true }
      #expect(hidden.count == sections.count - 1)
      let tabbable = page.dom.matches(of: try Regex(#"class="day[^"]*"[^>]*tabindex="0""#))
      #expect(tabbable.count == sections.count)
    }
  }

  /// Headless Chromium 156 run with `--blink-settings=scriptEnabled=false` prints no DOM and
  /// writes no screenshot (its own tooling runs as script in the page), so the page's script is
  /// blocked by a Content-Security-Policy instead, the way a browser with scripts off treats it:
  /// the script never runs, and the only console message is Chromium's note that it refused it.
  @Test(
    "works with scripts turned off: every year shows, every day is in the Tab order",
    arguments: Export.allCases)
  func worksWithoutScripts(_ export: Export) throws {
    let chromium = try #require(HeadlessChromium())
    try Self.withFolder { folder in
      let (url, days) = try export.page(in: folder)
      let html = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(
        of: "<head>",
        with: "<head><meta http-equiv=\"Content-Security-Policy\" content=\"script-src 'none'\">")
      try Data(html.utf8).write(to: url)
      let page = try chromium.dumpDOM(of: url)
      let others = page.consoleMessages.filter { !$0.contains("Content Security Policy") }
      #expect(others.isEmpty, "\(others)")
      #expect(page.consoleMessages.count == 1, "\(page.consoleMessages)")
      #expect(!page.dom.contains("class=\"scripted\""))
      #expect(!page.dom.contains("hidden=\"\""))
      let cells = try Self.cells(in: page.dom)
      #expect(cells.labelled.count == days)
      let tabbable = page.dom.matches(of: try Regex(#"class="day[^"]*"[^>]*tabindex="0""#))
      #expect(tabbable.count == cells.all)
    }
  }

  @Test("arrow keys move between days, across months; Home and End go to a month's ends")
  func keyboardNavigation() throws {
    let chromium = try #require(HeadlessChromium())
    try Self.withFolder { folder in
      let (url, _) = try Export.fixture.page(in: folder)
      // The page, with a script at its end that presses keys and writes down where focus went.
      let keys = """
        <script>
        (function () {
          var path = [];
          function press(key) {
            document.activeElement.dispatchEvent(new KeyboardEvent("keydown", { key: key, bubbles: true }));
            path.push(document.activeElement.id);
          }
          document.getElementById("d2024-05-17").focus();
          ["ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp", "End", "ArrowRight", "Home", "ArrowLeft"].forEach(press);
          document.body.setAttribute("data-focus-path", path.join(" "));
        })();
        </script>
        """
      let html = try String(contentsOf: url, encoding: .utf8)
        .replacingOccurrences(of: "</body>", with: keys + "</body>")
      try Data(html.utf8).write(to: url)
      let page = try chromium.dumpDOM(of: url)
      #expect(page.consoleMessages.isEmpty, "\(page.consoleMessages)")
      let path = try #require(page.dom.firstMatch(of: try Regex(#"data-focus-path="([^"]*)""#)))
      // 17 May → 18 → 25 → 24 → 17 → 31 May (End) → 1 June → 1 June (Home) → 31 May.
      #expect(
        path.output[1].substring?.split(separator: " ") == [
          "d2024-05-18", "d2024-05-25", "d2024-05-24", "d2024-05-17", "d2024-05-31",
          "d2024-06-01", "d2024-06-01", "d2024-05-31",
        ])
    }
  }

  /// May 2024 of the CSV fixture (the README's history picture), shown alone: at least 99% of
  /// its pixels within 8/255 of the reference Chromium drew (measured: all of them, run after
  /// run on the same Chromium; the margin absorbs text antialiasing in another version).
  @Test("a month, shown alone, looks like its reference")
  func monthScreenshot() throws {
    let chromium = try #require(HeadlessChromium())
    let png = try Self.withFolder { folder in
      let (url, _) = try Export.fixture.page(in: folder)
      // Headless Chromium cannot screenshot a page scrolled to a fragment, so everything but
      // the month is hidden.
      let alone = """
        <style>body>header,main>section:not(#y2024),#y2024>:not(.months),\
        .months>.month:not(#m2024-05){display:none}</style>
        """
      let html = try String(contentsOf: url, encoding: .utf8)
        .replacingOccurrences(of: "</head>", with: alone + "</head>")
      try Data(html.utf8).write(to: url)
      let image = try chromium.screenshot(of: url, width: 400, height: 400)
      return Data(try PNGEncoder(compression: .maximum).encode(image))
    }
    assertRingSnapshot(
      of: png,
      as: .png(precision: 0.99, tolerance: 8), named: "may-2024")
  }
}

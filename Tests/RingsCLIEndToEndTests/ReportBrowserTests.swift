import ActivityRings
import ActivityRingsPNG
import ActivityRingsPNGSnapshotTesting
import Foundation
import Testing
import _ActivityRingsTestSupport

/// The report page in a real browser: headless Chromium (Debian's `chromium`, which CI installs)
/// loads the page of the 560-day CSV fixture and of a generated five-year export, with and
/// without scripts, and the DOM it leaves must hold one labelled cell per day of the export;
/// arrow keys must move between days; on a phone 390 pixels wide every table must fit or scroll
/// inside its box; and one month, shown alone, must look like its reference.
@Suite(
  .enabled(if: HeadlessChromium.isInstalled, "Debian's chromium is not installed (CI installs it)"))
struct ReportBrowserTests {
  /// The two exports: the CSV fixture and the generated five years.
  enum Export: String, CaseIterable, CustomStringConvertible {
    case fixture
    case fiveYears

    var description: String { rawValue }

    /// The export's file: the CSV fixture, or the five years written into `folder`.
    func source(in folder: URL) throws -> String {
      switch self {
      case .fixture: HealthExportFixtures.summaries.path
      case .fiveYears: try FiveYearExport.write(in: folder)
      }
    }

    /// Writes the page into `folder`; returns its file and the days of the export it shows: the
    /// fixture's 560 less its two 1969 rows, which the report leaves out as before Apple Watch.
    func page(in folder: URL) throws -> (url: URL, days: Int) {
      let days = self == .fixture ? 558 : FiveYearExport.summaries.count
      let url = folder.appendingPathComponent("report.html")
      let result = try RingsProcess.run(["report", try source(in: folder), "-o", url.path])
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

  /// Every year shown (as without the script), then each table measured: a table inside a box
  /// that scrolls sideways must have that box inside the page; any other must lie inside its
  /// parent's box; and the page itself must not be wider than the screen.
  static let tablesFitScript = """
    (function () {
      var sections = document.querySelectorAll("section.year");
      for (var i = 0; i < sections.length; i++) { sections[i].hidden = false; }
      var width = document.documentElement.clientWidth;
      var problems = [];
      if (document.documentElement.scrollWidth > width) {
        problems.push("the page is " + document.documentElement.scrollWidth + " px wide");
      }
      var tables = document.querySelectorAll("table");
      for (var j = 0; j < tables.length; j++) {
        var table = tables[j], box = table.parentElement;
        var inner = table.getBoundingClientRect(), outer = box.getBoundingClientRect();
        var overflow = getComputedStyle(box).overflowX;
        var name = (table.closest("[id]") || document.body).id + " " + table.className;
        if (overflow === "auto" || overflow === "scroll") {
          if (outer.left < -0.5 || outer.right > width + 0.5) {
            problems.push(name + ": its scrolling box spans " + outer.left + " to " + outer.right);
          }
        } else if (inner.left < outer.left - 0.5 || inner.right > outer.right + 0.5
            || inner.right > width + 0.5) {
          problems.push(name + ": " + inner.left + " to " + inner.right + " in a box of "
            + outer.left + " to " + outer.right);
        }
      }
      return JSON.stringify({ width: width, tables: tables.length, problems: problems });
    })()
    """

  @Test(
    "on a phone 390 px wide every table fits or scrolls inside its box; the page declares it",
    arguments: Export.allCases)
  func fitsAPhone(_ export: Export) throws {
    let chromium = try #require(HeadlessChromium())
    try Self.withFolder { folder in
      let (url, _) = try export.page(in: folder)
      // The same export up to a June too: the months after it, without data, have rate cells
      // of hidden text at the table's right end, which must stay inside its box as well.
      let partial = folder.appendingPathComponent("partial.html")
      let days = ["--until", export == .fixture ? "2023-06-30" : "2020-06-30"]
      let source = try export.source(in: folder)
      let result = try RingsProcess.run(["report", source] + days + ["-o", partial.path])
      try #require(result.status == 0, "\(result.standardError)")
      for page in [url, partial] {
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(
          html.contains(#"<meta name="viewport" content="width=device-width, initial-scale=1">"#))
        let answer = try #require(
          try chromium.evaluate(Self.tablesFitScript, in: page, mobileWidth: 390) as? String)
        let measured = try #require(
          try JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: Any])
        #expect(measured["width"] as? Int == 390)
        // Per year the rates, streaks, awards and twelve months (and the overview's two).
        #expect((measured["tables"] as? Int ?? 0) >= 15)
        #expect((measured["problems"] as? [String]) == [], "\(page.lastPathComponent): \(answer)")
      }
    }
  }
}

import ActivityRings
import Testing

@testable import ActivityRingsReport

/// What bounds a page's cost: at most ``ReportPage/maximumYears`` years, refused before
/// anything is drawn, and the rings drawn a few years at a time, each drawing with ids of its
/// own, so a drawing's memory is let go of before the next.
@Suite struct ReportSizeTests {
  /// A day of Move in each of `years`.
  static func summaries(in years: [Int]) throws -> [ActivitySummary] {
    try years.map { year in
      ActivitySummary(
        day: try CalendarDay(year: year, month: 3, day: 14), activeEnergyBurned: 420,
        activeEnergyBurnedGoal: 500, appleExerciseTime: 31, appleExerciseTimeGoal: 30,
        appleStandHours: 9, appleStandHoursGoal: 12)
    }
  }

  @Test("more years than a page shows are refused before drawing, in one line")
  func tooManyYears() throws {
    let years = Array(1951...2021)
    #expect(years.count == ReportPage.maximumYears + 1)
    let page = ReportPage(summaries: try Self.summaries(in: years))
    let expected = ReportError.tooManyYears(count: 71, first: 1951, last: 2021)
    #expect(throws: expected) { try page.utf8() }
    #expect(throws: expected) {
      try ReportPage(summaries: [], options: ReportOptions(years: years)).html()
    }
    #expect(expected.description == "71 years to show (1951 to 2021): a page shows at most 70")
  }

  @Test("drawn a year at a time: ids of each drawing's own, every reference defined before it")
  func drawnInParts() throws {
    let page = ReportPage(summaries: try Self.summaries(in: [2019, 2020, 2021]))
    let whole = String(decoding: try page.utf8(yearsPerDrawing: 25), as: UTF8.self)
    let parts = String(decoding: try page.utf8(yearsPerDrawing: 1), as: UTF8.self)
    #expect(whole == (try page.html()))

    let ids = parts.matches(of: /\sid="([^"]+)"/).map { String($0.output.1) }
    #expect(Set(ids).count == ids.count, "an id given twice")
    // Three drawings: one definitions element each, the first at the top of the body.
    let definitions = parts.ranges(of: "<defs>")
    #expect(definitions.count == 3)
    // Each year's rings use only its own drawing's definitions, defined before them.
    let sections = parts.ranges(of: /<section class="year" id="y([0-9]+)"/)
    #expect(sections.count == 3)
    for (index, section) in sections.enumerated() {
      let end = index + 1 < sections.count ? sections[index + 1].lowerBound : parts.endIndex
      // What the year's rings refer to (by <use> or by a pattern fill), outside the next
      // drawing's definitions, which come before the next year.
      let rings = String(parts[section.lowerBound..<end]).replacing(/<defs>.*?<\/defs>/, with: "")
      let used = Set(
        rings.matches(of: /(?:href="#|url\(#)([^")]+)/).map { String($0.output.1) })
      #expect(!used.isEmpty)
      #expect(used.contains { $0.contains("_") }, "no pattern is used")
      // Shapes are numbered in base 36 after the prefix, patterns after the prefix and "_".
      let own = index == 0 ? /r_?[0-9a-z]+/ : try Regex("r\(index)-_?[0-9a-z]+")
      for id in used {
        #expect(id.wholeMatch(of: own) != nil, "year \(index) uses \(id)")
        let definition = try #require(parts.range(of: " id=\"\(id)\""), "\(id) is not defined")
        #expect(definition.lowerBound < section.lowerBound, "\(id) is defined after its year")
      }
    }
    // Besides the rings, the two pages are the same.
    func withoutRings(_ html: String) -> String {
      html.replacing(/<svg xmlns[^\n]*<\/svg>\n/, with: "")
        .replacing(
          /<svg viewBox="0 0 44 44" width="44" height="44" aria-hidden="true">.*?<\/svg>/, with: "")
    }
    #expect(withoutRings(parts) == withoutRings(whole))
  }
}

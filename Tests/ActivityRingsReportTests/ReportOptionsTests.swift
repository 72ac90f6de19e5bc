import ActivityRings
import ActivityRingsReport
import Testing

/// ``ReportOptions``: which years the page shows, which days count, its title, and the options
/// it refuses.
@Suite struct ReportOptionsTests {
  static func day(_ text: String) throws -> CalendarDay { try CalendarDay(parsing: text) }

  /// Ten days from 2024-12-27 to 2025-01-05, each closing Move.
  static func summaries() throws -> [ActivitySummary] {
    let first = try day("2024-12-27").dayNumber
    return try (first..<first + 10).map { number in
      ActivitySummary(
        day: try CalendarDay(dayNumber: number), activeEnergyBurned: 600,
        activeEnergyBurnedGoal: 500)
    }
  }

  /// The ids of the year sections, in page order.
  static func years(_ html: String) -> [String] {
    html.matches(of: /<section class="year" id="y([0-9]+)"/).map { String($0.output.1) }
  }

  /// The days of the cells with data, in page order.
  static func daysWithData(_ html: String) -> [String] {
    html.matches(of: /<div class="day" id="d([0-9-]{10})"/).map { String($0.output.1) }
  }

  @Test("without options: every year with a summary, oldest first, each day with data in a cell")
  func everyYear() throws {
    let page = ReportPage(summaries: try Self.summaries())
    #expect(try page.years() == [2024, 2025])
    let html = try page.html()
    #expect(Self.years(html) == ["2024", "2025"])
    #expect(Self.daysWithData(html).count == 10)
    #expect(html.contains("<title>Activity rings, 2024–2025</title>"))
  }

  @Test("years: exactly those, sorted and once each, an empty one too; days outside them left out")
  func chosenYears() throws {
    let page = ReportPage(
      summaries: try Self.summaries(), options: ReportOptions(years: [2030, 2025, 2030]))
    #expect(try page.years() == [2025, 2030])
    let html = try page.html()
    #expect(Self.years(html) == ["2025", "2030"])
    #expect(Self.daysWithData(html) == (1...5).map { "2025-01-0\($0)" })
  }

  @Test("since and until leave out the summaries outside them, and the years they alone fill")
  func range() throws {
    let page = ReportPage(
      summaries: try Self.summaries(),
      options: ReportOptions(since: try Self.day("2025-01-02"), until: try Self.day("2025-01-03")))
    #expect(try page.years() == [2025])
    let html = try page.html()
    #expect(Self.daysWithData(html) == ["2025-01-02", "2025-01-03"])
    #expect(html.contains("2 days, 2 to 3 January 2025: 2 with data."))
  }

  @Test("one year: its own twelve months, even empty; a year outside 1…9999 is refused")
  func oneYear() throws {
    let options = try ReportOptions(year: 2024, title: "Ana")
    #expect(options.years == [2024])
    #expect(options.since == (try CalendarDay(year: 2024, month: 1, day: 1)))
    #expect(options.until == (try CalendarDay(year: 2024, month: 12, day: 31)))
    #expect(options.title == "Ana")
    #expect(throws: CalendarDayError.self) { try ReportOptions(year: 10_000) }
  }

  @Test("a title is the page's title and heading, escaped")
  func title() throws {
    let html = try ReportPage(
      summaries: try Self.summaries(), options: ReportOptions(title: "Ana & Bo <3")
    ).html()
    #expect(html.contains("<title>Ana &amp; Bo &lt;3</title>"))
    #expect(html.contains("<h1>Ana &amp; Bo &lt;3</h1>"))
    #expect(!html.contains("Ana & Bo"))
  }

  @Test("nothing to show, a year out of range and a backward range are refused in one line")
  func refusals() throws {
    #expect(throws: ReportError.nothingToShow) { try ReportPage(summaries: []).html() }
    let outside = ReportPage(
      summaries: try Self.summaries(), options: ReportOptions(since: try Self.day("2026-01-01")))
    #expect(throws: ReportError.nothingToShow) { try outside.html() }
    #expect(throws: ReportError.invalidYear(0)) {
      try ReportPage(summaries: [], options: ReportOptions(years: [2025, 0])).html()
    }
    let (since, until) = (try Self.day("2025-02-01"), try Self.day("2025-01-01"))
    let backward = ReportError.backwardRange(since: since, until: until)
    #expect(throws: backward) {
      try ReportPage(summaries: [], options: ReportOptions(since: since, until: until)).html()
    }
    #expect(
      ReportError.nothingToShow.description == "no Activity summary to show, and no year asked for")
    #expect(backward.description == "the range ends (2025-01-01) before it starts (2025-02-01)")
    #expect(ReportError.invalidYear(0).description == "0 is not a year from 1 to 9999")
  }

  @Test("a summary that cannot be drawn names its day")
  func cannotDraw() throws {
    var summary = ActivitySummary(day: try Self.day("2025-01-01"))
    summary.activeEnergyBurned = .nan
    summary.activeEnergyBurnedGoal = 500
    #expect {
      try ReportPage(summaries: [summary]).html()
    } throws: { error in
      guard case .cannotDraw(let day, _)? = error as? ReportError else { return false }
      return day?.description == "2025-01-01"
    }
  }

  @Test("every day without data looks the same: inside and outside the data's months alike")
  func emptyDaysAlike() throws {
    // January has watch days, February Move alone, and the rest of the year nothing.
    let january = try (1...20).map { day in
      ActivitySummary(
        day: try CalendarDay(year: 2025, month: 1, day: day), activeEnergyBurned: 300,
        activeEnergyBurnedGoal: 500, appleExerciseTime: 20, appleExerciseTimeGoal: 30,
        appleStandHours: 8, appleStandHoursGoal: 12)
    }
    let february = try (1...10).map { day in
      ActivitySummary(
        day: try CalendarDay(year: 2025, month: 2, day: day), activeEnergyBurned: 300,
        activeEnergyBurnedGoal: 500)
    }
    let html = try ReportPage(summaries: january + february).html()
    let empty = html.matches(
      of: /<div class="day empty" id="d([0-9-]+)"[^>]*>.*?<svg [^>]*>(.*?)<\/svg>/
    ).map { (day: String($0.output.1), rings: String($0.output.2)) }
    #expect(empty.count == 365 - 30)
    #expect(
      Set(empty.map(\.rings)).count == 1, "empty days drawn \(Set(empty.map(\.rings)).count) ways")
    // Three empty tracks, as the person's watch days have.
    let watchless = try ReportPage(summaries: february).html()
    let oneTrack = watchless.matches(
      of: /<div class="day empty"[^>]*>.*?<svg [^>]*>(.*?)<\/svg>/
    ).map { String($0.output.1) }
    #expect(Set(oneTrack).count == 1)
    #expect(oneTrack.first != empty.first?.rings)
  }

  @Test("tooltips: a ring short of its goal never reads closed; a huge percentage is words")
  func honestTooltips() throws {
    let short = ActivitySummary(
      day: try Self.day("2025-01-01"), activeEnergyBurned: 499.9, activeEnergyBurnedGoal: 500,
      appleExerciseTime: 29.6, appleExerciseTimeGoal: 30, appleStandHours: 11.99,
      appleStandHoursGoal: 12)
    let tiny = ActivitySummary(
      day: try Self.day("2025-01-02"), activeEnergyBurned: 1e10, activeEnergyBurnedGoal: 1e-300)
    let html = try ReportPage(summaries: [short, tiny]).html()
    #expect(
      html.contains(
        "data-tip=\"Wed 1 Jan 2025&#10;Move 499/500 CAL, 99%&#10;Exercise 29/30 MIN, 99%"
          + "&#10;Stand 11/12 HRS, 99%\""))
    #expect(html.contains("Move: 499 of 500 calories, 99 percent. Exercise: 29 of 30 minutes"))
    #expect(html.contains("Move 10000000000/1e-300 CAL, more than 1e+308%"))
    #expect(!html.contains("inf%"))
    #expect(!html.contains("500/500"))
  }
}

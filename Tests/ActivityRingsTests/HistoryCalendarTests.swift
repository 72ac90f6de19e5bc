import ActivityRings
import Testing

@Suite struct HistoryCalendarTests {
  func day(_ text: String) throws -> CalendarDay { try CalendarDay(parsing: text) }

  @Test func dayArithmetic() throws {
    #expect(try day("1970-01-01").dayNumber == 0)
    #expect(try day("2000-03-01").dayNumber == 11_017)
    #expect(try day("2026-11-23").weekday == 1)
    #expect(try day("2026-11-29").weekday == 7)
    #expect(try day("2024-02-28").adding(days: 1) == day("2024-02-29"))
    #expect(try day("2026-12-31").adding(days: 1) == day("2027-01-01"))
    #expect(throws: CalendarDayError.self) { try day("0001-01-01").adding(days: -1) }
  }

  @Test func dayNumbersRoundTripOverFourCenturies() throws {
    var current = try day("1900-01-01")
    for number in current.dayNumber..<(current.dayNumber + 146_097) {
      #expect(current.dayNumber == number)
      #expect(try CalendarDay(dayNumber: number) == current)
      current = try current.adding(days: 1)
    }
  }

  @Test func aMonthMixesThreeRingAndMoveOnlyDaysAndHighlightsOne() throws {
    let watchDay = ActivitySummary(
      day: try day("2026-11-02"), activeEnergyBurned: 600, activeEnergyBurnedGoal: 500,
      appleExerciseTime: 10, appleExerciseTimeGoal: 30, appleStandHours: 12,
      appleStandHoursGoal: 12)
    let phoneDay = ActivitySummary(
      day: try day("2026-11-03"), activeEnergyBurned: 100, activeEnergyBurnedGoal: 500)
    let calendar = try HistoryCalendar.month(
      2026, 11, summaries: [watchDay, phoneDay], highlighted: day("2026-11-23"))
    #expect(calendar.title == "November 2026")
    #expect(calendar.days.count == 30)
    let drawList = try calendar.drawList()
    // November 2026 starts on a Sunday: six Monday-first week rows.
    let side = 44.0
    #expect(drawList.size.width == side * (7 + 6 * 0.08 + 0.5))
    // Title at 0.36 × 44 pt, weekday letters and day numbers at 0.26 × 44 pt (at least 11 pt),
    // each row as tall as its text needs; six weeks of number band (room for the highlighted
    // day's disc, 2.2 em, and 0.1 em above and below it), rings and gap.
    let title = 0.36 * side
    let day = 0.26 * side
    let height = 0.5 * side + title * 1.65 + day * 1.7 + 6 * (day * 2.4 + side + 0.12 * side)
    #expect(abs(drawList.size.height - height) < 1e-9)
    #expect(drawList.texts.allSatisfy { $0.fontSize >= LabelBlock.minimumFontSize })
    #expect(
      drawList.texts.map(\.text).prefix(8) == ["November 2026", "M", "T", "W", "T", "F", "S", "S"])
    #expect(drawList.texts.count == 8 + 30)
    let tracks = drawList.items.filter { $0.role.part == .track }
    // 29 days drawn with three rings (empty tracks without data), the phone day Move alone; the
    // watch day's closed Move and Stand rings cover their tracks, which are left out.
    #expect(tracks.count == 29 * 3 + 1 - 2)
    #expect(drawList.items.filter { $0.role.part == .highlight }.count == 1)
    let highlightedNumber = try #require(drawList.texts.first { $0.text == "23" })
    #expect(highlightedNumber.color == .black)
    #expect(
      calendar.accessibilityText
        == "2026-11-01 to 2026-11-30: Move closed on 1 of 30 days, Exercise on 0, Stand on 1; "
        + "28 days without data")
  }

  @Test func aPhoneOnlyHistoryShowsMoveAlone() throws {
    let days = try (0..<7).map { offset in
      ActivitySummary(
        day: try day("2026-11-16").adding(days: offset), activeEnergyBurned: Double(offset * 100),
        activeEnergyBurnedGoal: 400)
    }
    let week = try HistoryCalendar(
      summaries: days, from: day("2026-11-16"), through: day("2026-11-22"))
    let drawList = try week.drawList()
    // Seven Move rings; the three closed ones (100%, 125%, 150%) cover their tracks.
    #expect(drawList.items.filter { $0.role.part == .track }.count == 4)
    #expect(drawList.items.allSatisfy { $0.role.ring == .move || $0.role.ring == nil })
    #expect(week.accessibilityText == "2026-11-16 to 2026-11-22: Move closed on 3 of 7 days")
  }

  /// Weeks start on the day asked for: the header turns, and the first day moves to its column.
  @Test func weeksStartOnTheDayAskedFor() throws {
    let monday = try HistoryCalendar.month(2026, 11, summaries: [])
    #expect(monday.header == ["M", "T", "W", "T", "F", "S", "S"])
    let sunday = try HistoryCalendar.month(2026, 11, summaries: [], firstWeekday: .sunday)
    #expect(sunday.header == ["S", "M", "T", "W", "T", "F", "S"])
    // November 2026 starts on a Sunday: the last column from Monday, the first from Sunday; six
    // rows from Monday, five from Sunday.
    #expect(try monday.canvasSize().height > sunday.canvasSize().height)
    let headers = { (list: DrawList) in list.texts.prefix(8).dropFirst().map(\.text) }
    #expect(headers(try sunday.drawList()) == sunday.header)
    let firstNumber = { (list: DrawList) in list.texts.first { $0.text == "1" }?.origin.x ?? 0 }
    #expect(try firstNumber(monday.drawList()) > firstNumber(sunday.drawList()))
  }

  /// Days after today without data have not happened: their number in grey and no rings; the
  /// summary sentence counts them apart.
  @Test func daysAheadOfTodayShowNoRings() throws {
    let today = try day("2026-11-18")
    let data = ActivitySummary(
      day: try day("2026-11-20"), activeEnergyBurned: 600, activeEnergyBurnedGoal: 500)
    let week = try HistoryCalendar(
      summaries: [data], from: day("2026-11-16"), through: day("2026-11-22"), today: today)
    let drawList = try week.drawList()
    // Three days up to today, and the 20th, whose data is drawn as it says.
    #expect(drawList.groups.count == 4)
    let numbers = drawList.texts.filter { ["19", "21", "22"].contains($0.text) }
    #expect(numbers.count == 3 && numbers.allSatisfy { $0.color.red == 142 })
    #expect(
      week.accessibilityText
        == "2026-11-16 to 2026-11-22: Move closed on 1 of 4 days; 3 days without data; 3 days still to come"
    )
    let unknown = try HistoryCalendar(
      summaries: [data], from: day("2026-11-16"), through: day("2026-11-22"))
    #expect(try unknown.drawList().groups.count == 7)
  }

  /// A week across two years has a long title: the canvas widens for it at small cells.
  @Test func theCanvasHoldsALongWeekTitle() throws {
    let range = try HistoryRange(week: "2020-01-01")
    let calendar = try HistoryCalendar(
      summaries: [], from: range.first, through: range.last, title: range.title,
      cellSide: HistoryCalendar.minimumCellSide)
    let drawList = try calendar.drawList()
    let title = try #require(drawList.texts.first)
    #expect(title.text == "December 30, 2019 – January 5, 2020")
    #expect(title.estimatedBounds.maxX <= drawList.size.width)
  }

  @Test func badRangesAreErrors() throws {
    #expect(throws: HistoryError.self) {
      try HistoryCalendar(summaries: [], from: day("2026-11-30"), through: day("2026-11-01"))
    }
    #expect(throws: HistoryError.tooManyDays(730, limit: 400)) {
      try HistoryCalendar(summaries: [], from: day("2025-01-01"), through: day("2026-12-31"))
    }
    #expect(throws: HistoryError.self) { try HistoryCalendar.month(2026, 13, summaries: []) }
    let huge = try HistoryCalendar.month(2026, 11, summaries: [], cellSide: 800, scale: .x3)
    #expect(throws: HistoryError.self) { try huge.drawList() }
  }

  /// Day numbers never go below 11 pt: a cell side too small for them is refused, naming the
  /// smallest that fits, instead of drawing numbers that overlap (issue 25.5).
  @Test func aCellTooSmallForElevenPointNumbersIsRefused() throws {
    let minimum = HistoryCalendar.minimumCellSide
    #expect(minimum > 19 && minimum < 19.2)
    #expect(
      throws: HistoryError.cellTooSmall(10, minimum: minimum),
      performing: { try HistoryCalendar.month(2026, 11, summaries: [], cellSide: 10) })
    #expect(
      HistoryError.cellTooSmall(10, minimum: minimum).description
        == "cells of 10 points are too small for the day numbers: at 11 pt, Apple's smallest "
        + "legible text, they need cells of at least 19.09 points")
    let smallest = try HistoryCalendar.month(2026, 11, summaries: [], cellSide: minimum)
    #expect(try smallest.drawList().texts.allSatisfy { $0.fontSize >= 11 })
  }

  /// A range longer than a month names its months beside the weeks; one month does not,
  /// its title names it (issue 25.5).
  @Test func aLongRangeNamesItsMonths() throws {
    let year = try HistoryCalendar(
      summaries: [], from: day("2025-11-15"), through: day("2026-12-14"))
    let names = try year.drawList().texts.map(\.text).filter { $0.count == 3 }
    #expect(
      names == [
        "Nov", "Dec", "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct",
        "Nov", "Dec",
      ])
    let november = try HistoryCalendar.month(2026, 11, summaries: [])
    let single = try november.drawList()
    #expect(!single.texts.contains { $0.text == "Nov" })
    #expect(single.size.width == 44 * (7 + 6 * 0.08 + 0.5))
    #expect(try year.drawList().size.width > single.size.width)
  }
}

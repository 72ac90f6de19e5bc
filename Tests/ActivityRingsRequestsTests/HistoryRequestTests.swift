import ActivityRings
import ActivityRingsRequests
import Testing

/// A calendar's range, cells and highlight, checked before any day is read.
@Suite struct HistoryRequestTests {
  static let today = try? CalendarDay(parsing: "2026-11-20")

  @Test func aMonthAWeekOrARange() throws {
    let month = try HistoryRequest(RequestFields([.month: "2026-11"]), today: Self.today)
    #expect(month.range.first.day == 1)
    #expect(month.range.last.day == 30)
    #expect(month.highlighted == Self.today)
    let week = try HistoryRequest(RequestFields([.week: "2026-11-20"]), today: nil)
    #expect(week.range.title == "November 16–22, 2026")
    let sunday = try HistoryRequest(
      RequestFields([.week: "2026-11-20"]), today: nil, weekStart: .sunday)
    #expect(sunday.range.title == "November 15–21, 2026")
    let asked = try HistoryRequest(
      RequestFields([.week: "2026-11-20", .weekStart: "saturday"]), today: nil,
      weekStart: .sunday)
    #expect(asked.range.title == "November 14–20, 2026")
    #expect(asked.firstWeekday == .saturday)
    let range = try HistoryRequest(
      RequestFields([.from: "2026-10-01", .to: "2026-11-30", .highlight: "2026-10-02"]),
      today: Self.today)
    #expect(range.highlighted?.month == 10)
  }

  @Test(arguments: [
    (RequestFields([:]), "give one of month YYYY-MM, week DAY, or from DAY to DAY"),
    (RequestFields([.month: "2026-13"]), "month '2026-13'"),
    (
      RequestFields([.month: "2026-11", .cellSize: "5"]),
      "cell-size 5: cells of 5 points are too small for the day numbers"
    ),
    (RequestFields([.month: "2026-11", .cellSize: "big"]), "cell-size must be a number"),
    (RequestFields([.month: "2026-11", .scale: "4"]), "scale 4 is not supported: use 1, 2 or 3"),
    (
      RequestFields([.month: "2026-11", .weekStart: "sundy"]),
      "week-start 'sundy' is not one of monday, tuesday, wednesday, thursday, friday, saturday, sunday: did you mean 'sunday'?"
    ),
  ])
  func aBadFieldIsRefusedBeforeAnyDayIsRead(fields: RequestFields, message: String) {
    let error = #expect(throws: RequestError.self) {
      try HistoryRequest(fields, today: Self.today)
    }
    #expect(error?.description.hasPrefix(message) == true, "\(String(describing: error))")
  }

  @Test func aCalendarTooLargeToDrawNamesTheCellSize() throws {
    let request = try HistoryRequest(
      RequestFields([.from: "2026-01-01", .to: "2026-12-31", .cellSize: "400"]),
      today: nil)
    let error = #expect(throws: RequestError.self) { try request.drawList([]) }
    #expect(error?.field == .cellSize)
    #expect(
      error?.description == "cell-size 400 at scale 1: canvas is 37350 pixels on a side: the "
        + "limit is 8192")
  }
}

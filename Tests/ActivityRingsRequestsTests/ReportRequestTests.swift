import ActivityRings
import ActivityRingsRequests
import Testing

/// The days a report, the statistics or an import cover: `since` and `until`, or one year.
@Suite struct ReportRequestTests {
  @Test func aYearIsItsFirstAndLastDays() throws {
    let request = try ReportRequest(RequestFields([.year: "2025"]))
    #expect(request.since == (try CalendarDay(parsing: "2025-01-01")))
    #expect(request.until == (try CalendarDay(parsing: "2025-12-31")))
    #expect(request.options.years == [2025])
  }

  @Test func sinceAndUntilAreDaysInOrder() throws {
    let request = try ReportRequest(RequestFields([.since: "2024-05-01"]))
    #expect(request.since?.month == 5)
    #expect(request.until == nil)
  }

  @Test(arguments: [
    (RequestFields([.year: "0"]), RequestField.year, "year '0' is not a year from 1 to 9999"),
    (RequestFields([.year: "20x5"]), .year, "year '20x5' is not a year from 1 to 9999"),
    (
      RequestFields([.year: "2025", .since: "2025-02-01"]), .year,
      "year is since YYYY-01-01 until YYYY-12-31: give year, or since/until"
    ),
    (
      RequestFields([.since: "2025-02-01", .until: "2025-01-01"]), .until,
      "until 2025-01-01 is before since 2025-02-01"
    ),
    (
      RequestFields([.since: "2025-02-30"]), .since,
      "since '2025-02-30': 2025-02-30 is not a day of the calendar"
    ),
  ])
  func aBadFieldNamesItself(fields: RequestFields, field: RequestField, message: String) {
    let error = #expect(throws: RequestError.self) { try ReportRequest(fields) }
    #expect(error?.field == field)
    #expect(error?.description == message)
  }
}

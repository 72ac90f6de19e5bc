import ActivityRings
import Testing

/// `CalendarDay(parsing:)` reads `YYYY-MM-DD` through a byte fast path and everything else
/// through the general path; both give the same days and the same errors.
@Suite struct CalendarDayParsingTests {
  @Test(arguments: [
    ("2016-04-14", 2016, 4, 14), ("2024-02-29", 2024, 2, 29), ("0001-01-01", 1, 1, 1),
    ("9999-12-31", 9999, 12, 31),
  ])
  func plainDaysAreRead(text: String, year: Int, month: Int, day: Int) throws {
    let parsed = try CalendarDay(parsing: text)
    #expect([parsed.year, parsed.month, parsed.day] == [year, month, day])
    #expect(try CalendarDay(parsing: Substring("x" + text).dropFirst()) == parsed)
  }

  @Test(arguments: [
    ("2023-02-29", 2023, 2, 29), ("2024-13-01", 2024, 13, 1), ("0000-01-01", 0, 1, 1),
    ("2024-04-31", 2024, 4, 31), ("2024-00-10", 2024, 0, 10),
  ])
  func nonexistentDaysAreNamed(text: String, year: Int, month: Int, day: Int) {
    #expect(throws: CalendarDayError.nonexistentDay(year: year, month: month, day: day)) {
      try CalendarDay(parsing: text)
    }
  }

  @Test(arguments: [
    "", "2024-5-01", "2024-05-1", "2024-05-010", "2024-05-01 ", " 2024-05-01", "2024/05/01",
    "+024-05-01", "20240501", "2024-05-0x", "２０２４-05-01", "2024-05-01\u{301}", "2024--05-01",
  ])
  func otherTextIsMalformed(text: String) {
    #expect(throws: CalendarDayError.malformed(text)) { try CalendarDay(parsing: text) }
  }

  /// `--month 0000-01` said "0-1-1 is not a day": the day is written as it is typed, and a year
  /// outside the calendar says which years there are.
  @Test func aNonexistentDayIsWrittenAsTyped() {
    #expect(
      CalendarDayError.nonexistentDay(year: 0, month: 1, day: 1).description
        == "0000-01-01 is not a day of the calendar (years run from 0001 to 9999)")
    #expect(
      CalendarDayError.nonexistentDay(year: 2023, month: 2, day: 29).description
        == "2023-02-29 is not a day of the calendar")
  }
}

import ActivityRings
import Testing

/// The days a history shows, as people name them, and errors in their words (issue 25.6).
@Suite struct HistoryRangeTests {
  static func option(_ field: HistoryRange.Field) -> String { "--" + field.rawValue }

  @Test func aMonthAWeekOrARange() throws {
    let november = try HistoryRange(month: "2026-11")
    #expect(november.first.description == "2026-11-01")
    #expect(november.last.description == "2026-11-30")
    #expect(november.title == "November 2026")
    let week = try HistoryRange(month: nil, week: "2026-11-25", from: nil, to: nil)
    #expect(week.first.description == "2026-11-23")
    #expect(week.last.description == "2026-11-29")
    #expect(week.title == "November 23–29, 2026")
    let range = try HistoryRange(from: "2026-10-01", to: "2026-11-30")
    #expect(range.title == nil)
  }

  /// Weeks start on the day asked for, and are titled in words as the Fitness app titles them.
  @Test func aWeekStartsOnTheDayAskedForAndIsTitledInWords() throws {
    let sunday = try HistoryRange(week: "2019-05-08", startingOn: .sunday)
    #expect("\(sunday.first) \(sunday.last)" == "2019-05-05 2019-05-11")
    #expect(sunday.title == "May 5–11, 2019")
    let monday = try HistoryRange(week: "2019-05-08")
    #expect(monday.title == "May 6–12, 2019")
    // The first day itself starts its week; the day before belongs to the week before.
    #expect(try HistoryRange(week: "2019-05-05", startingOn: .sunday).first.day == 5)
    #expect(try HistoryRange(week: "2019-05-04", startingOn: .sunday).first.day == 28)
    let saturday = try HistoryRange(week: "2019-05-08", startingOn: .saturday)
    #expect(saturday.first.day == 4 && saturday.first.weekday == 6)
    #expect(try HistoryRange(week: "2019-05-01").title == "April 29 – May 5, 2019")
    #expect(try HistoryRange(week: "2020-01-01").title == "December 30, 2019 – January 5, 2020")
    for first in Weekday.allCases {
      let range = try HistoryRange(week: "2026-12-03", startingOn: first)
      #expect(range.first.weekday == first.rawValue)
      #expect(range.last.dayNumber - range.first.dayNumber == 6)
      #expect(range.first.description <= "2026-12-03" && range.last.description >= "2026-12-03")
    }
  }

  @Test(arguments: [
    (
      ["week": "9999-12-31"],
      "--week '9999-12-31': the week of 9999-12-31 runs past 9999-12-31, the last day there is"
    ),
    (["month": "2026-1"], "--month '2026-1' is not YYYY-MM (for example 2026-11)"),
    (["from": "2026-11-02"], "--from and --to go together"),
    (
      ["month": "2026-11", "week": "2026-11-02"],
      "give one of --month YYYY-MM, --week DAY, or --from DAY --to DAY"
    ),
    (["from": "2026-11-02", "to": "2026-11-01"], "--to 2026-11-01 is before --from 2026-11-02"),
  ])
  func refusalsNameTheOption(fields: [String: String], message: String) {
    do {
      _ = try HistoryRange(
        month: fields["month"], week: fields["week"], from: fields["from"], to: fields["to"])
      Issue.record("\(fields) was accepted")
    } catch {
      #expect(error.message(naming: Self.option) == message)
    }
  }
}

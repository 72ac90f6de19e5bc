import ActivityRings
import ActivityRingsTerminal
import Foundation
import Testing

/// Today from the C library agrees with Foundation's calendar in the same time zone.
@Suite struct SystemTodayTests {
  @Test func systemTodayIsFoundationsToday() throws {
    let before = Self.foundationToday()
    let today = try #require(CalendarDay.systemToday())
    let after = Self.foundationToday()
    // Read between two readings of Foundation's, so it is one of them even across midnight.
    #expect(today == before || today == after, "\(today) is neither \(before) nor \(after)")
  }

  static func foundationToday() -> CalendarDay {
    let parts = Calendar.current.dateComponents([.year, .month, .day], from: Date())
    // Foundation's calendar always gives these three.
    return try! CalendarDay(year: parts.year!, month: parts.month!, day: parts.day!)
  }
}

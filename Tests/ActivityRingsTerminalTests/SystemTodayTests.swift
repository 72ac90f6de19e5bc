import ActivityRings
import ActivityRingsTerminal
import Foundation
import Testing

/// Today from the C library agrees with Foundation's calendar in the same time zone.
@Suite struct SystemTodayTests {
  @Test func systemTodayIsFoundationsToday() throws {
    let before = try Self.foundationToday()
    let today = try #require(CalendarDay.systemToday())
    let after = try Self.foundationToday()
    // Read between two readings of Foundation's, so it is one of them even across midnight.
    #expect(today == before || today == after, "\(today) is neither \(before) nor \(after)")
  }

  static func foundationToday() throws -> CalendarDay {
    let parts = Calendar.current.dateComponents([.year, .month, .day], from: Date())
    return try CalendarDay(
      year: try #require(parts.year), month: try #require(parts.month),
      day: try #require(parts.day))
  }
}

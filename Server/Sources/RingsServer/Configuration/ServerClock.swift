import ActivityRings
import Foundation

/// Today's date in the server's configured time zone, for `/today.png` and calendars'
/// highlight. Tests give it a fixed time.
///
/// ```swift
/// let clock = ServerClock(timeZone: TimeZone(identifier: "Europe/Paris") ?? .gmt)
/// try clock.today()  // 2026-02-27
/// ```
struct ServerClock: Sendable {
  /// The time zone "today" is taken in.
  let timeZone: TimeZone
  /// The current time.
  let now: @Sendable () -> Date

  /// A clock on the system's time in `timeZone`.
  init(timeZone: TimeZone, now: @escaping @Sendable () -> Date = { Date() }) {
    self.timeZone = timeZone
    self.now = now
  }

  /// Today's date in ``timeZone``.
  ///
  /// - Throws: a 500 ``RequestProblem`` for a clock outside the years 1 to 9999.
  func today() throws(RequestProblem) -> CalendarDay {
    let date = now()
    let seconds =
      date.timeIntervalSince1970.rounded(.down) + Double(timeZone.secondsFromGMT(for: date))
    do {
      return try CalendarDay(dayNumber: Int((seconds / 86_400).rounded(.down)))
    } catch {
      throw .internalFailure("the server's clock is not on a calendar day: \(error)")
    }
  }
}

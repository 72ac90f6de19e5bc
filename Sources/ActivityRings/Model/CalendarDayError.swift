/// Why a ``CalendarDay`` could not be made.
///
/// ```swift
/// do { _ = try CalendarDay(parsing: "2023-02-30") } catch { print(error) }
/// // 2023-02-30 is not a day of the calendar
/// ```
public enum CalendarDayError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The text is not of the form `YYYY-MM-DD`.
  case malformed(String)
  /// The numbers are well formed but name no real day (month 13, 30 February…).
  case nonexistentDay(year: Int, month: Int, day: Int)

  /// A one-line explanation naming the offending text.
  public var description: String {
    switch self {
    case .malformed(let text): "'\(text)' is not a day in the form YYYY-MM-DD"
    case .nonexistentDay(let year, let month, let day):
      "\(year)-\(month)-\(day) is not a day of the calendar"
    }
  }
}

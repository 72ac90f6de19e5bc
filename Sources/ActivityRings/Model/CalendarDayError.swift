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
      "\(Self.padded(year, 4))-\(Self.padded(month, 2))-\(Self.padded(day, 2)) is not a day of "
        + "the calendar" + ((1...9999).contains(year) ? "" : " (years run from 0001 to 9999)")
    }
  }

  /// `number` with leading zeros to `width` digits, as the day is written (`0000`, `02`).
  private static func padded(_ number: Int, _ width: Int) -> String {
    let digits = String(number.magnitude)
    return (number < 0 ? "-" : "") + String(repeating: "0", count: max(width - digits.count, 0))
      + digits
  }
}

/// A calendar day without a time or time zone, as Apple Health's `dateComponents` attribute
/// writes it (`YYYY-MM-DD`).
///
/// ```swift
/// let day = try CalendarDay(parsing: "2016-04-14")
/// print(day)  // 2016-04-14
/// ```
///
/// The core module has no `Foundation`, so this is a plain value: it checks that the month is
/// 1…12 and that the day exists in that month (leap years included), and orders days by date.
public struct CalendarDay: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The year, 1…9999.
  public let year: Int
  /// The month, 1…12.
  public let month: Int
  /// The day of the month, 1…28, 29, 30 or 31 depending on the month.
  public let day: Int

  /// Creates a day, checking that it exists.
  ///
  /// - Throws: ``CalendarDayError`` when the year, month or day is out of range.
  public init(year: Int, month: Int, day: Int) throws(CalendarDayError) {
    guard (1...9999).contains(year), (1...12).contains(month),
      (1...CalendarDay.daysIn(month: month, year: year)).contains(day)
    else { throw .nonexistentDay(year: year, month: month, day: day) }
    self.year = year
    self.month = month
    self.day = day
  }

  /// The day Apple Watch went on sale, 2015-04-24: the first that can have Activity rings. An
  /// export's day before it is an artefact, such as a clock at the Unix epoch seen west of UTC
  /// (1969-12-31), not a day someone wore a watch.
  public static let firstWatchDay = CalendarDay(known: 2015, 4, 24)

  /// A day known to exist, for the constants above.
  private init(known year: Int, _ month: Int, _ day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// Parses `YYYY-MM-DD`, the form the Apple Health export uses.
  ///
  /// - Throws: ``CalendarDayError/malformed(_:)`` when the text is not `YYYY-MM-DD`, or
  ///   ``CalendarDayError/nonexistentDay(year:month:day:)`` for a day such as `2023-02-30`.
  public init(parsing text: some StringProtocol) throws(CalendarDayError) {
    // Most text is exactly `YYYY-MM-DD` in ASCII digits: read it byte by byte. Anything else
    // takes the general path below, which finds the same day or the same error.
    if let (year, month, day) = Self.plainFields(text.utf8) {
      try self.init(year: year, month: month, day: day)
      return
    }
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
      parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } })
    else { throw .malformed(String(text)) }
    try self.init(year: year, month: month, day: day)
  }

  /// The year, month and day of text that is exactly ten ASCII bytes `DDDD-DD-DD` (digits and
  /// two hyphens), else nil.
  private static func plainFields(_ utf8: some Sequence<UInt8>) -> (Int, Int, Int)? {
    var fields = (0, 0, 0)
    var count = 0
    for byte in utf8 {
      switch count {
      case 4, 7:
        guard byte == UInt8(ascii: "-") else { return nil }
      case 0..<10:
        guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
        let digit = Int(byte - UInt8(ascii: "0"))
        switch count {
        case 0..<4: fields.0 = fields.0 * 10 + digit
        case 5, 6: fields.1 = fields.1 * 10 + digit
        default: fields.2 = fields.2 * 10 + digit
        }
      default:
        return nil
      }
      count += 1
    }
    return count == 10 ? fields : nil
  }

  /// The day as `YYYY-MM-DD`.
  public var description: String {
    func padded(_ value: Int, _ width: Int) -> String {
      let digits = String(value)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
  }

  /// Orders days by date.
  public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  /// The number of days in a month of the proleptic Gregorian calendar.
  public static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2:
      let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
      return leap ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }
}

extension CalendarDay {
  /// Days since 1970-01-01 (negative before), in the proleptic Gregorian calendar.
  ///
  /// ```swift
  /// try CalendarDay(parsing: "1970-01-02").dayNumber  // 1
  /// ```
  public var dayNumber: Int {
    // Howard Hinnant's days-from-civil: count in 400-year eras from 0000-03-01.
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let shiftedMonth = month > 2 ? month - 3 : month + 9
    let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The day `dayNumber` days after 1970-01-01.
  ///
  /// ```swift
  /// try CalendarDay(dayNumber: 20_000).description  // "2024-10-04"
  /// ```
  ///
  /// - Throws: ``CalendarDayError`` outside the years 1…9999.
  public init(dayNumber: Int) throws(CalendarDayError) {
    let shifted = dayNumber + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    try self.init(year: year, month: month, day: day)
  }

  /// The day `count` days later (earlier when negative).
  ///
  /// ```swift
  /// try CalendarDay(parsing: "2026-02-28").adding(days: 1).description  // "2026-03-01"
  /// ```
  ///
  /// - Throws: ``CalendarDayError`` outside the years 1…9999.
  public func adding(days count: Int) throws(CalendarDayError) -> CalendarDay {
    try CalendarDay(dayNumber: dayNumber + count)
  }

  /// The ISO weekday: 1 Monday … 7 Sunday.
  ///
  /// ```swift
  /// try CalendarDay(parsing: "2026-11-23").weekday  // 1 (a Monday)
  /// ```
  public var weekday: Int {
    // 1970-01-01 was a Thursday (4).
    let offset = (dayNumber + 3) % 7
    return (offset < 0 ? offset + 7 : offset) + 1
  }
}

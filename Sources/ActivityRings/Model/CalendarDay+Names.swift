extension CalendarDay {
  /// English month names, January first.
  static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]

  /// English weekday names, Monday first (``weekday`` 1…7).
  static let weekdayNames = [
    "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday",
  ]

  /// The day as a person reads it aloud, in English: "Thursday 13 August 2026".
  ///
  /// ```swift
  /// try CalendarDay(parsing: "2026-08-13").spokenText  // "Thursday 13 August 2026"
  /// ```
  public var spokenText: String {
    "\(Self.weekdayNames[weekday - 1]) \(day) \(Self.monthNames[month - 1]) \(year)"
  }
}

extension CalendarDay {
  /// A month's English name, 1 January … 12 December; empty outside 1…12.
  ///
  /// ```swift
  /// CalendarDay.monthName(8)  // "August"
  /// ```
  public static func monthName(_ month: Int) -> String {
    monthNames.indices.contains(month - 1) ? monthNames[month - 1] : ""
  }

  /// An ISO weekday's English name, 1 Monday … 7 Sunday; empty outside 1…7.
  ///
  /// ```swift
  /// CalendarDay.weekdayName(4)  // "Thursday"
  /// ```
  public static func weekdayName(_ weekday: Int) -> String {
    weekdayNames.indices.contains(weekday - 1) ? weekdayNames[weekday - 1] : ""
  }
}

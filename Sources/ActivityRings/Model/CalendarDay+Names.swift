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

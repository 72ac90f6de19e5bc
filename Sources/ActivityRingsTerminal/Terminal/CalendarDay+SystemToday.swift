import ActivityRings
import _ActivityRingsPlatform

extension CalendarDay {
  /// Today in the system's time zone (`TZ`, else `/etc/localtime`), from the C library, which
  /// a command-line program needs because FoundationEssentials alone knows no time zone but
  /// GMT. `rings history` highlights this day unless `--today` or `--highlight` names another.
  ///
  /// ```swift
  /// let today = CalendarDay.systemToday()  // 2026-11-26, or nil if the clock cannot be read
  /// ```
  public static func systemToday() -> CalendarDay? {
    var now = time(nil)
    var local = tm()
    guard localtime_r(&now, &local) != nil else { return nil }
    return try? CalendarDay(
      year: Int(local.tm_year) + 1900, month: Int(local.tm_mon) + 1, day: Int(local.tm_mday))
  }
}

import ActivityRings
import ActivityRingsRequests
import ArgumentParser

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `--week-start WEEKDAY` and `--today DAY`: where a calendar's weeks start and what day it
/// is, for `rings history` and `rings report`.
///
/// ```sh
/// rings history export.zip --month 2026-11 --week-start sunday --today 2026-11-20
/// ```
struct WeekOptions: ParsableArguments {
  /// The day weeks start on, as typed.
  @Option(
    help: ArgumentHelp(
      "The day weeks start on: monday, tuesday, … sunday (default: your locale's, from LC_ALL, LC_TIME or LANG; monday without one).",
      valueName: "WEEKDAY"),
    completion: .list(Weekday.typedNames))
  var weekStart: String?

  /// Today, as typed.
  @Option(
    help: ArgumentHelp(
      "Today's date (default: the system's, in its time zone); pins the output for tests and scripts.",
      valueName: "DAY"))
  var today: String?

  /// The field these options give (`today` is not a field: the clock's, or this).
  var fields: RequestFields {
    var fields = RequestFields([:])
    fields[.weekStart] = weekStart
    return fields
  }

  /// The day weeks start on when `--week-start` is not given: the locale's.
  var localeWeekStart: Weekday {
    Weekday.firstOfWeek(environment: ProcessInfo.processInfo.environment)
  }

  /// `--today`, or the system's date (nil when the system's cannot be read).
  ///
  /// - Throws: a usage ``CLIError`` for a day that is not `YYYY-MM-DD`.
  func day() throws(CLIError) -> CalendarDay? {
    try today.map { (text) throws(CLIError) in try CalendarDay(option: "--today", text) }
      ?? CalendarDay.systemToday()
  }
}

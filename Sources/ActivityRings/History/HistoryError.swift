/// Why a ``HistoryCalendar`` cannot be made.
///
/// ```swift
/// do {
///   _ = try HistoryCalendar(summaries: [], from: later, through: earlier)
/// } catch {
///   print(error)  // the range 2026-11-30 … 2026-11-01 is empty: the last day is before the first
/// }
/// ```
public enum HistoryError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The last day comes before the first.
  case emptyRange(first: CalendarDay, last: CalendarDay)
  /// More days than ``HistoryCalendar/maximumDays``.
  case tooManyDays(Int, limit: Int)
  /// A cell side that is not finite and positive.
  case invalidCellSide(Double)
  /// A cell side below ``HistoryCalendar/minimumCellSide``, where the day numbers at 11 pt
  /// would run into each other.
  case cellTooSmall(Double, minimum: Double)
  /// A month or day that does not exist.
  case invalidDay(CalendarDayError)
  /// The calendar's canvas cannot be drawn (too many pixels at this cell size and scale).
  case invalidScene(SceneError)

  /// One line naming the problem.
  public var description: String {
    switch self {
    case .emptyRange(let first, let last):
      "the range \(first) … \(last) is empty: the last day is before the first"
    case .tooManyDays(let count, let limit):
      "\(count) days is more than a calendar shows (at most \(limit))"
    case .invalidCellSide(let side): "the cell side \(side) must be finite and greater than 0"
    case .cellTooSmall(let side, let minimum):
      "cells of \(DecimalFormat(maximumFractionDigits: 2).string(side)) points are too small "
        + "for the day numbers: at 11 pt, Apple's smallest legible text, they need cells of at "
        + "least \(Self.roundedUp(minimum)) points"
    case .invalidDay(let error): error.description
    case .invalidScene(let error): error.description
    }
  }

  /// Points with at most two decimals, rounded up so that the size named always fits.
  private static func roundedUp(_ value: Double) -> String {
    DecimalFormat(maximumFractionDigits: 2).string((value * 100).rounded(.up) / 100)
  }
}

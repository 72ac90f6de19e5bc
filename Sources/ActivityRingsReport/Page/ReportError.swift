import ActivityRings

/// Why a ``ReportPage`` could not be built.
///
/// ```swift
/// do {
///   _ = try ReportPage(summaries: [], options: ReportOptions()).html()
/// } catch {
///   print(error)  // no Activity summary to show, and no year asked for
/// }
/// ```
public enum ReportError: Error, Sendable, Hashable, CustomStringConvertible {
  /// There is no year to show: no summary in range, and ``ReportOptions/years`` not given.
  case nothingToShow
  /// A year of ``ReportOptions/years`` outside 1…9999.
  case invalidYear(Int)
  /// ``ReportOptions/until`` is before ``ReportOptions/since``.
  case backwardRange(since: CalendarDay, until: CalendarDay)
  /// More years to show than a page holds (``ReportPage/maximumYears``), from `first` to
  /// `last`; nothing is drawn.
  case tooManyYears(count: Int, first: Int, last: Int)
  /// A day could not be drawn (a summary with a NaN or an infinite value, which an import never
  /// gives): the day (nil when no ring could be drawn), and why.
  case cannotDraw(day: CalendarDay?, reason: String)

  /// A one-line explanation in the reader's terms.
  public var description: String {
    switch self {
    case .nothingToShow: "no Activity summary to show, and no year asked for"
    case .invalidYear(let year): "\(year) is not a year from 1 to 9999"
    case .backwardRange(let since, let until):
      "the range ends (\(until)) before it starts (\(since))"
    case .tooManyYears(let count, let first, let last):
      "\(count) years to show (\(first) to \(last)): a page shows at most "
        + "\(ReportPage.maximumYears)"
    case .cannotDraw(let day?, let reason): "cannot draw \(day): \(reason)"
    case .cannotDraw(nil, let reason): "cannot draw the rings: \(reason)"
    }
  }
}

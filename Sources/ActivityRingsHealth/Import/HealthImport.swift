import ActivityRings

/// What an import found: one summary per day, sorted by day, and every problem met on the way.
///
/// ```swift
/// let result = try HealthExportReader().read(contentsOf: URL(fileURLWithPath: "export.zip"))
/// for summary in result.summaries { print(summary.day!, summary.activeEnergyBurned ?? 0) }
/// for warning in result.warnings { print("warning:", warning) }
/// ```
///
/// Every summary has a `ActivityRings/ActivitySummary/day`. Nothing read is dropped without a
/// warning saying what and why, except days outside the requested date range.
public struct HealthImport: Sendable, Hashable {
  /// One summary per calendar day, oldest first.
  public var summaries: [ActivitySummary]
  /// What was skipped, repaired or cut short, in the order it was met.
  public var warnings: [HealthImportWarning]
  /// The first and last day of every summary in the export, inside the requested range or not;
  /// nil when it has none. A tool can tell "nothing in this range" from "nothing at all".
  public var coveredDays: ClosedRange<CalendarDay>?

  /// Creates a result.
  public init(
    summaries: [ActivitySummary], warnings: [HealthImportWarning],
    coveredDays: ClosedRange<CalendarDay>? = nil
  ) {
    self.summaries = summaries
    self.warnings = warnings
    self.coveredDays = coveredDays
  }
}

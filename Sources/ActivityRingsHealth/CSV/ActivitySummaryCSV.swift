import ActivityRings

/// Writes summaries as CSV with the Apple Health export's attribute names as the header, in the
/// order the export's DTD lists them; ``HealthExportReader`` reads this format back.
///
/// ```swift
/// print(ActivitySummaryCSV.header)
/// // dateComponents,activeEnergyBurned,activeEnergyBurnedGoal,activeEnergyBurnedUnit,…
/// for summary in result.summaries { print(ActivitySummaryCSV.row(for: summary)) }
/// // 2016-04-14,700.698,680,kcal,,,89,30,16,12
/// ```
///
/// Absent values are empty fields. Numbers are written in full, with `.` as the decimal
/// separator and no `.0` on whole numbers, so a round trip keeps every value.
public enum ActivitySummaryCSV {
  /// The columns: the export's `ActivitySummary` attributes in DTD order.
  public static let columns = [
    "dateComponents", "activeEnergyBurned", "activeEnergyBurnedGoal", "activeEnergyBurnedUnit",
    "appleMoveTime", "appleMoveTimeGoal", "appleExerciseTime", "appleExerciseTimeGoal",
    "appleStandHours", "appleStandHoursGoal",
  ]

  /// The header line, without a line break.
  public static var header: String { columns.joined(separator: ",") }

  /// One summary as a CSV line, without a line break.
  public static func row(for summary: ActivitySummary) -> String {
    let numbers = [
      summary.activeEnergyBurned, summary.activeEnergyBurnedGoal,
    ].map(number)
    let rest = [
      summary.appleMoveTime, summary.appleMoveTimeGoal, summary.appleExerciseTime,
      summary.appleExerciseTimeGoal, summary.appleStandHours, summary.appleStandHoursGoal,
    ].map(number)
    let fields =
      [summary.day?.description ?? ""] + numbers
      + [summary.activeEnergyBurnedUnit?.symbol ?? ""] + rest
    return fields.joined(separator: ",")
  }

  /// The header and one row per summary, each line ending in a newline: what `rings import
  /// --format csv` prints.
  ///
  /// ```swift
  /// let text = String(decoding: ActivitySummaryCSV.document(summaries), as: UTF8.self)
  /// ```
  ///
  /// - Complexity: O(days); one buffer.
  public static func document(_ summaries: [ActivitySummary]) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity((summaries.count + 1) * 80)
    bytes += header.utf8
    bytes.append(0x0A)  // a newline
    for summary in summaries {
      bytes += row(for: summary).utf8
      bytes.append(0x0A)
    }
    return bytes
  }

  /// A number in full: whole numbers without `.0`, others in Swift's shortest exact form.
  public static func number(_ value: Double?) -> String {
    guard let value else { return "" }
    if value.rounded() == value, abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
  }
}

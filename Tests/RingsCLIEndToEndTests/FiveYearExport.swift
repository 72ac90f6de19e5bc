import ActivityRings
import ActivityRingsHealth
import Foundation

/// A generated five-year export, 2020-01-01 to 2024-12-31 (1,827 days), as an ActivitySummary
/// CSV: pseudo-random values from a fixed seed, a Move goal that changes every 120 days, a day
/// without a summary every 61 days, and a day with Move alone every 97 days.
enum FiveYearExport {
  static let first = try! CalendarDay(parsing: "2020-01-01")
  static let last = try! CalendarDay(parsing: "2024-12-31")

  /// The summaries, oldest first.
  static let summaries: [ActivitySummary] = {
    var state: UInt64 = 17
    func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53)
    }
    var days: [ActivitySummary] = []
    for (index, number) in (first.dayNumber...last.dayNumber).enumerated() {
      let day = try! CalendarDay(dayNumber: number)
      let values = (next(), next(), next())
      if index % 61 == 17 { continue }
      let goal = [400.0, 500, 600][(index / 120) % 3]
      var summary = ActivitySummary(
        day: day, activeEnergyBurned: (goal * 1.6 * values.0 * 1000).rounded() / 1000,
        activeEnergyBurnedGoal: goal, activeEnergyBurnedUnit: .kilocalories,
        appleExerciseTime: (60 * values.1).rounded(), appleExerciseTimeGoal: 30,
        appleStandHours: (16 * values.2).rounded(), appleStandHoursGoal: 12)
      if index % 97 == 5 {
        (summary.appleExerciseTime, summary.appleExerciseTimeGoal) = (nil, nil)
        (summary.appleStandHours, summary.appleStandHoursGoal) = (nil, nil)
      }
      days.append(summary)
    }
    return days
  }()

  /// The export as CSV text.
  static var csv: String {
    ([ActivitySummaryCSV.header] + summaries.map(ActivitySummaryCSV.row)).joined(separator: "\n")
      + "\n"
  }

  /// Writes the CSV into `folder` and returns its path.
  static func write(in folder: URL) throws -> String {
    let url = folder.appendingPathComponent("five-years.csv")
    try Data(csv.utf8).write(to: url)
    return url.path
  }
}

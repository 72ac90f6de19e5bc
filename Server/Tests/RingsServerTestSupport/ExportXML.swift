import ActivityRings

/// An Apple Health export.xml holding `summaries`, as the Health app writes them: for the
/// server's tests, which import exports of their own making.
///
/// ```swift
/// let xml = ExportXML.text([ActivitySummary(day: day, activeEnergyBurned: 350)])
/// ```
public enum ExportXML {
  /// The export's text.
  public static func text(_ summaries: [ActivitySummary]) -> String {
    var text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE HealthData [
      <!ELEMENT ActivitySummary EMPTY>
      ]>
      <HealthData locale="en_US">

      """
    for summary in summaries {
      var attributes = " dateComponents=\"\(summary.day?.description ?? "")\""
      func add(_ name: String, _ value: Double?) {
        if let value { attributes += " \(name)=\"\(value)\"" }
      }
      add("activeEnergyBurned", summary.activeEnergyBurned)
      add("activeEnergyBurnedGoal", summary.activeEnergyBurnedGoal)
      if let unit = summary.activeEnergyBurnedUnit {
        attributes += " activeEnergyBurnedUnit=\"\(unit.symbol)\""
      }
      add("appleMoveTime", summary.appleMoveTime)
      add("appleMoveTimeGoal", summary.appleMoveTimeGoal)
      add("appleExerciseTime", summary.appleExerciseTime)
      add("appleExerciseTimeGoal", summary.appleExerciseTimeGoal)
      add("appleStandHours", summary.appleStandHours)
      add("appleStandHoursGoal", summary.appleStandHoursGoal)
      text += " <ActivitySummary\(attributes)/>\n"
    }
    return text + "</HealthData>\n"
  }

  /// `count` days from `first`, each with all three rings, their values varying with the day.
  public static func days(from first: CalendarDay, count: Int) -> [ActivitySummary] {
    (0..<count).compactMap { offset in
      guard let day = try? first.adding(days: offset) else { return nil }
      let number = Double(day.dayNumber)
      return ActivitySummary(
        day: day, activeEnergyBurned: (number * 37).truncatingRemainder(dividingBy: 1_300),
        activeEnergyBurnedGoal: 600,
        appleExerciseTime: (number * 7).truncatingRemainder(dividingBy: 90),
        appleExerciseTimeGoal: 30, appleStandHours: number.truncatingRemainder(dividingBy: 15),
        appleStandHoursGoal: 12)
    }
  }
}

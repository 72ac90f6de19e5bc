import ActivityRings
import ActivityRingsSVG

/// One day of the report's calendars: its words — the core's accessibility sentence for the
/// `aria-label`, and a short line per ring for the tooltip. Its rings go straight into the
/// page's drawing, which keeps only what it writes, so a page of many days does not hold a
/// draw list per day.
///
/// ```swift
/// let day = try ReportDay(
///   day: today, summary: summary, emptyStyle: .threeRings, cellSide: 44, drawing: &drawing)
/// day.label    // "Thursday 13 August 2026. Move: 350 of 500 calories, 70 percent. …"
/// day.tooltip  // "Thu 13 Aug 2026\nMove 350/500 CAL, 70%\nExercise 20/30 MIN, 67%\n…"
/// ```
struct ReportDay {
  let day: CalendarDay
  let hasData: Bool
  /// Whether the day is after today, without data: it has not happened, and has no rings.
  let isAhead: Bool
  let label: String
  let tooltip: String

  /// Adds the day's rings to `drawing` at `cellSide` points (Apple's look, no glyphs, as in a
  /// history calendar); a day without a summary shows the empty tracks of `emptyStyle`, or
  /// nothing when it is after `today`.
  ///
  /// - Throws: ``ReportError/cannotDraw(day:reason:)`` for a summary with a NaN or an infinite
  ///   value; nothing is added then.
  init(
    day: CalendarDay, summary: ActivitySummary?, emptyStyle: RingStyle, cellSide: Double,
    today: CalendarDay? = nil, drawing: inout SVGSharedDrawing
  ) throws(ReportError) {
    self.day = day
    hasData = summary != nil
    // A day ahead with data is drawn, as the data says.
    isAhead = summary == nil && (today.map { day > $0 } ?? false)
    let short =
      "\(String(CalendarDay.weekdayName(day.weekday).prefix(3))) \(day.day) "
      + "\(String(CalendarDay.monthName(day.month).prefix(3))) \(day.year)"
    guard !isAhead else {
      label = "\(day.spokenText). Still to come."
      tooltip = short + "\nStill to come"
      return
    }
    let style = summary.map { $0.hasWatchRings ? RingStyle.threeRings : .moveOnly } ?? emptyStyle
    let scene: RingScene
    do {
      scene = try RingScene(
        summary: summary, style: style, size: CanvasSize(side: cellSide),
        options: RingOptions(showsGlyphs: false))
      try drawing.add(scene.drawList())
    } catch {
      throw .cannotDraw(day: day, reason: "\(error)")
    }
    guard summary != nil else {
      label = "\(day.spokenText). No data."
      tooltip = short + "\nNo data"
      return
    }
    var description = scene.ringDescription
    description.day = day
    label = description.sentence
    var lines = [short]
    for ring in description.rings {
      let unit = ring.kind.labelUnit(
        moveMode: summary?.effectiveMoveMode ?? .activeEnergy,
        energyUnit: summary?.effectiveEnergyUnit ?? .kilocalories)
      // The numbers as the label's sentence says them: never a ring short of its goal shown
      // as closed, and "more than 1e+308" past what a number holds.
      let value = ring.shownValue ?? ""
      switch ring.state {
      case .progress:
        lines.append(
          "\(ring.name) \(value)/\(ring.shownGoal ?? "") \(unit), \(ring.shownPercent ?? "")%")
      case .noGoal: lines.append("\(ring.name) \(value) \(unit), no goal")
      case .noData, .percentOnly: lines.append("\(ring.name) no data")
      }
    }
    if description.isPaused { lines.append("Paused") }
    tooltip = lines.joined(separator: "\n")
  }
}

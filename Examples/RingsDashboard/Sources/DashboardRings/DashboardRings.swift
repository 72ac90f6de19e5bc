import ActivityRings
import ActivityRingsSVG

/// The dashboard's ring tiles: one day's summary drawn as an SVG at a tile size.
///
/// ```swift
/// let tile = try DashboardRings.tile(for: DashboardRings.sampleDay, side: 64)
/// tile.svg                 // "<?xml version=…"
/// tile.accessibilityText   // "Thursday 13 August 2026. Move: 350 of 500 calories, 70 percent. …"
/// ```
public enum DashboardRings {
  /// A drawn tile: the SVG and what VoiceOver should read for it.
  public struct Tile: Sendable {
    /// The SVG document.
    public let svg: String
    /// The rings described in words.
    public let accessibilityText: String
  }

  /// The day the previews and tests show: Move 350/500, Exercise 20/30, Stand 8/12.
  public static var sampleDay: ActivitySummary {
    get throws {
      ActivitySummary(
        day: try CalendarDay(parsing: "2026-08-13"),
        activeEnergyBurned: 350, activeEnergyBurnedGoal: 500,
        appleExerciseTime: 20, appleExerciseTimeGoal: 30,
        appleStandHours: 8, appleStandHoursGoal: 12)
    }
  }

  /// Draws `summary` as a square tile of `side` points at `scale` pixels per point.
  ///
  /// - Throws: ``SceneError`` for a side that is not finite and > 0; the SVG renderer's errors.
  public static func tile(
    for summary: ActivitySummary, side: Double, scale: RenderScale = .x2
  ) throws -> Tile {
    let scene = try RingScene(summary: summary, size: CanvasSize(side: side), scale: scale)
    let svg = try SVGRenderer().render(scene.drawList())
    return Tile(svg: svg, accessibilityText: scene.accessibilityText)
  }
}

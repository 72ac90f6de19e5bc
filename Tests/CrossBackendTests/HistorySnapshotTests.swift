import ActivityRings
import ActivityRingsASCII
import ActivityRingsCairo
import ActivityRingsCairoSnapshotTesting
import ActivityRingsPNG
import ActivityRingsSVG
import Foundation
import SnapshotTesting
import Testing
import _ActivityRingsLibrsvg
import _ActivityRingsTestSupport

/// A month's history calendar (November 2026, a mix of three-ring, Move-only and empty days) through every backend: SVG and ASCII as text, Cairo as pixels,
/// and librsvg against Cairo outside the text (fonts legitimately differ).
@Suite struct HistorySnapshotTests {
  static func calendar() throws -> HistoryCalendar {
    let first = try CalendarDay(parsing: "2026-11-09")
    var days: [ActivitySummary] = []
    for offset in 0..<12 where offset != 4 {
      var summary = ActivitySummary(
        day: try first.adding(days: offset), activeEnergyBurned: Double(offset) * 70,
        activeEnergyBurnedGoal: 500)
      if offset % 3 != 0 {
        summary.appleExerciseTime = Double(offset) * 4
        summary.appleExerciseTimeGoal = 30
        summary.appleStandHours = Double(offset)
        summary.appleStandHoursGoal = 12
      }
      days.append(summary)
    }
    return try HistoryCalendar.month(
      2026, 11, summaries: days, highlighted: first.adding(days: 10), cellSide: 40)
  }

  @Test func svg() throws {
    let svg = try SVGRenderer().render(Self.calendar().drawList())
    assertRingSnapshot(of: svg, as: .lines, named: "history", testName: "svg")
  }

  @Test func cairo() throws {
    let png = try CairoRenderer(options: .init(compression: .maximum)).pngData(
      Self.calendar().drawList())
    assertRingSnapshot(
      of: Data(png), as: .png(),
      named: "history", testName: "cairo")
  }

  @Test func ascii() throws {
    let text = try ASCIIRenderer(mode: .ascii, color: .none).render(Self.calendar().drawList())
    assertRingSnapshot(of: text, as: .lines, named: "history", testName: "ascii")
  }

  @Test func librsvgAgreesWithCairoOnTheRings() throws {
    var drawList = try Self.calendar().drawList()
    drawList.texts = []
    let cairo = try CairoRenderer().image(drawList)
    let librsvg = try LibrsvgRasterizer().rasterize(
      SVGRenderer().render(drawList), width: cairo.width, height: cairo.height)
    let comparison = PixelAgreement(cairo, librsvg, tolerance: 8)
    #expect(comparison.fraction >= 0.995, "\(comparison.percentText) of pixels within 8/255")
  }
}

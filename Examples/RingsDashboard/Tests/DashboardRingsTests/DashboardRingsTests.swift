import ActivityRings
import DashboardRings
import Testing

/// The dashboard's tiles, checked with plain expectations.
@Suite struct DashboardRingsTests {
  @Test func aTileIsAnSVGOfItsPixelSize() throws {
    let tile = try DashboardRings.tile(for: DashboardRings.sampleDay, side: 64, scale: .x2)
    #expect(tile.svg.hasPrefix("<?xml"))
    #expect(tile.svg.contains("width=\"128\""))
    #expect(tile.svg.contains("height=\"128\""))
    #expect(tile.svg.contains("</svg>"))
  }

  @Test func aTileSaysWhatItShows() throws {
    let tile = try DashboardRings.tile(for: DashboardRings.sampleDay, side: 64)
    #expect(
      tile.accessibilityText
        == "Thursday 13 August 2026. Move: 350 of 500 calories, 70 percent. Exercise: 20 of 30 minutes, 67 percent. Stand: 8 of 12 hours, 67 percent."
    )
  }

  @Test func theSameDayDrawsTheSameTile() throws {
    let first = try DashboardRings.tile(for: DashboardRings.sampleDay, side: 40)
    let second = try DashboardRings.tile(for: DashboardRings.sampleDay, side: 40)
    #expect(first.svg == second.svg)
  }

  @Test(arguments: [0.0, -1, .infinity, .nan])
  func aSideThatIsNotPositiveIsAnError(side: Double) throws {
    #expect(throws: SceneError.self) {
      try DashboardRings.tile(for: DashboardRings.sampleDay, side: side)
    }
  }
}

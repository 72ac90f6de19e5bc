import ActivityRings
import ActivityRingsASCIISnapshotTesting
import ActivityRingsCairoSnapshotTesting
import ActivityRingsSVGSnapshotTesting
import DashboardRings
import Testing

/// The dashboard's rings as snapshots, with references in this package's own `Snapshots/`.
@Suite struct DashboardSnapshotTests {
  @Test func todaysTile() throws {
    assertRingSnapshot(of: try DashboardRings.sampleDay, as: .svg(size: 64))
  }

  @Test func todaysTileAsPixels() throws {
    assertRingSnapshot(of: try DashboardRings.sampleDay, as: .png(size: 64, scale: .x2))
  }

  @Test func todaysTileInTheTerminal() throws {
    assertRingSnapshot(of: try DashboardRings.sampleDay, as: .ascii(size: 64))
  }
}

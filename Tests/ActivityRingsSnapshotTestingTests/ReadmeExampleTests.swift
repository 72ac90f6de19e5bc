import ActivityRings
import ActivityRingsSVGSnapshotTesting
import Testing

/// The README's "Snapshot testing your rings" example, kept here so that it compiles and passes.
@Suite struct ReadmeExampleTests {
  @Test func todaysRings() {
    let today = ActivitySummary(activeEnergyBurned: 350, activeEnergyBurnedGoal: 500)
    assertRingSnapshot(of: today, as: .svg(size: 160))
  }
}

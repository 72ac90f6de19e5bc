import ActivityRings
import ActivityRingsASCIISnapshotTesting
import ActivityRingsCairoSnapshotTesting
import ActivityRingsSVGSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

/// One passing snapshot per public strategy, with references in
/// `Snapshots/StrategySnapshotTests/`.
@Suite struct StrategySnapshotTests {
  static let today = ActivitySummary(
    activeEnergyBurned: 350, activeEnergyBurnedGoal: 500, appleExerciseTime: 20,
    appleExerciseTimeGoal: 30, appleStandHours: 8, appleStandHoursGoal: 12)

  static func scene() throws -> RingScene {
    try RingScene(summary: today, size: CanvasSize(side: 64), scale: .x2)
  }

  @Test func sceneAsSVG() throws {
    assertRingSnapshot(of: try Self.scene(), as: .svg)
  }

  @Test func sceneAsPNG() throws {
    assertRingSnapshot(of: try Self.scene(), as: .png(precision: 0.995, tolerance: 8))
  }

  @Test func sceneAsASCII() throws {
    assertRingSnapshot(of: try Self.scene(), as: .ascii)
  }

  @Test func sceneAsANSI() throws {
    assertRingSnapshot(of: try Self.scene(), as: .ansi)
  }

  @Test func summaryAsSVG() {
    assertRingSnapshot(of: Self.today, as: .svg(size: 80))
  }

  @Test func summaryAsPNG() {
    assertRingSnapshot(of: Self.today, as: .png(size: 48, scale: .x2, precision: 1, tolerance: 8))
  }

  @Test func summaryAsASCII() {
    assertRingSnapshot(of: Self.today, as: .ascii(size: 80))
  }

  @Test func summaryAsANSI() {
    assertRingSnapshot(
      of: Self.today, as: .ansi(size: 80, options: RingOptions(look: .gradient)))
  }

  @Test func namedReferences() throws {
    assertRingSnapshot(of: try Self.scene(), as: .svg, named: "today")
    assertRingSnapshot(of: "plain text\n", as: .lines, named: "text")
  }

  @Test func referencesLiveInTheTopLevelSnapshotsFolder() {
    let folder = ringSnapshotDirectory(for: #filePath)
    #expect(folder.lastPathComponent == "StrategySnapshotTests")
    #expect(folder.deletingLastPathComponent().lastPathComponent == "Snapshots")
    let root = folder.deletingLastPathComponent().deletingLastPathComponent()
    let manifest = root.appendingPathComponent("Package.swift")
    #expect(FileManager.default.fileExists(atPath: manifest.path))
  }
}

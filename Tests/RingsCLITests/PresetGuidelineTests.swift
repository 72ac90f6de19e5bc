import ActivityRings
import RingsCLI
import Testing

/// Every export preset, at every scale, in both looks and with either background, draws rings
/// that pass Apple's guidelines as the checker measures them.
@Suite struct PresetGuidelineTests {
  static let day = ActivitySummary(
    activeEnergyBurned: 620, activeEnergyBurnedGoal: 500, appleExerciseTime: 20,
    appleExerciseTimeGoal: 30, appleStandHours: 8, appleStandHoursGoal: 12)

  @Test(arguments: ExportPreset.all.map(\.name))
  func presetPassesTheGuidelines(name: String) throws {
    let preset = try ExportPreset.named(name)
    for scale in RenderScale.allCases {
      for look in RingLook.allCases {
        for background in RingBackground.allCases {
          let scene = try RingScene(
            summary: Self.day, size: CanvasSize(width: preset.width, height: preset.height),
            scale: scale, options: RingOptions(background: background, look: look))
          let report = GuidelineChecker.check(scene)
          #expect(report.passed, "\(name) @\(scale.factor)x \(look) \(background):\n\(report)")
        }
      }
    }
  }
}

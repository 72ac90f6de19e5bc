import ActivityRings
import ActivityRingsAssets
import ActivityRingsCairo
import Testing
import _ActivityRingsTestSupport

/// Every export preset, at every scale, in both looks and with either background, draws rings
/// that pass Apple's guidelines as the checker measures them (the rings its layout places).
@Suite struct PresetGuidelineTests {
  static let day = ActivitySummary(
    activeEnergyBurned: 620, activeEnergyBurnedGoal: 500, appleExerciseTime: 20,
    appleExerciseTimeGoal: 30, appleStandHours: 8, appleStandHoursGoal: 12)

  @Test(arguments: ExportPreset.all.map(\.name))
  func presetPassesTheGuidelines(name: String) throws {
    let preset = try ExportPreset.named(name)
    for scale in RenderScale.allCases {
      for look in RingLook.allCases {
        // Nothing behind the rings fails the black background by design (GuidelineCheckerTests).
        for background in RingBackground.allCases where background != .transparent {
          let scene = try PresetPicture(
            preset: preset, scale: scale, summary: Self.day,
            options: RingOptions(background: background, look: look)
          ).scene
          let report = GuidelineChecker.check(scene)
          #expect(report.passed, "\(name) @\(scale.factor)x \(look) \(background):\n\(report)")
        }
      }
    }
  }

  /// Every gap between neighbouring rings holds a pixel at most 20% as bright as the rings beside
  /// it, in Cairo's pixels, for every preset at every scale: ring edges lie on the pixel grid.
  @Test(arguments: ExportPreset.all.map(\.name))
  func presetGapsAreDark(name: String) throws {
    let preset = try ExportPreset.named(name)
    for scale in RenderScale.allCases {
      let scene = try RingScene(
        progress: RingProgressSet(move: 1, exercise: 1, stand: 1),
        size: CanvasSize(width: preset.width, height: preset.height), scale: scale)
      let gaps = GapProbe.gaps(in: try CairoRenderer().image(scene.drawList()), scene: scene)
      #expect(gaps.count == 6)
      for gap in gaps {
        #expect(gap.share <= 0.2, "\(name) @\(scale.factor)x: \(gap)")
      }
    }
  }
}

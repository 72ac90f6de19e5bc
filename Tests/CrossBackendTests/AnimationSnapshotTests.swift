import ActivityRings
import ActivityRingsASCII
import ActivityRingsCairo
import ActivityRingsCairoSnapshotTesting
import ActivityRingsPNG
import ActivityRingsSVG
import Foundation
import SnapshotTesting
import Testing
import _ActivityRingsTestSupport

/// A short transition (0.5 s at 6 frames a second: 4 frames, 48 pt) through every backend: the
/// animated SVG and the ASCII frames as text, each Cairo frame as pixels.
@Suite struct AnimationSnapshotTests {
  struct Clip {
    let transition: RingTransition
    let start: RingScene
    let end: RingScene
    let times: [Double]

    var frames: [DrawList] {
      times.map { transition.scene(at: $0, from: start, to: end).drawList() }
    }

    func plan() throws -> FramePlan {
      try FramePlan(transition, from: start, to: end, framesPerSecond: 6)
    }
  }

  static func clip() throws -> Clip {
    let before = ActivitySummary(
      activeEnergyBurned: 400, activeEnergyBurnedGoal: 500, appleExerciseTime: 10,
      appleExerciseTimeGoal: 30, appleStandHours: 3, appleStandHoursGoal: 12)
    let after = ActivitySummary(
      activeEnergyBurned: 1250, activeEnergyBurnedGoal: 500, appleExerciseTime: 25,
      appleExerciseTimeGoal: 30, appleStandHours: 13, appleStandHoursGoal: 12)
    let size = try CanvasSize(side: 48)
    let transition = try RingTransition(from: before, to: after, duration: 0.5)
    return Clip(
      transition: transition, start: try RingScene(summary: before, size: size),
      end: try RingScene(summary: after, size: size),
      times: try transition.frameTimes(framesPerSecond: 6))
  }

  @Test func svg() throws {
    let clip = try Self.clip()
    #expect(clip.times.count == 4)
    let svg = try SVGRenderer().renderAnimation(clip.plan())
    assertRingSnapshot(of: svg, as: .lines, named: "transition", testName: "svg")
  }

  @Test func ascii() throws {
    let clip = try Self.clip()
    let renderer = ASCIIRenderer(mode: .ascii, color: .none)
    let text = clip.frames.map(renderer.render).joined(separator: "\u{0C}\n")
    assertRingSnapshot(of: text, as: .lines, named: "transition", testName: "ascii")
  }

  @Test func cairo() throws {
    let clip = try Self.clip()
    let stills = try clip.plan().drawLists.map(
      CairoRenderer(options: .init(compression: .maximum)).pngData)
    #expect(stills.count == 4)
    for (index, png) in stills.enumerated() {
      assertRingSnapshot(
        of: Data(png),
        as: .png(),
        named: "transition-\(index)", testName: "cairo")
    }
  }
}

import ActivityRings
import ActivityRingsAssets

/// The pictures the benchmarks draw: the three rings the C + Cairo reference draws
/// (`Benchmarks/CairoReference/cairo-rings.c`: Move 75%, Exercise 135%, Stand 50%) at
/// 512 × 512 pixels, in Apple's gradient look and in the flat look the C reference draws.
enum BenchmarkScenes {
  /// The progress the C reference draws: Exercise is past 100%, so its tip casts a shadow.
  static func progress() throws -> RingProgressSet {
    try RingProgressSet(move: 0.75, exercise: 1.35, stand: 0.5)
  }

  /// The same values as a day's summary, for the export presets.
  static let summary = ActivitySummary(
    activeEnergyBurned: 375, activeEnergyBurnedGoal: 500, appleExerciseTime: 40.5,
    appleExerciseTimeGoal: 30, appleStandHours: 6, appleStandHoursGoal: 12)

  /// The side of every benchmark picture, in pixels (points at 1×).
  static let side = 512.0

  /// Three rings at 512 px, gradient (the default look) or flat.
  static func threeRings(look: RingLook = .default) throws -> RingScene {
    try RingScene(
      progress: progress(), style: .threeRings, size: CanvasSize(side: side),
      options: RingOptions(look: look))
  }

  /// The animation the C reference's `frames 121` draws: from empty rings to ``progress()`` in
  /// 2 s; at 60 frames per second that is 121 frames.
  static func growth() throws -> RingTransition {
    try RingTransition(
      from: RingProgressSet(move: 0, exercise: 0, stand: 0), to: progress(), duration: 2)
  }

  /// The canvas sizes of every export preset, in points (`ExportPreset.all`, what
  /// `rings export --list-presets` prints).
  static func exportPresetSizes() throws -> [CanvasSize] {
    try ExportPreset.all.map { try $0.canvasSize() }
  }
}

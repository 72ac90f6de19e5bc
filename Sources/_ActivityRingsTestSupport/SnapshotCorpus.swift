import ActivityRings
import Foundation

/// The scenes every backend's snapshot and agreement suites draw: the edge cases of progress
/// (0, 1%, 50%, 97% with the tip's cap over the start, 99%, 100%, 101%, 150%, 199%, 200%, 201%,
/// 250%, 1000%), goal 0, no data, Move only, a paused day, the smallest and a very large canvas,
/// mixed values, the enclosing circle, the flat look below and past the goal, glyphs at their
/// smallest size and turned off, and label blocks beside and below the rings.
///
/// ```swift
/// for entry in SnapshotCorpus.entries {
///   let svg = try SVGRenderer().render(entry.scene)
/// }
/// ```
public enum SnapshotCorpus {
  /// One named scene of the corpus.
  public struct Entry: Sendable, CustomStringConvertible {
    /// A file-name-safe name, used in reference file names.
    public let name: String
    /// The scene.
    public let scene: RingScene

    /// The name (so parameterised tests read well).
    public var description: String { name }
  }

  /// Every scene, in a stable order.
  public static var entries: [Entry] { entries(at: nil) }

  /// Every scene, in a stable order, drawn at `scale` instead of its own (nil: its own).
  public static func entries(at density: RenderScale?) -> [Entry] {
    [
      uniform(density, "zero", 0),
      uniform(density, "one-percent", 0.01),
      uniform(density, "half", 0.5),
      uniform(density, "ninety-seven-percent", 0.97),
      uniform(density, "ninety-nine-percent", 0.99),
      uniform(density, "closed", 1),
      uniform(density, "one-hundred-one-percent", 1.01),
      uniform(density, "one-and-a-half-laps", 1.5),
      uniform(density, "two-and-a-half-laps", 2.5),
      uniform(density, "one-hundred-ninety-nine-percent", 1.99),
      uniform(density, "two-laps", 2),
      uniform(density, "two-hundred-one-percent", 2.01),
      uniform(density, "ten-laps", 10),
      summary(
        density, "goal-zero",
        ActivitySummary(
          activeEnergyBurned: 90.96, activeEnergyBurnedGoal: 0,
          activeEnergyBurnedUnit: .kilocalories,
          appleExerciseTime: 2, appleExerciseTimeGoal: 0, appleStandHours: 7,
          appleStandHoursGoal: 0)),
      summary(density, "no-data", nil, style: .threeRings),
      summary(
        density, "move-only",
        ActivitySummary(activeEnergyBurned: 320, activeEnergyBurnedGoal: 400)),
      summary(
        density, "paused",
        ActivitySummary(
          activeEnergyBurned: 120, activeEnergyBurnedGoal: 500, appleExerciseTime: 5,
          appleExerciseTimeGoal: 30, appleStandHours: 3, appleStandHoursGoal: 12, isPaused: true)),
      summary(density, "tiny-29pt", mixed, side: 29),
      summary(density, "large-1024pt-3x", mixed, side: 1024, scale: .x3),
      summary(density, "mixed", mixed),
      summary(density, "enclosed", mixed, background: .circle),
      summary(density, "flat", mixed, options: RingOptions(look: .flat)),
      uniform(density, "flat-two-and-a-half-laps", 2.5, options: RingOptions(look: .flat)),
      uniform(density, "flat-closed", 1, options: RingOptions(look: .flat)),
      summary(density, "glyphs-smallest-110pt-2x", mixed, side: 110, scale: .x2),
      summary(density, "no-glyphs", mixed, options: RingOptions(showsGlyphs: false)),
      labelled(
        density, "labelled", mixed, RingLabel(name: "Ana", placement: .beside)),
      labelled(
        density, "labelled-below-move-time-wheelchair",
        ActivitySummary(
          appleMoveTime: 25, appleMoveTimeGoal: 30, appleExerciseTime: 12,
          appleExerciseTimeGoal: 30, appleStandHours: 9, appleStandHoursGoal: 12),
        RingLabel(name: "Zoë", placement: .below, usesWheelchair: true)),
    ]
  }

  /// The scenes whose layout and draw list the core's suite stores as JSON, so any change to
  /// geometry, colours or the order of shapes shows up as a readable diff before any backend is
  /// involved. Most use the flat look, whose few shapes read well in a diff; "closed-29pt" is
  /// the default look, "move-only-lap" a canvas wider than tall, "enclosed-2x" twice the
  /// density. Their names name the references (`Snapshots/CoreSnapshotTests/drawList.mixed.json`
  /// is the README's example input for `rings validate`).
  ///
  /// ```swift
  /// for entry in SnapshotCorpus.drawListEntries {
  ///   let json = try SnapshotCorpus.referenceJSON(entry.scene.drawList())
  /// }
  /// ```
  public static var drawListEntries: [Entry] {
    let flat = RingOptions(look: .flat)
    // The values are finite and non-negative and the canvases positive, so these cannot throw.
    return [
      Entry(
        name: "mixed",
        scene: try! RingScene(summary: mixed, size: CanvasSize(side: 100), options: flat)),
      Entry(
        name: "closed-29pt",
        scene: try! RingScene(
          progress: RingProgressSet(move: 1, exercise: 1, stand: 1), size: CanvasSize(side: 29))),
      Entry(
        name: "zero",
        scene: try! RingScene(
          progress: RingProgressSet(move: 0, exercise: 0, stand: 0), size: CanvasSize(side: 100),
          options: flat)),
      Entry(
        name: "no-data",
        scene: try! RingScene(summary: nil, style: .threeRings, size: CanvasSize(side: 100))),
      Entry(
        name: "move-only-lap",
        scene: try! RingScene(
          progress: RingProgressSet(move: 1.25), size: CanvasSize(width: 120, height: 80),
          options: flat)),
      Entry(
        name: "enclosed-2x",
        scene: try! RingScene(
          summary: mixed, size: CanvasSize(side: 29), scale: .x2,
          options: RingOptions(background: .circle, look: .flat))),
    ]
  }

  /// A draw-list scene by name.
  public static func drawListEntry(_ name: String) -> Entry? {
    drawListEntries.first { $0.name == name }
  }

  /// `value` as a `.json` snapshot reference holds it (pretty-printed, sorted keys): what the
  /// core writes for a draw list or a layout, made by the test that needs it rather than read
  /// from another suite's reference.
  public static func referenceJSON(_ value: some Encodable) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(value)
  }

  /// A day with every ring at a different stage: Move 70%, Exercise 2.97 laps, Stand 67%.
  public static var mixed: ActivitySummary {
    ActivitySummary(
      activeEnergyBurned: 350, activeEnergyBurnedGoal: 500, activeEnergyBurnedUnit: .kilocalories,
      appleExerciseTime: 89, appleExerciseTimeGoal: 30, appleStandHours: 8, appleStandHoursGoal: 12)
  }

  /// The canvas most corpus scenes use, in points.
  public static let defaultSide = 120.0

  /// The rings' side in labelled scenes: large enough for label text at 11 pt.
  public static let labelledSide = 160.0

  private static func uniform(
    _ density: RenderScale?, _ name: String, _ progress: Double,
    options: RingOptions = RingOptions()
  ) -> Entry {
    // The values are finite and non-negative, so these cannot throw.
    let set = try! RingProgressSet(move: progress, exercise: progress, stand: progress)
    let scene = try! RingScene(
      progress: set, size: CanvasSize(side: defaultSide), scale: density ?? .x1, options: options)
    return Entry(name: name, scene: scene)
  }

  private static func summary(
    _ density: RenderScale?, _ name: String, _ summary: ActivitySummary?,
    style: RingStyle = .automatic,
    side: Double = defaultSide, width: Double? = nil, height: Double? = nil,
    scale: RenderScale = .x1, background: RingBackground = .black, options: RingOptions? = nil
  ) -> Entry {
    let scene = try! RingScene(
      summary: summary, style: style,
      size: CanvasSize(width: width ?? side, height: height ?? side), scale: density ?? scale,
      options: options ?? RingOptions(background: background))
    return Entry(name: name, scene: scene)
  }

  private static func labelled(
    _ density: RenderScale?, _ name: String, _ summary: ActivitySummary, _ label: RingLabel
  ) -> Entry {
    // The rings' side fits the label at 11 pt, so this cannot throw.
    let scene = try! RingScene(
      summary: summary, ringSide: labelledSide, scale: density ?? .x1,
      options: RingOptions(label: label))
    return Entry(name: name, scene: scene)
  }
}

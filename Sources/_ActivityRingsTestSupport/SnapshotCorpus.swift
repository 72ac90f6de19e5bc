import ActivityRings

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
  public static var entries: [Entry] {
    [
      uniform("zero", 0),
      uniform("one-percent", 0.01),
      uniform("half", 0.5),
      uniform("ninety-seven-percent", 0.97),
      uniform("ninety-nine-percent", 0.99),
      uniform("closed", 1),
      uniform("one-hundred-one-percent", 1.01),
      uniform("one-and-a-half-laps", 1.5),
      uniform("two-and-a-half-laps", 2.5),
      uniform("one-hundred-ninety-nine-percent", 1.99),
      uniform("two-laps", 2),
      uniform("two-hundred-one-percent", 2.01),
      uniform("ten-laps", 10),
      summary(
        "goal-zero",
        ActivitySummary(
          activeEnergyBurned: 90.96, activeEnergyBurnedGoal: 0,
          activeEnergyBurnedUnit: .kilocalories,
          appleExerciseTime: 2, appleExerciseTimeGoal: 0, appleStandHours: 7,
          appleStandHoursGoal: 0)),
      summary("no-data", nil, style: .threeRings),
      summary(
        "move-only",
        ActivitySummary(activeEnergyBurned: 320, activeEnergyBurnedGoal: 400)),
      summary(
        "paused",
        ActivitySummary(
          activeEnergyBurned: 120, activeEnergyBurnedGoal: 500, appleExerciseTime: 5,
          appleExerciseTimeGoal: 30, appleStandHours: 3, appleStandHoursGoal: 12, isPaused: true)),
      summary("tiny-29pt", mixed, side: 29),
      summary("large-1024pt-3x", mixed, side: 1024, scale: .x3),
      summary("mixed", mixed),
      summary("enclosed", mixed, background: .circle),
      summary("flat", mixed, options: RingOptions(look: .flat)),
      uniform("flat-two-and-a-half-laps", 2.5, options: RingOptions(look: .flat)),
      uniform("flat-closed", 1, options: RingOptions(look: .flat)),
      summary("glyphs-smallest-110pt-2x", mixed, side: 110, scale: .x2),
      summary("no-glyphs", mixed, options: RingOptions(showsGlyphs: false)),
      labelled(
        "labelled", mixed, RingLabel(name: "Ana", placement: .beside)),
      labelled(
        "labelled-below-move-time-wheelchair",
        ActivitySummary(
          appleMoveTime: 25, appleMoveTimeGoal: 30, appleExerciseTime: 12,
          appleExerciseTimeGoal: 30, appleStandHours: 9, appleStandHoursGoal: 12),
        RingLabel(name: "Zoë", placement: .below, usesWheelchair: true)),
    ]
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
    _ name: String, _ progress: Double, options: RingOptions = RingOptions()
  ) -> Entry {
    // The values are finite and non-negative, so these cannot throw.
    let set = try! RingProgressSet(move: progress, exercise: progress, stand: progress)
    let scene = try! RingScene(
      progress: set, size: CanvasSize(side: defaultSide), options: options)
    return Entry(name: name, scene: scene)
  }

  private static func summary(
    _ name: String, _ summary: ActivitySummary?, style: RingStyle = .automatic,
    side: Double = defaultSide, width: Double? = nil, height: Double? = nil,
    scale: RenderScale = .x1, background: RingBackground = .black, options: RingOptions? = nil
  ) -> Entry {
    let scene = try! RingScene(
      summary: summary, style: style,
      size: CanvasSize(width: width ?? side, height: height ?? side), scale: scale,
      options: options ?? RingOptions(background: background))
    return Entry(name: name, scene: scene)
  }

  private static func labelled(_ name: String, _ summary: ActivitySummary, _ label: RingLabel)
    -> Entry
  {
    // The rings' side fits the label at 11 pt, so this cannot throw.
    let scene = try! RingScene(
      summary: summary, ringSide: labelledSide, options: RingOptions(label: label))
    return Entry(name: name, scene: scene)
  }
}

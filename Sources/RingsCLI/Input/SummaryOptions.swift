import ActivityRings
import ArgumentParser

/// The options that say whose values to draw: ring flags or a summary source.
///
/// ```sh
/// rings render --move 350/500 --exercise 20/30 --stand 8/12
/// rings render --summary today.json
/// rings render --summary move=350/500,stand=8/12
/// echo '{"appleStandHours": 8, "appleStandHoursGoal": 12}' | rings render --summary -
/// ```
package struct SummaryOptions: ParsableArguments {
  /// Move in kilocalories.
  @Option(
    name: .customLong("move"), parsing: .unconditional,
    help: ArgumentHelp("Move in kilocalories.", valueName: "VALUE/GOAL"))
  package var move: String?

  /// Move in minutes (move-time mode).
  @Option(
    name: .customLong("move-time"), parsing: .unconditional,
    help: ArgumentHelp("Move in minutes (move-time mode).", valueName: "VALUE/GOAL"))
  package var moveTime: String?

  /// Exercise in minutes.
  @Option(
    parsing: .unconditional, help: ArgumentHelp("Exercise in minutes.", valueName: "VALUE/GOAL"))
  package var exercise: String?

  /// Stand in hours.
  @Option(parsing: .unconditional, help: ArgumentHelp("Stand in hours.", valueName: "VALUE/GOAL"))
  package var stand: String?

  /// A JSON file, `-` for JSON on standard input, or an inline spec.
  @Option(
    help: ArgumentHelp(
      "A summary: a JSON file with the Health export's attribute names, '-' for JSON on standard input, or an inline spec such as move=350/500,exercise=20/30,stand=8/12 (movetime= for move-time mode).",
      valueName: "SOURCE"),
    completion: .file())
  package var summary: String?

  /// Creates empty options (argument-parser fills them in).
  package init() {}

  /// Whether any value was given.
  var isEmpty: Bool { [move, moveTime, exercise, stand, summary].allSatisfy { $0 == nil } }

  /// The summary these options describe.
  ///
  /// - Throws: a usage ``CLIError`` when nothing or contradictory values were given, or a value
  ///   is malformed.
  package func load() throws(CLIError) -> ActivitySummary {
    let flags = [move, moveTime, exercise, stand].contains { $0 != nil }
    if let summary {
      guard !flags else {
        throw .usage("give --summary or the ring options (--move, --exercise, …), not both")
      }
      return try SummarySource(argument: summary).load()
    }
    guard flags else {
      throw .usage(
        "no values: give --move 350/500 --exercise 20/30 --stand 8/12, or --summary SOURCE")
    }
    if move != nil && moveTime != nil {
      throw .usage("--move and --move-time are two Move modes: give one")
    }
    var result = ActivitySummary()
    if let move {
      let reading = try Self.reading(move, option: "--move")
      result.activeEnergyBurned = reading.value
      result.activeEnergyBurnedGoal = reading.goal
    }
    if let moveTime {
      let reading = try Self.reading(moveTime, option: "--move-time")
      result.appleMoveTime = reading.value
      result.appleMoveTimeGoal = reading.goal
      result.moveMode = .appleMoveTime
    }
    if let exercise {
      let reading = try Self.reading(exercise, option: "--exercise")
      result.appleExerciseTime = reading.value
      result.appleExerciseTimeGoal = reading.goal
    }
    if let stand {
      let reading = try Self.reading(stand, option: "--stand")
      result.appleStandHours = reading.value
      result.appleStandHoursGoal = reading.goal
    }
    return result
  }

  /// A ring's `VALUE/GOAL` as typed after `option`.
  private static func reading(_ text: String, option: String) throws(CLIError) -> ValueGoal {
    do {
      return try ValueGoal(parsing: text)
    } catch {
      throw .usage(error.message(naming: option))
    }
  }
}

import ActivityRings
import GRDB

/// How an ``ActivitySummary`` is kept in the `summary` table: one column per field, `NULL`
/// for "no data", so what comes back is what the export said.
///
/// ```swift
/// try db.cachedStatement(sql: SummaryColumns.upsert)
///   .execute(arguments: SummaryColumns.arguments(summary, day: day, source: 7))
/// let summary = try SummaryColumns.summary(row)
/// ```
enum SummaryColumns {
  /// Inserts a day, or updates it when any of its values differ (an unchanged day is not
  /// written, so `changesCount` counts the days that changed).
  static let upsert = """
    INSERT INTO summary (day, active_energy, active_energy_goal, energy_unit, move_time,
      move_time_goal, exercise, exercise_goal, stand, stand_goal, move_mode, paused, source_id)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (day) DO UPDATE SET
      active_energy = excluded.active_energy, active_energy_goal = excluded.active_energy_goal,
      energy_unit = excluded.energy_unit, move_time = excluded.move_time,
      move_time_goal = excluded.move_time_goal, exercise = excluded.exercise,
      exercise_goal = excluded.exercise_goal, stand = excluded.stand,
      stand_goal = excluded.stand_goal, move_mode = excluded.move_mode,
      paused = excluded.paused, source_id = excluded.source_id
    WHERE summary.active_energy IS NOT excluded.active_energy
      OR summary.active_energy_goal IS NOT excluded.active_energy_goal
      OR summary.energy_unit IS NOT excluded.energy_unit
      OR summary.move_time IS NOT excluded.move_time
      OR summary.move_time_goal IS NOT excluded.move_time_goal
      OR summary.exercise IS NOT excluded.exercise
      OR summary.exercise_goal IS NOT excluded.exercise_goal
      OR summary.stand IS NOT excluded.stand
      OR summary.stand_goal IS NOT excluded.stand_goal
      OR summary.move_mode IS NOT excluded.move_mode
      OR summary.paused IS NOT excluded.paused
    """

  /// The upsert's arguments for `summary` on `day`, written by source `source`.
  static func arguments(_ summary: ActivitySummary, day: CalendarDay, source: Int64)
    -> StatementArguments
  {
    [
      day.description, summary.activeEnergyBurned, summary.activeEnergyBurnedGoal,
      summary.activeEnergyBurnedUnit?.rawValue, summary.appleMoveTime, summary.appleMoveTimeGoal,
      summary.appleExerciseTime, summary.appleExerciseTimeGoal, summary.appleStandHours,
      summary.appleStandHoursGoal, summary.moveMode?.rawValue, summary.isPaused, source,
    ]
  }

  /// The summary a `SELECT *` row of `summary` holds.
  ///
  /// - Throws: when the row's day does not parse (a database edited by hand).
  static func summary(_ row: Row) throws -> ActivitySummary {
    let unit: String? = row["energy_unit"]
    let mode: String? = row["move_mode"]
    return ActivitySummary(
      day: try CalendarDay(parsing: row["day"] as String),
      activeEnergyBurned: row["active_energy"],
      activeEnergyBurnedGoal: row["active_energy_goal"],
      activeEnergyBurnedUnit: unit.flatMap(EnergyUnit.init(rawValue:)),
      appleMoveTime: row["move_time"],
      appleMoveTimeGoal: row["move_time_goal"],
      appleExerciseTime: row["exercise"],
      appleExerciseTimeGoal: row["exercise_goal"],
      appleStandHours: row["stand"],
      appleStandHoursGoal: row["stand_goal"],
      moveMode: mode.flatMap(MoveMode.init(rawValue:)),
      isPaused: row["paused"])
  }
}

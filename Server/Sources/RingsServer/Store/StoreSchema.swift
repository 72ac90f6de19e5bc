import GRDB

/// The tables of `rings.sqlite`, created and upgraded by numbered migrations (GRDB records
/// which ran, in `grdb_migrations`).
///
/// - `source`: one row per import or Health Auto Export POST that changed something: when, what
///   kind, how many bytes and records.
/// - `summary`: one row per day from an imported export, with the export's values and goals,
///   and the source that last changed it.
/// - `reading`: one row per Health Auto Export data point, keyed by metric and the timestamp as
///   written (so the same POST twice changes nothing); a day's value is the sum of its points.
/// - `state`: one row holding `generation`, which grows with every write that changes a day,
///   so that a tag made from it changes with the days, and `identity`, random for each database,
///   so that two databases at the same generation (a data folder wiped and imported again) never
///   give the same tag.
enum StoreSchema {
  /// Every migration, in order.
  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("1: sources, summaries, readings") { db in
      try db.execute(
        sql: """
          CREATE TABLE source (
            id INTEGER PRIMARY KEY,
            kind TEXT NOT NULL,
            received_at TEXT NOT NULL,
            bytes INTEGER NOT NULL,
            records INTEGER NOT NULL,
            changed INTEGER NOT NULL
          );
          CREATE TABLE summary (
            day TEXT PRIMARY KEY NOT NULL,
            active_energy REAL,
            active_energy_goal REAL,
            energy_unit TEXT,
            move_time REAL,
            move_time_goal REAL,
            exercise REAL,
            exercise_goal REAL,
            stand REAL,
            stand_goal REAL,
            move_mode TEXT,
            paused INTEGER NOT NULL,
            source_id INTEGER NOT NULL REFERENCES source(id)
          ) WITHOUT ROWID;
          CREATE TABLE reading (
            metric TEXT NOT NULL,
            stamp TEXT NOT NULL,
            day TEXT NOT NULL,
            value REAL NOT NULL,
            source_id INTEGER NOT NULL REFERENCES source(id),
            PRIMARY KEY (metric, stamp)
          ) WITHOUT ROWID;
          CREATE INDEX reading_by_day ON reading(day);
          CREATE TABLE state (generation INTEGER NOT NULL);
          INSERT INTO state (generation) VALUES (0);
          """)
    }
    migrator.registerMigration("2: the database's identity") { db in
      try db.execute(
        sql: """
          ALTER TABLE state ADD COLUMN identity TEXT NOT NULL DEFAULT '';
          UPDATE state SET identity = lower(hex(randomblob(8)));
          """)
    }
    return migrator
  }
}

import ActivityRings
import GRDB
import Synchronization

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A person's days in one SQLite file, `rings.sqlite` in the data folder, through GRDB: WAL
/// journal (readers never wait for a writer, and see each write whole or not at all), numbered
/// migrations, and writes that are idempotent upserts.
///
/// ```swift
/// let store = try DayStore(folder: "/var/lib/rings")
/// let receipt = try await store.importSummaries(imported.summaries, kind: .export, bytes: size)
/// let snapshot = try await store.snapshot(from: first, through: last)
/// ```
///
/// Each import and each Health Auto Export batch is one transaction: a process killed in the
/// middle leaves the file as it was before it. A write that changes no day leaves the file as
/// it was too (no source row, the same generation), so sending the same batch twice changes
/// nothing.
final class DayStore: Sendable {
  /// The database's name in the data folder.
  static let fileName = "rings.sqlite"

  /// What wrote a day.
  enum SourceKind: String, Sendable {
    /// `POST /imports`: an export.zip, export.xml or CSV.
    case export
    /// `POST /health-auto-export`.
    case healthAutoExport = "health-auto-export"
  }

  private let pool: DatabasePool
  private let latestGeneration: Mutex<Int64>

  /// Opens (creating it when missing) and migrates the folder's `rings.sqlite`, which is its
  /// owner's alone (mode 600) and so are its `-wal` and `-shm` files, which SQLite makes with
  /// the database's mode.
  ///
  /// - Throws: ``ServerSetupError/runtime(_:)`` when the file cannot be opened or migrated.
  init(folder: String) throws(ServerSetupError) {
    let path = folder.hasSuffix("/") ? folder + Self.fileName : folder + "/" + Self.fileName
    try DataFolder.keepPrivate(path, creating: true)
    for suffix in ["-wal", "-shm", "-journal"] {
      try DataFolder.keepPrivate(path + suffix, creating: false)
    }
    do {
      var configuration = Configuration()
      configuration.label = "rings-server"
      // Readers are cheap; more than the cores gain nothing.
      configuration.maximumReaderCount = 8
      configuration.busyMode = .timeout(10)
      pool = try DatabasePool(path: path, configuration: configuration)
      try StoreSchema.migrator.migrate(pool)
      latestGeneration = Mutex(try pool.read(Self.generation))
      identity = try pool.read { try String.fetchOne($0, sql: "SELECT identity FROM state") } ?? ""
    } catch {
      throw .runtime("cannot open the database \(QuotedText.quoted(path)): \(error)")
    }
  }

  /// Random for each database, kept for its life: part of every tag made from the
  /// ``generation``, so that a new database's generations never repeat an old one's tags.
  let identity: String

  /// The generation of the latest write this process committed (or found at start): a cheap
  /// way to tell whether cached pictures of days may be stale, without reading the file.
  var generation: Int64 { latestGeneration.withLock { $0 } }

  /// What a write did.
  struct Receipt: Sendable, Hashable, Encodable {
    /// The source row recorded for the write; nil when it changed nothing.
    var source: Int64?
    /// Summaries or data points received.
    var received: Int
    /// Days (summaries) or data points (readings) that were new or different.
    var changed: Int
    /// The first and last day received; nil when nothing was.
    var first: String?
    /// See ``first``.
    var last: String?
  }

  /// Stores imported summaries (those without a day are skipped), replacing a day's earlier
  /// imported values, in one transaction.
  func importSummaries(_ summaries: [ActivitySummary], bytes: Int64) async throws -> Receipt {
    let dated = summaries.compactMap { summary in summary.day.map { ($0, summary) } }
    return try await write(kind: .export, bytes: bytes, records: dated.count, days: dated.map(\.0))
    { db, source in
      let statement = try db.cachedStatement(sql: SummaryColumns.upsert)
      var changed = 0
      for (day, summary) in dated {
        try statement.execute(
          arguments: SummaryColumns.arguments(summary, day: day, source: source))
        changed += db.changesCount
      }
      return changed
    }
  }

  /// Stores Health Auto Export data points, replacing a point sent before with the same metric
  /// and timestamp, in one transaction.
  func saveReadings(_ readings: [HealthReading], bytes: Int64) async throws -> Receipt {
    try await write(
      kind: .healthAutoExport, bytes: bytes, records: readings.count, days: readings.map(\.day)
    ) { db, source in
      let statement = try db.cachedStatement(
        sql: """
          INSERT INTO reading (metric, stamp, day, value, source_id) VALUES (?, ?, ?, ?, ?)
          ON CONFLICT (metric, stamp) DO UPDATE SET
            day = excluded.day, value = excluded.value, source_id = excluded.source_id
          WHERE reading.value IS NOT excluded.value OR reading.day IS NOT excluded.day
          """)
      var changed = 0
      for reading in readings {
        try statement.execute(arguments: [
          reading.metric.rawValue, reading.stamp, reading.day.description, reading.value, source,
        ])
        changed += db.changesCount
      }
      return changed
    }
  }

  /// One write transaction: a source row, `body`'s upserts, and a new generation when they
  /// changed something; without changes, the source row goes too and nothing is committed.
  private func write(
    kind: SourceKind, bytes: Int64, records: Int, days: [CalendarDay],
    _ body: @escaping @Sendable (Database, Int64) throws -> Int
  ) async throws -> Receipt {
    let received = Date().ISO8601Format()
    let (source, changed, generation) = try await pool.write { db -> (Int64?, Int, Int64?) in
      try db.execute(
        sql:
          "INSERT INTO source (kind, received_at, bytes, records, changed) VALUES (?, ?, ?, ?, 0)",
        arguments: [kind.rawValue, received, bytes, records])
      let source = db.lastInsertedRowID
      let changed = try body(db, source)
      guard changed > 0 else {
        // Nothing changed: no trace of this write, so the file is as it was.
        try db.execute(sql: "DELETE FROM source WHERE id = ?", arguments: [source])
        return (nil, 0, nil)
      }
      try db.execute(
        sql: "UPDATE source SET changed = ? WHERE id = ?", arguments: [changed, source])
      try db.execute(sql: "UPDATE state SET generation = generation + 1")
      return (source, changed, try Self.generation(db))
    }
    if let generation {
      latestGeneration.withLock { $0 = max($0, generation) }
    }
    return Receipt(
      source: source, received: records, changed: changed, first: days.min()?.description,
      last: days.max()?.description)
  }

  /// The days `first` through `last`, read in one transaction.
  func snapshot(from first: CalendarDay, through last: CalendarDay) async throws -> DaySnapshot {
    let range: StatementArguments = [first.description, last.description]
    return try await pool.read { db in
      var imported: [CalendarDay: ActivitySummary] = [:]
      for row in try Row.fetchAll(
        db, sql: "SELECT * FROM summary WHERE day BETWEEN ? AND ?", arguments: range)
      {
        let summary = try SummaryColumns.summary(row)
        if let day = summary.day { imported[day] = summary }
      }
      let before = try Row.fetchOne(
        db, sql: "SELECT * FROM summary WHERE day < ? ORDER BY day DESC LIMIT 1",
        arguments: [first.description]
      ).map(SummaryColumns.summary)
      var readings: [CalendarDay: [HealthMetric: Double]] = [:]
      for row in try Row.fetchAll(
        db,
        sql: """
          SELECT day, metric, SUM(value) AS total FROM reading WHERE day BETWEEN ? AND ?
          GROUP BY day, metric
          """,
        arguments: range)
      {
        guard let metric = HealthMetric(rawValue: row["metric"]) else { continue }
        let day = try CalendarDay(parsing: row["day"] as String)
        readings[day, default: [:]][metric] = row["total"]
      }
      return DaySnapshot(
        generation: try Self.generation(db), imported: imported, importedBefore: before,
        readings: readings)
    }
  }

  /// The days from `since` through `until`, nil for no bound, read in one transaction: the
  /// days of a report or of the statistics.
  func snapshot(since: CalendarDay?, until: CalendarDay?) async throws -> DaySnapshot {
    try await snapshot(
      from: since ?? CalendarDay(year: 1, month: 1, day: 1),
      through: until ?? CalendarDay(year: 9999, month: 12, day: 31))
  }

  /// The years with a stored day from `since` through `until` (nil for no bound), oldest
  /// first: what a report of them shows, found from the days' keys without reading their rows.
  ///
  /// - Complexity: O(days in the range), on the tables' keys.
  func years(since: CalendarDay?, until: CalendarDay?) async throws -> [Int] {
    let range: StatementArguments = try [
      (since ?? CalendarDay(year: 1, month: 1, day: 1)).description,
      (until ?? CalendarDay(year: 9999, month: 12, day: 31)).description,
    ]
    return try await pool.read { db in
      // Days are YYYY-MM-DD text: the year is the first four characters.
      try Int.fetchAll(
        db,
        sql: """
          SELECT DISTINCT CAST(substr(day, 1, 4) AS INTEGER) AS year FROM (
            SELECT day FROM summary WHERE day BETWEEN ?1 AND ?2
            UNION ALL SELECT day FROM reading WHERE day BETWEEN ?1 AND ?2
          ) ORDER BY year
          """,
        arguments: range)
    }
  }

  /// Every day with data, from the first to the last: for tests and checks that compare whole
  /// stores.
  func allDays(goals: DefaultGoals) async throws -> [ActivitySummary] {
    try await snapshot(since: nil, until: nil).summaries(goals: goals)
  }

  /// Reads the one row of the store's state, for the health check: throws when the database
  /// cannot be read.
  func ping() async throws {
    _ = try await pool.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM state") }
  }

  /// SQLite's `PRAGMA integrity_check`: `["ok"]` for a sound file, else its findings.
  func integrityCheck() async throws -> [String] {
    try await pool.read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") }
  }

  private static func generation(_ db: Database) throws -> Int64 {
    try Int64.fetchOne(db, sql: "SELECT generation FROM state") ?? 0
  }
}

import ActivityRingsHealth

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// How `rings-server` runs: where it keeps its days, where it listens, whose day "today" is,
/// and its limits.
///
/// ```swift
/// var configuration = ServerConfiguration(dataFolder: "/var/lib/rings")
/// configuration.port = 8080
/// configuration.goals = try DefaultGoals(parsing: "move=600")
/// ```
public struct ServerConfiguration: Sendable {
  /// The folder of `rings.sqlite`, `token` and `signing-key`; created (mode 700) when missing,
  /// every file the server makes in it its owner's alone (mode 600).
  public var dataFolder: String
  /// The address to listen on: loopback unless told otherwise.
  public var host = "127.0.0.1"
  /// The port; 0 takes any free one (the server prints which).
  public var port = 8080
  /// The time zone of `/today.png` and of today's highlight in calendars.
  public var timeZone = TimeZone.current
  /// The goals of days that no imported summary gives goals to.
  public var goals = DefaultGoals()
  /// The import's limits; `maximumExportBytes` is also the largest body `POST /imports` takes.
  public var importLimits = HealthImportLimits()
  /// The largest body `POST /health-auto-export` takes: 8 MiB, a year of hourly points of
  /// every ring metric several times over.
  public var healthAutoExportLimit: Int64 = 8 << 20
  /// The most bytes of drawn pictures, pages and statistics kept in memory for repeated
  /// requests: 64 MiB; one answer is kept when it takes at most half of it.
  public var cacheBytes = 64 << 20
  /// How long the server waits for a slow client.
  public var timeouts = ConnectionTimeouts()
  /// The largest request head.
  public var headLimits = RequestHeadLimits()
  /// The most connections open at once; nil, the default, derives it from the process's file
  /// limit when the server is made: (soft `RLIMIT_NOFILE` − 64) ÷ 2, 480 for the usual 1,024.
  /// Past it, the connection idle or unfinished for longest is closed for the new one.
  public var maximumConnections: Int? = nil
  /// How many heavy answers (reports, statistics, animations, pictures over a million pixels)
  /// are drawn at once: one less than the processors, at least 1.
  public var heavyAnswers = HeavyWork.defaultRunning
  /// How many more heavy answers wait for those, in order; past them a 503 with `Retry-After`:
  /// twice ``heavyAnswers`` by default.
  public var heavyAnswersWaiting = 2 * HeavyWork.defaultRunning
  /// The most years a report shows, checked against the stored days before any is read: 20.
  public var reportYears = 20
  /// Whether anyone may read the stored days (days, weeks, months, today, the report, the
  /// statistics) without a token or a signed URL: false by default (`--public-reads`).
  public var publicReads = false
  /// Where the access log's lines go, one per request, such as
  /// `2026-12-06T05:01:02Z GET /today.png?size=64 200 3.1 ms` (a signed URL's signature left
  /// out, never a token); nil for none.
  public var accessLog: (@Sendable (String) -> Void)? = nil

  /// A configuration with the defaults above.
  public init(dataFolder: String) {
    self.dataFolder = dataFolder
  }
}

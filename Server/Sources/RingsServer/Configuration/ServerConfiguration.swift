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
  /// The folder of `rings.sqlite` and `token`; created (mode 700) when missing.
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
  /// The most bytes of drawn pictures kept in memory for repeated requests.
  public var cacheBytes = 64 << 20

  /// A configuration with the defaults above.
  public init(dataFolder: String) {
    self.dataFolder = dataFolder
  }
}

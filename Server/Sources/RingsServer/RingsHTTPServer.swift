import ActivityRings
import Hummingbird

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `rings-server`: Activity rings by URL, and a person's days in SQLite.
///
/// ```swift
/// let server = try RingsHTTPServer(
///   configuration: ServerConfiguration(dataFolder: "/var/lib/rings"),
///   environment: ProcessInfo.processInfo.environment)
/// for notice in server.notices { print(notice) }
/// try await server.run { port in print("listening on port", port) }
/// ```
///
/// Making one checks the address it will listen on, creates the data folder and locks it, opens
/// and migrates the database (every file of it mode 600), and loads or generates the write token
/// and the signing key (``ServerAccess``); running it listens until
/// SIGINT or SIGTERM. Its connections are watched by ``ConnectionGuard``s (timeouts, malformed
/// requests) and kept under the limit by a ``ConnectionRegistry``; heavy answers go through
/// ``HeavyWork``.
public struct RingsHTTPServer: Sendable {
  /// How it runs.
  public let configuration: ServerConfiguration
  let folder: DataFolder
  let store: DayStore
  /// Who may read and write.
  let access: ServerAccess
  let clock: ServerClock
  let renderers: ServerRenderers
  /// Answers the reads, from a cache of recently made responses.
  let responder: PictureResponder
  /// Every connection open, under the limit.
  let connections: ConnectionRegistry

  /// Lines to print once at start: that a write token was generated, naming its file (never
  /// the token), and that anyone may read the stored days (`--public-reads`).
  public let notices: [String]

  /// Sets up the server; `environment` gives `RINGS_SERVER_TOKEN` and
  /// `RINGS_SERVER_READ_TOKEN`.
  ///
  /// - Throws: ``ServerSetupError`` when the address cannot be listened on (a usage error, before
  ///   anything is made), or the data folder, the token or the database cannot be used.
  public init(configuration: ServerConfiguration, environment: [String: String])
    throws(ServerSetupError)
  {
    try self.init(configuration: configuration, environment: environment, now: { Date() })
  }

  /// As ``init(configuration:environment:)``, on a clock of the caller's (for tests).
  init(
    configuration: ServerConfiguration, environment: [String: String],
    now: @escaping @Sendable () -> Date
  ) throws(ServerSetupError) {
    guard (0...65_535).contains(configuration.port) else {
      throw .usage(
        "--port \(configuration.port) is not a port: use 0 to 65535 (0 for any free one)")
    }
    try ListenAddress.check(host: configuration.host, port: configuration.port)
    self.configuration = configuration
    folder = try DataFolder(path: configuration.dataFolder)
    let (write, origin) = try BearerToken.write(folder: folder.path, environment: environment)
    access = ServerAccess(
      write: write, read: try BearerToken.read(environment: environment, write: write),
      signer: try URLSigner.load(folder: folder.path), publicReads: configuration.publicReads,
      now: now)
    var notices: [String] = []
    if origin == .generated {
      notices.append(
        "rings-server: generated a token for writes into "
          + "\(QuotedText.quoted(folder.file(BearerToken.fileName))) (mode 600; read it there)")
    }
    if configuration.publicReads {
      notices.append(
        "rings-server: --public-reads: anyone who reaches this server may read the stored days "
          + "(days, weeks, months, today, the report, the statistics)")
    }
    self.notices = notices
    store = try DayStore(folder: folder.path)
    clock = ServerClock(timeZone: configuration.timeZone, now: now)
    renderers = try ServerRenderers()
    responder = PictureResponder(
      cache: ImageCache(budgetBytes: configuration.cacheBytes),
      heavyWork: HeavyWork(
        running: configuration.heavyAnswers, waiting: configuration.heavyAnswersWaiting))
    connections = ConnectionRegistry(
      maximum: configuration.maximumConnections
        ?? ConnectionLimit.connections(forFileLimit: ConnectionLimit.processFileLimit))
  }

  /// The routes.
  func router() -> Router<BasicRequestContext> {
    let router = Router(context: BasicRequestContext.self, options: .autoGenerateHeadEndpoints)
    if let accessLog = configuration.accessLog {
      // Outermost, so that its line has the status a problem became.
      router.add(middleware: AccessLogMiddleware(write: accessLog))
    }
    router.add(
      middleware: ProblemMiddleware(
        headLimits: configuration.headLimits, routes: ServedRoute.all(renderers: renderers)))
    ImageRoutes(server: self).register(on: router)
    DayRoutes(server: self).register(on: router)
    ReportRoutes(server: self).register(on: router)
    WriteRoutes(server: self).register(on: router)
    ServiceRoutes(server: self).register(on: router)
    return router
  }

  /// The Hummingbird application; `onListening` gets the port it listens on.
  func application(onListening: @escaping @Sendable (Int) async -> Void = { _ in })
    -> some ApplicationProtocol
  {
    let (connections, configuration) = (self.connections, self.configuration)
    let limits = configuration.headLimits
    return Application(
      router: router(),
      server: .http1(
        configuration: .init(
          additionalChannelHandlers: [
            ConnectionGuardInstaller(registry: connections, configuration: configuration)
          ],
          httpDecoderConfiguration: .init(
            maxHeaderFieldSize: limits.fieldBytes, maxHeaderListSize: limits.totalBytes,
            maxHeaderFieldCount: limits.fields))),
      configuration: ApplicationConfiguration(
        address: .hostname(configuration.host, port: configuration.port),
        serverName: "rings-server/\(ServerVersion.current)"),
      onServerRunning: { channel in await onListening(channel.localAddress?.port ?? 0) })
  }

  /// Listens until SIGINT or SIGTERM; `onListening` gets the port once the server listens.
  ///
  /// - Throws: ``ServerSetupError`` when the address cannot be bound (a port taken since the
  ///   server was made); what the server met otherwise.
  public func run(onListening: @escaping @Sendable (Int) async -> Void) async throws {
    do {
      try await application(onListening: onListening).runService()
    } catch {
      throw ListenAddress.problem(
        binding: error, host: configuration.host, port: configuration.port)
        ?? error
    }
  }
}

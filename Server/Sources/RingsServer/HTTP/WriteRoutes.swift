import ActivityRings
import ActivityRingsHealth
import Hummingbird
import NIOPosix

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The writes, each behind the write token (``ServerAccess/authorizeWrite(_:)``):
///
/// ```text
/// POST /imports              an export.zip, export.xml or ActivitySummary CSV, as the body
/// POST /health-auto-export   Health Auto Export's REST automation JSON
/// ```
///
/// A missing or wrong token is a 401, and the read token a 403, before any of the body is read; a body whose
/// `Content-Length` is over the route's limit is a 413 before any of it is read, and one
/// without a length is cut off with a 413 when it passes the limit. An import is written to an
/// unlinked temporary file in the data folder as it arrives and read from there by
/// ``HealthExportReader``, on NIO's thread pool; each write is one transaction.
struct WriteRoutes: Sendable {
  /// The server's store, token, data folder and limits.
  let server: RingsHTTPServer

  /// Adds the routes.
  func register(on router: Router<BasicRequestContext>) {
    router.post("imports") { request, _ in try await importExport(request) }
    router.post("health-auto-export") { request, _ in try await healthAutoExport(request) }
  }

  /// A write's answer: what the store did, and the import's warnings or the batch's metrics
  /// that are not rings.
  private struct Answer: Encodable {
    var receipt: DayStore.Receipt
    var warnings: [String]? = nil
    var otherMetrics: [String]? = nil

    enum Keys: String, CodingKey { case warnings, otherMetrics }

    func encode(to encoder: any Encoder) throws {
      try receipt.encode(to: encoder)
      var container = encoder.container(keyedBy: Keys.self)
      try container.encodeIfPresent(warnings, forKey: .warnings)
      try container.encodeIfPresent(otherMetrics, forKey: .otherMetrics)
    }
  }

  private func importExport(_ request: Request) async throws -> Response {
    try server.access.authorizeWrite(request)
    let limit = server.configuration.importLimits.maximumExportBytes
    try Self.checkLength(request, limit: limit, route: "/imports")
    let spool = try await BodySpool(
      request.body, in: server.folder, limit: limit, route: "/imports")
    guard spool.bytes > 0 else {
      throw RequestProblem.badParameter(
        "body", "the body is empty: send an export.zip, export.xml or CSV")
    }
    let reader = HealthExportReader(limits: server.configuration.importLimits)
    let result = try await NIOThreadPool.singleton.runIfActive {
      () -> Result<HealthImport, HealthImportError> in
      Result { () throws(HealthImportError) in
        try reader.read(fileDescriptor: spool.descriptor, named: "the uploaded export")
      }
    }
    let imported: HealthImport
    switch result {
    case .success(let value): imported = value
    case .failure(let error): throw Self.problem(error)
    }
    let receipt = try await server.store.importSummaries(imported.summaries, bytes: spool.bytes)
    return JSONLine.response(
      Answer(receipt: receipt, warnings: imported.warnings.map(\.description)))
  }

  private func healthAutoExport(_ request: Request) async throws -> Response {
    try server.access.authorizeWrite(request)
    let route = "/health-auto-export"
    let healthAutoExportLimit = server.configuration.healthAutoExportLimit
    try Self.checkLength(request, limit: healthAutoExportLimit, route: route)
    let body: ByteBuffer
    do {
      body = try await request.body.collect(upTo: Int(healthAutoExportLimit))
    } catch let error as any HTTPResponseError where error.status == .contentTooLarge {
      // NIO's NIOTooManyBytesError from a body streamed past the limit.
      throw RequestProblem.tooLarge(limit: healthAutoExportLimit, route: route)
    }
    let batch = try HealthAutoExportBatch(json: Data(body.readableBytesView))
    let receipt = try await server.store.saveReadings(
      batch.readings, bytes: Int64(body.readableBytes))
    return JSONLine.response(Answer(receipt: receipt, otherMetrics: batch.otherMetrics))
  }

  /// Refuses a body whose `Content-Length` is over `limit`, before reading it.
  ///
  /// - Throws: a 413 ``RequestProblem``; a 400 for a length that is not a number.
  static func checkLength(_ request: Request, limit: Int64, route: String)
    throws(RequestProblem)
  {
    guard let text = request.headers[.contentLength] else { return }
    guard let length = Int64(text), length >= 0 else {
      throw .badParameter(
        "Content-Length", "Content-Length \(QueryParameters.echo(text)) is not a byte count")
    }
    guard length <= limit else { throw .tooLarge(limit: limit, route: route) }
  }

  /// The import's error as the client's problem (400, or 413 for an export that inflates past
  /// the limit) or the server's (500).
  private static func problem(_ error: HealthImportError) -> RequestProblem {
    switch error {
    case .fileNotFound, .notAnExport, .emptyArchive, .noExportInArchive, .searchLimitReached,
      .corruptArchive, .unsupportedArchiveEntry:
      .badParameter("body", error.description)
    case .sizeLimitExceeded:
      RequestProblem(status: .contentTooLarge, message: error.description, parameter: "body")
    case .folder, .unreadable:
      .internalFailure(error.description)
    }
  }
}

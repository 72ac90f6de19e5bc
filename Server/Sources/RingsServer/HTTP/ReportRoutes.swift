import ActivityRings
import ActivityRingsJSON
import ActivityRingsReport
import Hummingbird

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The year-in-rings page and the statistics of the stored days, each the bytes the `rings`
/// tool writes from the same days:
///
/// ```text
/// GET /report.html                  as rings report export.zip
/// GET /report.html?year=2025        as rings report export.zip --year 2025
/// GET /stats.json                   as rings stats export.zip --format json
/// GET /stats.json?since=2025-01-01  as rings stats export.zip --since 2025-01-01 --format json
/// ```
///
/// The report takes `year`, `since`, `until` and `week-start`, and marks the server's today
/// (the days after it without rings, as `rings report --today` draws them); the statistics
/// take `since` and `until`. As for
/// the pictures of stored days, each needs a token or a signed URL unless reads are public, and
/// responses carry an `ETag` that changes with the stored days and `Cache-Control: private,
/// no-cache`. A report with no day to show is a 404 (`rings report` refuses it
/// too), unless `year` asks for that year empty; one of more than
/// ``ServerConfiguration/reportYears`` years is a 400, found from the stored days' keys before
/// any day is read. Both are heavy answers (``HeavyWork``), and cached. Statistics of no day are
/// the tool's: every figure `null` or empty.
struct ReportRoutes: Sendable {
  /// The server's store, goals and responder.
  let server: RingsHTTPServer

  /// Adds the routes.
  func register(on router: Router<BasicRequestContext>) {
    router.get("report.html") { request, _ in try await report(request) }
    router.get("stats.json") { request, _ in try await statistics(request) }
  }

  private func report(_ request: Request) async throws -> Response {
    try await respond(
      to: request, kind: "report", mediaType: "text/html; charset=utf-8", takesYear: true
    ) { (days, summaries) throws(RequestProblem) in
      let page = ReportPage(summaries: summaries, options: days.reportOptions)
      try Self.checkYears(of: page)
      return { () throws(RequestProblem) in
        do throws(ReportError) {
          return try page.utf8()
        } catch {
          throw Self.problem(error)
        }
      }
    }
  }

  private func statistics(_ request: Request) async throws -> Response {
    try await respond(
      to: request, kind: "statistics", mediaType: "application/json", takesYear: false
    ) { (days, summaries) throws(RequestProblem) in
      { () throws(RequestProblem) in
        try Self.json(
          ActivityStatistics(summaries: summaries, from: days.since, through: days.until))
      }
    }
  }

  /// The response for `request`: its query read, the days it names read from the store in one
  /// transaction, and given to `make`, which checks them and returns how to write the bytes
  /// (done on the thread pool, and only when they are not cached).
  private func respond(
    to request: Request, kind: String, mediaType: String, takesYear: Bool,
    make: (ReportQuery, [ActivitySummary]) throws(RequestProblem) ->
      @Sendable () throws(RequestProblem) -> [UInt8]
  ) async throws -> Response {
    try server.access.authorizeRead(request)
    let store = server.store
    let goals = server.configuration.goals
    // The page marks today: it changes at midnight, as the calendars do.
    let today = takesYear ? try server.clock.today() : nil
    return try await server.responder.respond(
      to: request,
      fastKey:
        "url|\(store.identity)|\(store.generation)|\(today.map(String.init(describing:)) ?? "")|"
        + request.uri.string,
      cacheControl: PictureResponder.revalidate
    ) {
      var query = try QueryParameters(request.uri.query)
      try query.takeSignature()
      let days = try ReportQuery(&query, takesYear: takesYear, today: today)
      try query.finish(known: takesYear ? ReportQuery.reportNames : ReportQuery.statisticsNames)
      if takesYear {
        // The page's years, bounded before its days are read and drawn.
        let years = try await store.years(since: days.since, until: days.until)
        let limit = server.configuration.reportYears
        if let first = years.first, let last = years.last, years.count > limit {
          throw Self.tooManyYears(count: years.count, first: first, last: last, limit: limit)
        }
      }
      let snapshot = try await store.snapshot(since: days.since, until: days.until)
      return PictureResponder.PicturePlan(
        key:
          "\(kind)|\(store.identity)|\(snapshot.generation)|\(String(reflecting: goals))|\(String(reflecting: days))",
        mediaType: mediaType, isHeavy: true,
        // Days before Apple Watch are left out unless since asks, as the tool leaves them out.
        draw: try make(
          days,
          ActivitySummary.fromFirstWatchDay(snapshot.summaries(goals: goals), since: days.since)))
    }
  }

  /// Refuses a page with no year to show, or too many, before anything is drawn.
  ///
  /// - Throws: a 404 or a 400 ``RequestProblem``, as ``problem(_:)`` says.
  private static func checkYears(of page: ReportPage) throws(RequestProblem) {
    let years: [Int]
    do {
      years = try page.years()
    } catch {
      throw problem(error)
    }
    guard let first = years.first, let last = years.last else {
      throw problem(.nothingToShow)
    }
    guard years.count <= ReportPage.maximumYears else {
      throw problem(.tooManyYears(count: years.count, first: first, last: last))
    }
  }

  /// Why there is no page, in the terms of the URL.
  private static func problem(_ error: ReportError) -> RequestProblem {
    switch error {
    case .nothingToShow:
      RequestProblem(
        status: .notFound,
        message: "no stored day to show: give year=YYYY for an empty year, other days with "
          + "since and until, or import days first (POST /imports)",
        parameter: nil)
    case .tooManyYears(let count, let first, let last):
      tooManyYears(count: count, first: first, last: last, limit: ReportPage.maximumYears)
    case .invalidYear: .badParameter("year", error.description)
    case .backwardRange: .badParameter("until", error.description)
    case .cannotDraw: .internalFailure("cannot draw the report: \(error)")
    }
  }

  /// A 400 for a page of `count` years, from `first` to `last`, past `limit`.
  private static func tooManyYears(count: Int, first: Int, last: Int, limit: Int)
    -> RequestProblem
  {
    RequestProblem(
      status: .badRequest,
      message: "the stored days are in \(count) years (\(first) to \(last)); a report shows at "
        + "most \(limit): choose them with since and until, or one with year",
      parameter: nil)
  }

  /// `statistics` as `rings stats --format json` writes them (``JSONDocument``).
  ///
  /// - Throws: a 500 ``RequestProblem`` if they cannot be encoded (statistics hold only finite
  ///   numbers, so they always can).
  private static func json(_ statistics: ActivityStatistics) throws(RequestProblem) -> [UInt8] {
    do {
      return try JSONDocument.bytes(of: statistics)
    } catch {
      throw .internalFailure("cannot encode the statistics as JSON: \(error.reason)")
    }
  }
}

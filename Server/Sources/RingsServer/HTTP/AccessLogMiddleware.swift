import Hummingbird

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One line per request, for a service's log: when it came (UTC), its method, its path and
/// query without a signed URL's signature, the answer's status and how long the server took,
/// `2026-12-06T05:01:02Z GET /today.png?size=64 200 3.1 ms`. Tokens travel in a header, which
/// is never written; nor is a request's body.
///
/// ```swift
/// router.add(middleware: AccessLogMiddleware { line in print(line) })
/// ```
struct AccessLogMiddleware<Context: RequestContext>: RouterMiddleware {
  /// Where each line goes.
  let write: @Sendable (String) -> Void

  /// Passes the request on, and writes its line once the answer is made (or the error that
  /// Hummingbird answers).
  func handle(
    _ request: Request, context: Context,
    next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    let start = ContinuousClock.now
    func log(_ status: Int) {
      let elapsed = ContinuousClock.now - start
      let milliseconds =
        Double(elapsed.components.seconds) * 1000
        + Double(elapsed.components.attoseconds) / 1e15
      write(
        Self.line(
          at: Date(), method: request.method.rawValue, path: request.uri.path,
          query: request.uri.query, status: status, milliseconds: milliseconds))
    }
    do {
      let response = try await next(request, context)
      log(response.status.code)
      return response
    } catch let error as any HTTPResponseError {
      log(error.status.code)
      throw error
    } catch {
      log(500)
      throw error
    }
  }

  /// The line for one request.
  static func line(
    at date: Date, method: String, path: String, query: String?, status: Int,
    milliseconds: Double
  ) -> String {
    let unsigned = (query ?? "").split(separator: "&", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix(URLSigner.signatureName + "=") }
      .joined(separator: "&")
    let target = unsigned.isEmpty ? path : path + "?" + unsigned
    let time = (milliseconds * 10).rounded() / 10
    return "\(Self.timestamp(date)) \(method) \(target) \(status) \(time) ms"
  }

  /// `2026-12-06T05:01:02Z`.
  static func timestamp(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    let parts = calendar.dateComponents(
      [.year, .month, .day, .hour, .minute, .second], from: date)
    func two(_ value: Int?) -> String {
      let value = value ?? 0
      return value < 10 ? "0\(value)" : "\(value)"
    }
    return "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day))T\(two(parts.hour)):"
      + "\(two(parts.minute)):\(two(parts.second))Z"
  }
}

import Hummingbird
import NIOHTTP1

/// Turns every other error into the server's one-line JSON problems: Hummingbird's own (a path
/// no route serves, a method a route does not take, a body past a limit), a body the HTTP
/// decoder refused as a route read it, and any failure of the server's own (a 500), so that
/// every refusal reads the same and no answer has an empty body.
///
/// ```swift
/// router.add(middleware: ProblemMiddleware())
/// ```
struct ProblemMiddleware<Context: RequestContext>: RouterMiddleware {
  /// The head limits, for the words of a decoder's refusal.
  var headLimits = RequestHeadLimits()
  /// The routes served, so that a path served with other methods is a 405 rather than a 404.
  var routes: [ServedRoute] = []

  /// Passes the request on, and answers its errors.
  func handle(
    _ request: Request, context: Context,
    next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    do {
      return try await next(request, context)
    } catch let problem as RequestProblem {
      return problem.response
    } catch let error as HTTPParserError {
      // A body that is not HTTP (a bad chunk), met by the route reading it: the connection
      // closes after this answer (ConnectionGuard).
      return RequestProblem.malformed(error, requestLineEnded: true, limits: headLimits).response
    } catch let error as any HTTPResponseError {
      // HTTPError, or an error Hummingbird answers with a status of its own (a body streamed
      // past a limit is NIO's NIOTooManyBytesError, a 413 with no body).
      guard error.status != .notFound else {
        let path = request.uri.path
        let methods = routes.filter { $0.matches(path) }.map(\.method)
        guard !methods.isEmpty else { return RequestProblem.notFound(path).response }
        // Every GET answers HEAD too.
        let allowed = methods.flatMap { $0 == "GET" ? ["GET", "HEAD"] : [$0] }
        return RequestProblem.methodNotAllowed(
          request.method.rawValue, path: path, allowed: allowed
        ).response
      }
      return RequestProblem(
        status: error.status, message: (error as? HTTPError)?.body ?? error.status.reasonPhrase,
        parameter: nil
      ).response
    } catch {
      // Hummingbird would answer a 500 with no body.
      return RequestProblem.internalFailure("the server failed: \(error)").response
    }
  }
}

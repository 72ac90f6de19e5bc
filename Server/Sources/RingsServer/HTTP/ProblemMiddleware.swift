import Hummingbird

/// Turns Hummingbird's own errors (a path no route serves, a method a route does not take, a
/// body past a limit) into the server's one-line JSON problems, so that every refusal reads the
/// same.
///
/// ```swift
/// router.add(middleware: ProblemMiddleware())
/// ```
struct ProblemMiddleware<Context: RequestContext>: RouterMiddleware {
  /// Passes the request on, and answers its errors.
  func handle(
    _ request: Request, context: Context,
    next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    do {
      return try await next(request, context)
    } catch let problem as RequestProblem {
      return problem.response
    } catch let error as any HTTPResponseError {
      // HTTPError, or an error Hummingbird answers with a status of its own (a body streamed
      // past a limit is NIO's NIOTooManyBytesError, a 413 with no body).
      guard error.status != .notFound else {
        return RequestProblem.notFound(request.uri.path).response
      }
      return RequestProblem(
        status: error.status, message: (error as? HTTPError)?.body ?? error.status.reasonPhrase,
        parameter: nil
      ).response
    }
  }
}

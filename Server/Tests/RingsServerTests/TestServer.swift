import ActivityRings
import Foundation
import Hummingbird
import HummingbirdTesting
import RingsServerTestSupport
import Testing

@testable import RingsServer

/// A server on a fresh temporary data folder, with a known token and a fixed clock, for
/// HummingbirdTesting's router client.
struct TestServer {
  static let token = "test-token-0123456789abcdef"
  /// 2024-05-15 12:00 UTC.
  static let fixedNow = Date(timeIntervalSince1970: 1_715_774_400)

  let server: RingsHTTPServer
  let folder: URL

  /// A server on a new folder, or on `folder`; `environment` adds to the write token's.
  init(
    folder: URL? = nil, environment: [String: String] = [:],
    _ adjust: (inout ServerConfiguration) -> Void = { _ in }
  ) throws {
    self.folder =
      folder
      ?? FileManager.default.temporaryDirectory
      .appendingPathComponent("rings-server-tests-\(UUID().uuidString)")
    var configuration = ServerConfiguration(dataFolder: self.folder.path)
    // Any free port: the address is checked when the server is made, and tests that listen
    // (live) take one of their own.
    configuration.port = 0
    configuration.timeZone = TimeZone(identifier: "UTC") ?? .current
    adjust(&configuration)
    server = try RingsHTTPServer(
      configuration: configuration,
      environment: environment.merging([BearerToken.writeVariable: Self.token]) { old, _ in old },
      now: { Self.fixedNow })
  }

  /// Runs `test` with a client of the routes.
  func test<Value: Sendable>(_ test: @Sendable (any TestClientProtocol) async throws -> Value)
    async throws -> Value
  {
    try await server.application().test(.router, test)
  }

  /// Runs `test` with the server listening on a loopback port, given to it, for tests that
  /// speak bytes to it (``RawConnection``); then stops it. Unlike HummingbirdTesting's live
  /// client, it opens no connection of its own, so a test counts every connection there is.
  func live<Value: Sendable>(_ test: @Sendable (_ port: Int) async throws -> Value)
    async throws -> Value
  {
    let (ports, listening) = AsyncStream.makeStream(of: Int.self)
    let application = server.application { port in listening.yield(port) }
    return try await withThrowingTaskGroup(of: Void.self) { group in
      group.addTask { try await application.run() }
      defer { group.cancelAll() }
      var iterator = ports.makeAsyncIterator()
      let port = try #require(await iterator.next())
      return try await test(port)
    }
  }

  /// `Authorization: Bearer` with the write token.
  static var authorized: HTTPFields { [.authorization: "Bearer \(token)"] }

  /// ``authorized`` and `more`.
  static func authorized(_ more: HTTPFields) -> HTTPFields {
    var fields = authorized
    fields.append(contentsOf: more)
    return fields
  }
}

extension TestResponse {
  /// The body's bytes.
  var bytes: [UInt8] { Array(body.readableBytesView) }
  /// The body as text.
  var text: String { String(decoding: bytes, as: UTF8.self) }
  /// The body as a JSON object.
  var json: [String: Any] {
    (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any] ?? [:]
  }
}

/// A small export.xml of `summaries`.
func exportXML(_ summaries: [ActivitySummary]) -> ByteBuffer {
  ByteBuffer(string: ExportXML.text(summaries))
}

/// `CalendarDay(parsing:)` for literals in tests.
func day(_ text: String) -> CalendarDay {
  do { return try CalendarDay(parsing: text) } catch { fatalError("\(text): \(error)") }
}

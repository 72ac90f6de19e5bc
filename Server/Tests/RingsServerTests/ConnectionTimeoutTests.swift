import ActivityRings
import Foundation
import RingsServerTestSupport
import Testing

@testable import RingsServer

/// Slow clients, over real sockets, against a server whose timeouts are short: a connection that
/// sends nothing, half a head, a head one line at a time, a body that stops or trickles, or
/// nothing after its answer, is closed once its time is up, and not before: a 408 in the
/// server's JSON when part of a request had come.
@Suite struct ConnectionTimeoutTests {
  static let head = 0.6
  static let body = 0.6
  static let keepAlive = 2.0

  static func server() throws -> TestServer {
    try TestServer { configuration in
      configuration.timeouts.head = .milliseconds(Int(head * 1000))
      configuration.timeouts.body = .milliseconds(Int(body * 1000))
      configuration.timeouts.keepAlive = .milliseconds(Int(keepAlive * 1000))
      configuration.timeouts.linger = .milliseconds(200)
    }
  }

  static let write =
    "POST /health-auto-export HTTP/1.1\r\nHost: x\r\n"
    + "Authorization: Bearer \(TestServer.token)\r\nContent-Length: 100000\r\n\r\n"

  @Test func aConnectionThatSendsNothingIsClosedAfterTheHeadTimeout() async throws {
    try await Self.server().live { port in
      let connection = try RawConnection(port: port)
      let reply = await connection.readUntilClosed(seconds: 120)
      #expect(reply.closed)
      #expect(reply.bytes.isEmpty, "an idle connection is closed without a word")
      #expect(reply.sinceOpened >= Self.head)
    }
  }

  @Test(arguments: ["GET /rings.png?mo", "GET /rings.png?move=1/2 HTTP/1.1\r\nHost: x\r\n"])
  func halfAHeadIsA408AfterTheHeadTimeout(sent: String) async throws {
    try await Self.server().live { port in
      let connection = try RawConnection(port: port)
      try connection.write(sent)
      let reply = await connection.readUntilClosed(seconds: 120)
      #expect(reply.closed)
      #expect(reply.sinceOpened >= Self.head)
      let response = try #require(reply.response)
      #expect(response.status == 408)
      try expectProblemLine(response.text, parameter: nil)
    }
  }

  /// One header line every tenth of a second: bytes keep coming, the head never ends.
  @Test func aHeadSentALineAtATimeGetsNoMoreTime() async throws {
    try await Self.server().live { port in
      let connection = try RawConnection(port: port)
      try connection.write("GET /rings.png?move=1/2 HTTP/1.1\r\n")
      let lines = Task.detached {
        for number in 0..<100 {
          try await Task.sleep(for: .milliseconds(100))
          try connection.write("X-Line-\(number): 1\r\n")
        }
      }
      let reply = await connection.readUntilClosed(seconds: 120)
      lines.cancel()
      #expect(reply.closed)
      #expect(reply.sinceOpened < Self.head + 3, "closed at the head timeout, not after the lines")
      #expect(try #require(reply.response).status == 408)
    }
  }

  @Test func aBodyThatStopsIsA408AfterTheBodyTimeout() async throws {
    try await Self.server().live { port in
      let connection = try RawConnection(port: port)
      try connection.write(Self.write + "{\"data\":")
      let reply = await connection.readUntilClosed(seconds: 120)
      #expect(reply.closed)
      #expect(reply.sinceLastWrite >= Self.body)
      let response = try #require(reply.response)
      #expect(response.status == 408)
      try expectProblemLine(response.text, parameter: "body")
    }
  }

  /// An import whose body stops before its end (its length, or the last chunk): a 408, and
  /// nothing imported, though what came is a whole export: the route fails rather than take it
  /// as the body.
  @Test(arguments: [false, true])
  func anImportCutOffIsNotImported(chunked: Bool) async throws {
    let server = try Self.server()
    let export = ExportXML.text([
      ActivitySummary(day: day("2024-05-01"), activeEnergyBurned: 300, activeEnergyBurnedGoal: 400)
    ])
    let framing =
      chunked
      ? "Transfer-Encoding: chunked\r\n\r\n" + String(export.utf8.count, radix: 16) + "\r\n"
        + export + "\r\n"
      : "Content-Length: \(export.utf8.count + 1000)\r\n\r\n" + export
    try await server.live { port in
      let connection = try RawConnection(port: port)
      try connection.write(
        "POST /imports HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer \(TestServer.token)\r\n"
          + framing)
      let reply = await connection.readUntilClosed(seconds: 120)
      #expect(try #require(reply.response).status == 408)
    }
    let days = try await server.server.store.allDays(goals: DefaultGoals())
    #expect(days.isEmpty, "\(days)")
  }

  /// A byte every tenth of a second: the body never stops, but never brings 1 KiB in its time.
  @Test func aBodyThatTricklesIsCutOff() async throws {
    try await Self.server().live { port in
      let connection = try RawConnection(port: port)
      try connection.write(Self.write)
      let bytes = Task.detached {
        for _ in 0..<100 {
          try await Task.sleep(for: .milliseconds(100))
          try connection.write(" ")
        }
      }
      let reply = await connection.readUntilClosed(seconds: 120)
      bytes.cancel()
      #expect(reply.closed)
      #expect(reply.sinceOpened < Self.body + 3)
      #expect(try #require(reply.response).status == 408)
    }
  }

  /// A kept-alive connection takes a second request within its time, then, idle, is closed
  /// after the keep-alive timeout (longer than the head's), without a word.
  @Test func aKeptAliveConnectionIsClosedAfterTheKeepAliveTimeout() async throws {
    try await Self.server().live { port in
      let connection = try RawConnection(port: port)
      let request = "GET /rings.txt?move=1/2 HTTP/1.1\r\nHost: x\r\n\r\n"
      try connection.write(request)
      let first = await connection.readResponse(seconds: 120)
      #expect(first.response?.status == 200)
      // Past the head timeout, within the keep-alive one, timed on a thread of its own.
      connection.write(request, after: Self.head + 0.2)
      let second = await connection.readResponse(seconds: 120)
      #expect(second.response?.status == 200, "still open after the head timeout")
      let idle = await connection.readUntilClosed(seconds: 120)
      #expect(idle.closed)
      #expect(idle.bytes.isEmpty, "an idle connection is closed without a word")
      #expect(idle.sinceLastWrite >= Self.keepAlive)
    }
  }

  /// Time the server spends on its own is not the client's: a request answered slowly (a heavy
  /// answer waiting its turn) is not cut off.
  @Test func aSlowAnswerIsNotTheClientsTime() async throws {
    let server = try TestServer { configuration in
      configuration.timeouts.head = .milliseconds(Int(Self.head * 1000))
      configuration.timeouts.body = .milliseconds(Int(Self.body * 1000))
      configuration.heavyAnswers = 1
      configuration.heavyAnswersWaiting = 1
    }
    let held = await HeldPlace.hold(server.server.responder.heavyWork)
    try await server.live { port in
      let connection = try RawConnection(port: port)
      try connection.write(
        "GET /transition.svg?from=move=1/2&to=move=2/2 HTTP/1.1\r\nHost: x\r\n\r\n")
      let waiting = await connection.read(atLeast: 1, seconds: 2 * (Self.head + Self.body))
      #expect(waiting.bytes.isEmpty && !waiting.closed, "waiting for its turn, not cut off")
      try await held.release()
      let answer = await connection.readResponse(seconds: 120)
      #expect(answer.response?.status == 200)
    }
  }
}

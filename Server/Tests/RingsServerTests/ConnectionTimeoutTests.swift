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
  static let keepAlive = 1.2

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
      let reply = await connection.readUntilClosed(seconds: 10)
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
      let reply = await connection.readUntilClosed(seconds: 10)
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
      let reply = await connection.readUntilClosed(seconds: 10)
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
      let reply = await connection.readUntilClosed(seconds: 10)
      #expect(reply.closed)
      #expect(reply.sinceLastWrite >= Self.body)
      let response = try #require(reply.response)
      #expect(response.status == 408)
      try expectProblemLine(response.text, parameter: "body")
    }
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
      let reply = await connection.readUntilClosed(seconds: 10)
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
      let first = try #require(await connection.readResponse(seconds: 10).response)
      #expect(first.status == 200)
      try await Task.sleep(for: .milliseconds(Int(Self.head * 1000) + 200))
      try connection.write(request)
      let second = await connection.readResponse(seconds: 10)
      #expect(second.response?.status == 200, "still open after the head timeout")
      let idle = await connection.readUntilClosed(seconds: 10)
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
      let answer = await connection.readResponse(seconds: 10)
      #expect(answer.response?.status == 200)
    }
  }
}

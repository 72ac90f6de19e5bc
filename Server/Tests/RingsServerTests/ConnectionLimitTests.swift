import Foundation
import NIOCore
import RingsServerTestSupport
import Synchronization
import Testing

@testable import RingsServer

/// The connection limit: past it, the connection idle or unfinished for longest is closed for
/// the new one, so a new request is answered however many connections sit idle; only when every
/// other connection is being answered is the new one refused, with a 503 in JSON.
@Suite struct ConnectionLimitTests {
  @Test func theLimitFollowsTheFileLimit() {
    #expect(ConnectionLimit.connections(forFileLimit: 512) == 224)
    #expect(ConnectionLimit.connections(forFileLimit: 1024) == 480)
    #expect(ConnectionLimit.connections(forFileLimit: 10) == 1)
    #expect(ConnectionLimit.processFileLimit > 0)
  }

  /// Which connection the registry closes for a new one: those closing, then the idle or
  /// half-sent one waiting longest, then the one sending a body for longest; never one being
  /// answered.
  @Test func theRegistryClosesTheLongestWaitingConnectionFirst() throws {
    let registry = ConnectionRegistry(maximum: 4)
    let evicted = Mutex<[String]>([])
    func open(_ name: String) -> ConnectionRegistry.ID? {
      registry.open(since: .now()) { evicted.withLock { $0.append(name) } }
    }
    let start = NIODeadline.now()
    for (name, phase, age) in [
      ("answering", ConnectionPhase.answering, 40), ("body", .readingBody, 30),
      ("idle", .idle, 10), ("head", .readingHead, 20),
    ] {
      let id = try #require(open(name))
      registry.update(id, phase: phase, since: start - .seconds(Int64(age)))
    }
    let new = try (1...3).map { try #require(open("new \($0)")) }
    // Half a head waiting longer than the idle one goes first, then the idle one, then the
    // newest idle one before the older body; the one being answered never.
    #expect(evicted.withLock { $0 } == ["head", "idle", "new 1"])
    #expect(registry.phases.count == 4)
    _ = try #require(open("new 4"))
    #expect(evicted.withLock { $0 }.last == "new 2", "the oldest idle one before the body")
    for id in new.dropFirst(2) { registry.update(id, phase: .answering, since: .now()) }
    _ = try #require(open("new 5"))
    #expect(evicted.withLock { $0 }.last == "new 4")
    #expect(
      registry.phases.sorted { "\($0)" < "\($1)" } == [.answering, .answering, .idle, .readingBody])
  }

  @Test func aConnectionIsRefusedOnlyWhenEveryOtherIsBeingAnswered() throws {
    let registry = ConnectionRegistry(maximum: 2)
    for _ in 0..<2 {
      let id = try #require(registry.open(since: .now()) {})
      registry.update(id, phase: .answering, since: .now())
    }
    #expect(registry.open(since: .now()) {} == nil)
    #expect(registry.phases == [.answering, .answering])
  }

  @Test func aClosingConnectionGoesBeforeAnyOther() throws {
    let registry = ConnectionRegistry(maximum: 2)
    let evicted = Mutex<[String]>([])
    let start = NIODeadline.now()
    for (name, phase, age) in [("idle", ConnectionPhase.idle, 60), ("closing", .closing, 0)] {
      let id = try #require(registry.open(since: start) { evicted.withLock { $0.append(name) } })
      registry.update(id, phase: phase, since: start - .seconds(Int64(age)))
    }
    _ = registry.open(since: .now()) {}
    #expect(evicted.withLock { $0 } == ["closing"])
  }

  /// Half-sent connections at the limit: each new request is answered, and the half-sent
  /// connection waiting longest is closed for it, with a 503 in JSON saying why.
  @Test func aNewRequestIsAnsweredPastTheLimit() async throws {
    let server = try TestServer { $0.maximumConnections = 6 }
    let registry = server.server.connections
    try await server.live { port in
      var waiting: [RawConnection] = []
      for _ in 0..<6 {
        let connection = try RawConnection(port: port)
        try connection.write("GET /rings.png?mo")
        waiting.append(connection)
      }
      for _ in 0..<500 where registry.phases.filter({ $0 == .readingHead }).count < 6 {
        try await Task.sleep(for: .milliseconds(10))
      }
      var requests: [RawConnection] = []  // kept open: each keeps its place
      for value in 1...4 {
        let request = try RawConnection(port: port)
        requests.append(request)
        try request.write("GET /rings.txt?move=\(value)/9 HTTP/1.1\r\nHost: x\r\n\r\n")
        let answer = await request.readResponse(seconds: 120)
        #expect(answer.response?.status == 200)
        #expect(registry.phases.count <= 6)
      }
      var closed = 0
      for connection in waiting {
        let reply = await connection.readUntilClosed(seconds: 0.5)
        guard reply.closed else { continue }
        closed += 1
        let response = try #require(reply.response)
        #expect(response.status == 503)
        #expect(response.headers["retry-after"] == "1")
        try expectProblemLine(response.text, parameter: nil)
      }
      // Four places were needed: the four half-sent connections waiting longest gave them.
      #expect(closed == 4)
      #expect(requests.count == 4)
    }
  }

  /// Every place taken by a request being answered (heavy answers waiting their turn): the
  /// new connection is refused with a 503, and the others are answered in the end.
  @Test func aNewConnectionIsRefusedWhenEveryOtherIsAnswered() async throws {
    let server = try TestServer { configuration in
      configuration.maximumConnections = 2
      configuration.heavyAnswers = 1
      configuration.heavyAnswersWaiting = 2
    }
    let held = await HeldPlace.hold(server.server.responder.heavyWork)
    try await server.live { port in
      var answered: [RawConnection] = []
      for value in 1...2 {
        let connection = try RawConnection(port: port)
        try connection.write(
          "GET /transition.svg?from=move=1/2&to=move=\(value)/3 HTTP/1.1\r\nHost: x\r\n\r\n")
        answered.append(connection)
      }
      let registry = server.server.connections
      for _ in 0..<200 where registry.phases != [.answering, .answering] {
        try await Task.sleep(for: .milliseconds(10))
      }
      #expect(registry.phases == [.answering, .answering])
      let refused = try RawConnection(port: port)
      let reply = await refused.readUntilClosed(seconds: 120)
      let response = try #require(reply.response)
      #expect(response.status == 503)
      #expect(response.headers["retry-after"] == "1")
      try expectProblemLine(response.text, parameter: nil)
      try await held.release()
      for connection in answered {
        #expect(await connection.readResponse(seconds: 120).response?.status == 200)
      }
    }
  }
}

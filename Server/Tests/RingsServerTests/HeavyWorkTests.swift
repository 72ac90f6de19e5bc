import ActivityRings
import Foundation
import Hummingbird
import HummingbirdTesting
import NIOCore
import Synchronization
import Testing

@testable import RingsServer

/// Heavy answers (animations, reports, large pictures) run so many at a time, a few more wait,
/// and the rest are a 503 with `Retry-After` and the JSON line at once; small pictures and
/// answers in the cache do not wait for them.
@Suite struct HeavyWorkTests {
  @Test func theGateRunsSoManyQueuesSoManyMoreAndRefusesTheRest() async throws {
    let gate = HeavyWork(running: 1, waiting: 1)
    let held = await HeldPlace.hold(gate)
    let order = Mutex<[String]>([])
    let queued = Task.detached {
      try await gate.run { order.withLock { $0.append("queued") } }
    }
    // The queued one joins the line (it cannot run before the place is given back).
    for _ in 0..<500 where gate.waitingNow == 0 {
      try await Task.sleep(for: .milliseconds(10))
    }
    #expect(gate.waitingNow == 1)
    let refused = try #require(await Self.problem { try await gate.run {} })
    #expect(refused.status == .serviceUnavailable)
    #expect(refused.retryAfter == HeavyWork.retryAfterSeconds)
    #expect(order.withLock { $0 }.isEmpty)
    try await held.release()
    try await queued.value
    #expect(order.withLock { $0 } == ["queued"])
    // The line is empty again: a run goes through at once.
    try await gate.run {}
  }

  @Test func theDefaultLeavesACoreFree() {
    #expect(HeavyWork.defaultRunning == max(1, System.coreCount - 1))
    let configuration = ServerConfiguration(dataFolder: "/nowhere")
    #expect(configuration.heavyAnswers == HeavyWork.defaultRunning)
    #expect(configuration.heavyAnswersWaiting == 2 * HeavyWork.defaultRunning)
  }

  /// With the only place taken: an animation and an uncached report are a 503 in JSON with
  /// `Retry-After`; a small picture, drawn or cached, and a report asked before are answered.
  @Test func whileHeavyWorkIsBusyLightAndCachedAnswersAreServed() async throws {
    let server = try TestServer { configuration in
      configuration.heavyAnswers = 1
      configuration.heavyAnswersWaiting = 0
    }
    let days = [ActivitySummary(day: day("2024-05-01"), activeEnergyBurned: 300)]
    let (report, transition) = ("/report.html", "/transition.png?from=move=1/2&to=move=2/2")
    try await server.test { client in
      let imported = try await client.execute(
        uri: "/imports", method: .post, headers: TestServer.authorized, body: exportXML(days))
      #expect(imported.status == .ok)
      #expect(
        try await client.execute(uri: report, method: .get, headers: TestServer.authorized).status
          == .ok)
    }
    let held = await HeldPlace.hold(server.server.responder.heavyWork)
    try await server.test { client in
      for uri in [transition, "/report.html?year=2024"] {
        let busy = try await client.execute(uri: uri, method: .get, headers: TestServer.authorized)
        #expect(busy.status == .serviceUnavailable, "\(uri)")
        #expect(busy.headers[.retryAfter] == String(HeavyWork.retryAfterSeconds))
        #expect(busy.headers[.contentType] == "application/json")
        try expectProblemLine(busy.text, parameter: nil)
      }
      for uri in ["/rings.png?move=3/7&size=64&scale=2", "/rings.png?move=3/7&size=64&scale=2"] {
        #expect(
          try await client.execute(uri: uri, method: .get, headers: TestServer.authorized).status
            == .ok)
      }
      let cached = try await client.execute(
        uri: report, method: .get, headers: TestServer.authorized)
      #expect(cached.status == .ok, "a repeated heavy answer comes from the cache")
    }
    try await held.release()
    try await server.test { client in
      let drawn = try await client.execute(
        uri: transition, method: .get, headers: TestServer.authorized)
      #expect(drawn.status == .ok)
    }
  }

  private static func problem(_ body: () async throws -> Void) async -> RequestProblem? {
    do {
      try await body()
      return nil
    } catch {
      return error as? RequestProblem
    }
  }
}

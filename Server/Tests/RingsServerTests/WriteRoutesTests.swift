import ActivityRings
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import RingsServer

@Suite struct WriteRoutesTests {
  static let may = (1...31).map { number in
    ActivitySummary(
      day: day(String(format: "2024-05-%02d", number)), activeEnergyBurned: Double(number * 20),
      activeEnergyBurnedGoal: 600, appleExerciseTime: Double(number), appleExerciseTimeGoal: 30,
      appleStandHours: Double(number % 13), appleStandHoursGoal: 12)
  }

  @Test func anImportStoresItsDaysAndTheSameImportAgainChangesNothing() async throws {
    let server = try TestServer()
    try await server.test { client in
      let first = try await client.execute(
        uri: "/imports", method: .post, headers: TestServer.authorized,
        body: exportXML(Self.may))
      #expect(first.status == .ok, "\(first.text)")
      #expect(first.json["received"] as? Int == 31)
      #expect(first.json["changed"] as? Int == 31)
      #expect(first.json["first"] as? String == "2024-05-01")
      #expect(first.json["last"] as? String == "2024-05-31")
      #expect(first.json["source"] as? Int != nil)
      let generation = server.server.store.generation
      let again = try await client.execute(
        uri: "/imports", method: .post, headers: TestServer.authorized,
        body: exportXML(Self.may))
      #expect(again.json["changed"] as? Int == 0)
      #expect(again.json["source"] == nil)
      #expect(server.server.store.generation == generation)
    }
    let stored = try await server.server.store.allDays(goals: DefaultGoals())
    #expect(stored == Self.may)
  }

  @Test func aWriteWithoutTheTokenIsA401AndChangesNothing() async throws {
    let server = try TestServer()
    try await server.test { client in
      for headers: HTTPFields in [
        [:], [.authorization: "Bearer wrong-token-0123456789"],
        [.authorization: "Basic \(TestServer.token)"],
        [.authorization: "Bearer \(TestServer.token)x"],
        [.authorization: "Bearer \(TestServer.token.dropLast())"],
      ] {
        for uri in ["/imports", "/health-auto-export"] {
          let response = try await client.execute(
            uri: uri, method: .post, headers: headers, body: exportXML(Self.may))
          #expect(response.status == .unauthorized, "\(uri) \(headers)")
          #expect(response.headers[.wwwAuthenticate]?.hasPrefix("Bearer") == true)
          #expect(response.json["error"] as? String != nil)
        }
      }
    }
    #expect(try await server.server.store.allDays(goals: DefaultGoals()).isEmpty)
  }

  @Test func aBodyWithoutALengthIsCutOffWithA413WhenItPassesTheLimit() async throws {
    let server = try TestServer {
      $0.importLimits.maximumExportBytes = 1_000
      $0.healthAutoExportLimit = 500
    }
    try await server.test { client in
      for uri in ["/imports", "/health-auto-export"] {
        let response = try await client.execute(
          uri: uri, method: .post, headers: TestServer.authorized, body: exportXML(Self.may))
        #expect(response.status == .contentTooLarge, "\(uri)")
        #expect(response.json["parameter"] as? String == "body")
      }
    }
    #expect(try await server.server.store.allDays(goals: DefaultGoals()).isEmpty)
  }

  @Test func aDeclaredLengthOverTheLimitIsRefusedBeforeTheBodyIsRead() throws {
    func request(length: String) -> Request {
      Request(
        head: HTTPRequest(
          method: .post, scheme: "http", authority: "localhost", path: "/imports",
          headerFields: [.contentLength: length]),
        body: RequestBody(buffer: ByteBuffer()))
    }
    #expect(throws: RequestProblem.tooLarge(limit: 1_000, route: "/imports")) {
      try WriteRoutes.checkLength(request(length: "5000000000"), limit: 1_000, route: "/imports")
    }
    try WriteRoutes.checkLength(request(length: "1000"), limit: 1_000, route: "/imports")
    #expect(throws: RequestProblem.self) {
      try WriteRoutes.checkLength(request(length: "lots"), limit: 1_000, route: "/imports")
    }
  }

  @Test func aBodyThatIsNotAnExportIsA400() async throws {
    let server = try TestServer()
    try await server.test { client in
      for body in ["", "hello", "PK\u{3}\u{4}broken zip"] {
        let response = try await client.execute(
          uri: "/imports", method: .post, headers: TestServer.authorized,
          body: ByteBuffer(string: body))
        #expect(response.status == .badRequest, "\(body): \(response.text)")
        #expect(response.json["parameter"] as? String == "body")
      }
    }
  }

  @Test func theUploadLeavesNoFileInTheDataFolder() async throws {
    let server = try TestServer()
    try await server.test { client in
      _ = try await client.execute(
        uri: "/imports", method: .post, headers: TestServer.authorized, body: exportXML(Self.may))
    }
    let files = try FileManager.default.contentsOfDirectory(atPath: server.folder.path).sorted()
    #expect(
      files.allSatisfy {
        ["lock", "token", "signing-key", "rings.sqlite"].contains($0)
          || $0.hasPrefix("rings.sqlite-")
      }, "\(files)")
  }
}

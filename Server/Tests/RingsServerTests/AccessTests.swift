import ActivityRings
import Foundation
import Hummingbird
import HummingbirdTesting
import Synchronization
import Testing

@testable import RingsServer

/// Who may read and write: stored days private by default, tokens, signed URLs, and what the
/// access log writes.
@Suite struct AccessTests {
  static let readToken = "reader-token-0123456789abcdef"
  static let days = [
    ActivitySummary(
      day: day("2024-05-14"), activeEnergyBurned: 300, activeEnergyBurnedGoal: 500,
      appleExerciseTime: 10, appleExerciseTimeGoal: 30, appleStandHours: 6,
      appleStandHoursGoal: 12),
    ActivitySummary(
      day: day("2024-05-15"), activeEnergyBurned: 100, activeEnergyBurnedGoal: 500,
      appleExerciseTime: 3, appleExerciseTimeGoal: 30, appleStandHours: 2,
      appleStandHoursGoal: 12),
  ]

  /// One URL of each route of stored days, every extension of the pictures'.
  static let storedURLs: [String] = {
    var urls = ["/report.html", "/stats.json", "/weeks/2024-05-13.svg", "/months/2024-05.svg"]
    for fileExtension in ServerRenderers.stillExtensions {
      // Text is sized in cells.
      let size = fileExtension == "txt" ? "?size=30x12" : "?size=64"
      urls += ["/days/2024-05-15.\(fileExtension)" + size, "/today.\(fileExtension)" + size]
    }
    return urls
  }()

  /// Every route the document calls a read of stored days has a URL above.
  @Test func theURLsCoverEveryStoredRoute() throws {
    let routes = ServedRoute.all(renderers: try ServerRenderers()).filter {
      $0.access == .storedRead
    }
    for route in routes {
      #expect(
        Self.storedURLs.contains { route.matches(String($0.prefix { $0 != "?" })) },
        "\(route.path)")
    }
  }

  /// A server with the days imported and a read token.
  static func server(_ adjust: (inout ServerConfiguration) -> Void = { _ in }) throws
    -> TestServer
  {
    try TestServer(environment: [BearerToken.readVariable: readToken], adjust)
  }

  static func importDays(_ client: any TestClientProtocol) async throws {
    let response = try await client.execute(
      uri: "/imports", method: .post, headers: TestServer.authorized, body: exportXML(days))
    #expect(response.status == .ok, "\(response.text)")
  }

  @Test func storedDaysNeedATokenWhichEitherTokenIs() async throws {
    try await Self.server().test { client in
      try await Self.importDays(client)
      for url in Self.storedURLs {
        let anonymous = try await client.execute(uri: url, method: .get)
        #expect(anonymous.status == .unauthorized, "\(url)")
        #expect(anonymous.text.hasPrefix("{\"error\":\"stored days are private"), "\(url)")
        #expect(anonymous.headers[.wwwAuthenticate] != nil)
        let wrong = try await client.execute(
          uri: url, method: .get, headers: [.authorization: "Bearer not-the-token-at-all"])
        #expect(wrong.status == .unauthorized, "\(url)")
        let written = try await client.execute(
          uri: url, method: .get, headers: TestServer.authorized)
        #expect(written.status == .ok, "\(url): \(written.text)")
        let read = try await client.execute(
          uri: url, method: .get, headers: [.authorization: "Bearer \(Self.readToken)"])
        #expect(read.status == .ok, "\(url): \(read.text)")
        #expect(read.bytes == written.bytes)
        #expect(read.headers[.cacheControl]?.hasPrefix("private") == true, "\(url)")
      }
      // Pictures of values in the URL stay open.
      let open = try await client.execute(uri: "/rings.png?move=1/2", method: .get)
      #expect(open.status == .ok)
      #expect(try await client.execute(uri: "/healthz", method: .get).status == .ok)
      #expect(try await client.execute(uri: "/openapi.json", method: .get).status == .ok)
    }
  }

  @Test func theReadTokenCannotWrite() async throws {
    try await Self.server().test { client in
      let read = try await client.execute(
        uri: "/imports", method: .post, headers: [.authorization: "Bearer \(Self.readToken)"],
        body: exportXML(Self.days))
      #expect(read.status == .forbidden)
      #expect(read.text.contains("the read token cannot write"))
      let batch = try await client.execute(
        uri: "/health-auto-export", method: .post,
        headers: [.authorization: "Bearer \(Self.readToken)"], body: ByteBuffer(string: "{}"))
      #expect(batch.status == .forbidden)
      let anonymous = try await client.execute(
        uri: "/imports", method: .post, body: exportXML(Self.days))
      #expect(anonymous.status == .unauthorized)
    }
  }

  @Test func aReadTokenThatIsTheWriteTokenIsRefused() throws {
    #expect(throws: ServerSetupError.self) {
      try TestServer(environment: [BearerToken.readVariable: TestServer.token])
    }
  }

  @Test func publicReadsNeedNothingAndSaySo() async throws {
    let server = try Self.server { $0.publicReads = true }
    #expect(server.server.notices.contains { $0.contains("--public-reads") })
    try await server.test { client in
      try await Self.importDays(client)
      for url in Self.storedURLs {
        #expect(try await client.execute(uri: url, method: .get).status == .ok, "\(url)")
      }
      // A wrong token is still wrong, and writes still need the write token.
      let wrong = try await client.execute(
        uri: "/today.png", method: .get, headers: [.authorization: "Bearer not-the-token-at-all"])
      #expect(wrong.status == .unauthorized)
      let write = try await client.execute(
        uri: "/imports", method: .post, body: exportXML(Self.days))
      #expect(write.status == .unauthorized)
    }
  }

  /// The signed URL of `target` for `server`, to expire at `expires` (seconds since 1970).
  static func signed(_ target: String, _ server: TestServer, expires: Int64?) throws -> String {
    try URLSigner.load(folder: server.folder.path).sign(target, expires: expires)
  }

  @Test func aSignedURLReadsUntilAnythingInItChanges() async throws {
    let server = try Self.server()
    let now = Int64(TestServer.fixedNow.timeIntervalSince1970)
    let url = try Self.signed("/days/2024-05-15.png?size=64", server, expires: now + 60)
    let forever = try Self.signed("/stats.json", server, expires: nil)
    let expired = try Self.signed("/days/2024-05-15.png?size=64", server, expires: now - 1)
    try await server.test { client in
      try await Self.importDays(client)
      let signed = try await client.execute(uri: url, method: .get)
      #expect(signed.status == .ok, "\(signed.text)")
      let tokened = try await client.execute(
        uri: "/days/2024-05-15.png?size=64", method: .get, headers: TestServer.authorized)
      #expect(signed.bytes == tokened.bytes)
      #expect(try await client.execute(uri: forever, method: .get).status == .ok)

      // One character of the signature changed, everywhere in it.
      let signature = try #require(url.range(of: "signature=")).upperBound
      for offset in [0, 31, 63] {
        let index = url.index(signature, offsetBy: offset)
        let changed = url[index] == "0" ? "1" : "0"
        let forged = url.replacingCharacters(in: index...index, with: changed)
        let response = try await client.execute(uri: forged, method: .get)
        #expect(response.status == .unauthorized, "\(forged)")
        #expect(response.text.contains("does not match"))
      }
      // Moved to another day, another query, a later expiry, or past its expiry.
      for forged in [
        url.replacingOccurrences(of: "2024-05-15", with: "2024-05-14"),
        url.replacingOccurrences(of: "size=64", with: "size=65"),
        url.replacingOccurrences(of: "expires=\(now + 60)", with: "expires=\(now + 6000)"),
        url.replacingOccurrences(of: "size=64&", with: ""),
        url.replacingOccurrences(of: "/days/2024-05-15.png", with: "/today.png"),
      ] {
        #expect(forged != url)
        let response = try await client.execute(uri: forged, method: .get)
        #expect(response.status == .unauthorized, "\(forged)")
      }
      let late = try await client.execute(uri: expired, method: .get)
      #expect(late.status == .unauthorized)
      #expect(late.text.contains("expired 1 s ago"))
      // A signature that is not the last parameter, or not hexadecimal.
      let moved = try await client.execute(uri: url + "&size=64", method: .get)
      #expect(moved.status == .unauthorized)
      let short = try await client.execute(uri: String(url.dropLast()), method: .get)
      #expect(short.status == .unauthorized)
    }
  }

  @Test func anExpiryThatIsNotSecondsIsRefusedWhateverLetTheRequestIn() async throws {
    let response = try await Self.server().test { client in
      try await client.execute(
        uri: "/stats.json?expires=soon", method: .get, headers: TestServer.authorized)
    }
    #expect(response.status == .badRequest)
    #expect(response.json["parameter"] as? String == "expires")
  }

  @Test func aSignedURLOfAnotherFolderFails() async throws {
    let server = try Self.server()
    let other = try Self.server()
    let url = try Self.signed("/today.png", other, expires: nil)
    let response = try await server.test { client in
      try await client.execute(uri: url, method: .get)
    }
    #expect(response.status == .unauthorized)
  }

  @Test func signingRefusesWhatNeedsNoSignature() throws {
    let server = try Self.server()
    let folder = server.folder.path
    #expect(throws: ServerSetupError.self) {
      try SignedURL.make("/rings.png?move=1/2", folder: folder, lifetime: nil)
    }
    #expect(throws: ServerSetupError.self) {
      try SignedURL.make("/nowhere", folder: folder, lifetime: nil)
    }
    #expect(throws: ServerSetupError.self) {
      try SignedURL.make("/today.png?signature=00", folder: folder, lifetime: nil)
    }
    #expect(throws: ServerSetupError.self) {
      try SignedURL.make("/today.png#top", folder: folder, lifetime: nil)
    }
    let signed = try SignedURL.make(
      "/today.png?size=64", folder: folder, lifetime: 60, now: TestServer.fixedNow)
    #expect(
      signed.hasPrefix(
        "/today.png?size=64&expires=\(Int64(TestServer.fixedNow.timeIntervalSince1970) + 60)"
          + "&signature="))
    #expect(signed.count == "/today.png?size=64&expires=1715774460&signature=".count + 64)
  }

  @Test(arguments: [("30s", 30), ("15m", 900), ("1h", 3_600), ("30d", 2_592_000)])
  func durations(text: String, seconds: Int64) throws {
    #expect(try SignedURL.seconds(parsing: text) == seconds)
  }

  @Test(arguments: ["", "30", "s", "0s", "-1h", "1w", "1.5h", "3651d", "99999999999999999999s"])
  func badDurations(text: String) {
    #expect(throws: ServerSetupError.self) { try SignedURL.seconds(parsing: text) }
  }

  @Test func theAccessLogHasOneLineARequestWithoutSecrets() async throws {
    let lines = Mutex<[String]>([])
    let server = try Self.server { configuration in
      configuration.accessLog = { line in lines.withLock { $0.append(line) } }
    }
    let url = try Self.signed("/today.png?size=64", server, expires: nil)
    try await server.test { client in
      try await Self.importDays(client)
      _ = try await client.execute(uri: url, method: .get)
      _ = try await client.execute(uri: "/today.png?size=64", method: .get)
      _ = try await client.execute(uri: "/nowhere", method: .get)
    }
    let written = lines.withLock { $0 }
    #expect(written.count == 4, "\(written)")
    let signature = String(url.split(separator: "=").last ?? "")
    for line in written {
      #expect(!line.contains(TestServer.token))
      #expect(!line.contains(signature))
      #expect(
        line.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ (GET|POST) \S+ \d{3} \d+(\.\d)? ms/)
          != nil, "\(line)")
    }
    #expect(written[0].contains(" POST /imports 200 "))
    #expect(written[1].contains(" GET /today.png?size=64 200 "))
    #expect(written[2].contains(" GET /today.png?size=64 401 "))
    #expect(written[3].contains(" GET /nowhere 404 "))
  }

  @Test func theHealthCheckReadsTheDatabase() async throws {
    try await Self.server().test { client in
      let response = try await client.execute(uri: "/healthz", method: .get)
      #expect(response.status == .ok)
      #expect(response.text == "{\"status\":\"ok\"}\n")
      #expect(response.headers[.contentType] == "application/json")
    }
  }

  /// An earlier version made the database with the umask's mode: the server narrows it, and its
  /// -wal and -shm files, to 600.
  @Test func anEarlierDatabaseReadableByOthersIsMadePrivate() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("rings-server-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    for name in ["rings.sqlite", "lock"] {
      #expect(
        FileManager.default.createFile(
          atPath: folder.appendingPathComponent(name).path, contents: nil,
          attributes: [.posixPermissions: 0o644]))
    }
    let server = try TestServer(folder: folder)
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
      let attributes = try FileManager.default.attributesOfItem(
        atPath: folder.appendingPathComponent(name).path)
      #expect((attributes[.posixPermissions] as? Int) == 0o600, "\(name)")
    }
    _ = server
  }
}

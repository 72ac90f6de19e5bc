import ActivityRings
import Foundation
import Hummingbird
import HummingbirdTesting

@testable import RingsServer

/// A server on a fresh temporary data folder, with a known token and a fixed clock, for
/// HummingbirdTesting's router client.
struct TestServer {
  static let token = "test-token-0123456789abcdef"
  /// 2024-05-15 12:00 UTC.
  static let fixedNow = Date(timeIntervalSince1970: 1_715_774_400)

  let server: RingsHTTPServer
  let folder: URL

  init(_ adjust: (inout ServerConfiguration) -> Void = { _ in }) throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("rings-server-tests-\(UUID().uuidString)")
    var configuration = ServerConfiguration(dataFolder: folder.path)
    configuration.timeZone = TimeZone(identifier: "UTC") ?? .current
    adjust(&configuration)
    server = try RingsHTTPServer(
      configuration: configuration, environment: [WriteToken.environmentName: Self.token],
      now: { Self.fixedNow })
  }

  /// Runs `test` with a client of the routes.
  func test<Value: Sendable>(_ test: @Sendable (any TestClientProtocol) async throws -> Value)
    async throws -> Value
  {
    try await server.application().test(.router, test)
  }

  /// `Authorization: Bearer` with the token.
  static var authorized: HTTPFields { [.authorization: "Bearer \(token)"] }
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

/// A small export.xml of `summaries`, as the Health app writes them.
func exportXML(_ summaries: [ActivitySummary]) -> ByteBuffer {
  var text = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE HealthData [
    <!ELEMENT ActivitySummary EMPTY>
    ]>
    <HealthData locale="en_US">

    """
  for summary in summaries {
    var attributes = ""
    func add(_ name: String, _ value: Double?) {
      if let value { attributes += " \(name)=\"\(value)\"" }
    }
    attributes += " dateComponents=\"\(summary.day?.description ?? "")\""
    add("activeEnergyBurned", summary.activeEnergyBurned)
    add("activeEnergyBurnedGoal", summary.activeEnergyBurnedGoal)
    if let unit = summary.activeEnergyBurnedUnit {
      attributes += " activeEnergyBurnedUnit=\"\(unit.symbol)\""
    }
    add("appleMoveTime", summary.appleMoveTime)
    add("appleMoveTimeGoal", summary.appleMoveTimeGoal)
    add("appleExerciseTime", summary.appleExerciseTime)
    add("appleExerciseTimeGoal", summary.appleExerciseTimeGoal)
    add("appleStandHours", summary.appleStandHours)
    add("appleStandHoursGoal", summary.appleStandHoursGoal)
    text += " <ActivitySummary\(attributes)/>\n"
  }
  text += "</HealthData>\n"
  return ByteBuffer(string: text)
}

/// `CalendarDay(parsing:)` for literals in tests.
func day(_ text: String) -> CalendarDay {
  do { return try CalendarDay(parsing: text) } catch { fatalError("\(text): \(error)") }
}

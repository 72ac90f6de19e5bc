import ActivityRings
import ActivityRingsCairo
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import RingsServer

@Suite struct DayRoutesTests {
  static let days = [
    ActivitySummary(
      day: day("2024-05-15"), activeEnergyBurned: 100, activeEnergyBurnedGoal: 500,
      appleExerciseTime: 3, appleExerciseTimeGoal: 30, appleStandHours: 2,
      appleStandHoursGoal: 12),
    ActivitySummary(
      day: day("2024-05-16"), activeEnergyBurned: 700, activeEnergyBurnedGoal: 500,
      appleExerciseTime: 40, appleExerciseTimeGoal: 30, appleStandHours: 13,
      appleStandHoursGoal: 12),
  ]

  /// The clock says 2024-05-15 12:00 UTC: already the 16th at UTC+14.
  @Test(arguments: [("UTC", "2024-05-15"), ("Pacific/Kiritimati", "2024-05-16")])
  func todayIsTheDayInTheConfiguredTimeZone(zone: String, expected: String) async throws {
    let server = try TestServer { $0.timeZone = TimeZone(identifier: zone) ?? .gmt }
    try await server.test { client in
      _ = try await client.execute(
        uri: "/imports", method: .post, headers: TestServer.authorized, body: exportXML(Self.days))
      let today = try await client.execute(
        uri: "/today.png?size=64", method: .get, headers: TestServer.authorized)
      let named = try await client.execute(
        uri: "/days/\(expected).png?size=64", method: .get, headers: TestServer.authorized)
      #expect(today.status == .ok)
      #expect(today.bytes == named.bytes)
      #expect(today.headers[.cacheControl] == "private, no-cache")
    }
  }

  @Test func aDayIsItsSummaryDrawnAsRingsRenderDrawsIt() async throws {
    let server = try TestServer()
    let expected = try RegisteredRenderer.cairo.render(
      RingScene(summary: Self.days[1], ringSide: 64, scale: .x2).drawList(), as: .png)
    try await server.test { client in
      _ = try await client.execute(
        uri: "/imports", method: .post, headers: TestServer.authorized, body: exportXML(Self.days))
      let response = try await client.execute(
        uri: "/days/2024-05-16.png?size=64&scale=2", method: .get, headers: TestServer.authorized)
      #expect(response.bytes == expected)
    }
  }

  @Test func aCalendarHighlightsTodayUnlessToldAnotherDay() async throws {
    let server = try TestServer()
    try await server.test { client in
      let byDefault = try await client.execute(
        uri: "/weeks/2024-05-13.svg", method: .get, headers: TestServer.authorized)
      let today = try await client.execute(
        uri: "/weeks/2024-05-13.svg?highlight=2024-05-15", method: .get,
        headers: TestServer.authorized)
      let other = try await client.execute(
        uri: "/weeks/2024-05-13.svg?highlight=2024-05-14", method: .get,
        headers: TestServer.authorized)
      #expect(byDefault.bytes == today.bytes)
      #expect(byDefault.bytes != other.bytes)
      #expect(byDefault.text.contains("May 13–19, 2024"))
      let fromSunday = try await client.execute(
        uri: "/weeks/2024-05-13.svg?week-start=sunday", method: .get, headers: TestServer.authorized
      )
      #expect(fromSunday.text.contains("May 12–18, 2024"))
      // Any day of the week names the same week.
      let sunday = try await client.execute(
        uri: "/weeks/2024-05-19.svg", method: .get, headers: TestServer.authorized)
      #expect(sunday.bytes == byDefault.bytes)
    }
  }

  @Test func aStoredDaysTagChangesWithTheDaysAndOnlyThen() async throws {
    let server = try TestServer()
    try await server.test { client in
      let before = try await client.execute(
        uri: "/months/2024-05.svg", method: .get, headers: TestServer.authorized)
      let again = try await client.execute(
        uri: "/months/2024-05.svg", method: .get, headers: TestServer.authorized)
      #expect(again.headers[.eTag] == before.headers[.eTag])
      _ = try await client.execute(
        uri: "/imports", method: .post, headers: TestServer.authorized, body: exportXML(Self.days))
      let after = try await client.execute(
        uri: "/months/2024-05.svg", method: .get,
        headers: TestServer.authorized([.ifNoneMatch: before.headers[.eTag] ?? ""]))
      #expect(after.status == .ok)
      #expect(after.headers[.eTag] != before.headers[.eTag])
      #expect(after.bytes != before.bytes)
    }
  }
}

import ActivityRings
import ActivityRingsJSON
import ActivityRingsReport
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import RingsServer

@Suite struct ReportRoutesTests {
  /// The days of the pictures' tests, and one of the year before.
  static let days =
    [
      ActivitySummary(
        day: day("2023-12-30"), activeEnergyBurned: 1_020.5, activeEnergyBurnedGoal: 400,
        appleExerciseTime: 31, appleExerciseTimeGoal: 30, appleStandHours: 12,
        appleStandHoursGoal: 12)
    ] + DayRoutesTests.days

  /// `statistics` as `rings stats --format json` writes them (as `Data`, which a failed
  /// expectation prints as its size).
  static func json(_ statistics: ActivityStatistics) throws -> Data {
    Data(try JSONDocument.bytes(of: statistics))
  }

  /// A server with `days` imported.
  static func imported(_ days: [ActivitySummary] = days) async throws -> TestServer {
    let server = try TestServer()
    try await server.test { client in
      let response = try await client.execute(
        uri: "/imports", method: .post, headers: TestServer.authorized, body: exportXML(days))
      #expect(response.status == .ok, "\(response.text)")
    }
    return server
  }

  @Test func theReportIsThePageOfTheStoredDaysWithTheToolsOptions() async throws {
    let server = try await Self.imported()
    // The server's today (its fixed clock, 2024-05-15) is marked, as `rings report --today`.
    let today = day("2024-05-15")
    let pages: [(uri: String, options: ReportOptions)] = [
      ("/report.html", ReportOptions(today: today)),
      (
        "/report.html?year=2024",
        ReportOptions(
          years: [2024], since: day("2024-01-01"), until: day("2024-12-31"), today: today)
      ),
      (
        "/report.html?since=2024-01-01&until=2024-05-15",
        ReportOptions(since: day("2024-01-01"), until: day("2024-05-15"), today: today)
      ),
      (
        "/report.html?year=2024&week-start=sunday",
        ReportOptions(
          years: [2024], since: day("2024-01-01"), until: day("2024-12-31"),
          firstWeekday: .sunday, today: today)
      ),
    ]
    try await server.test { client in
      for page in pages {
        let response = try await client.execute(
          uri: page.uri, method: .get, headers: TestServer.authorized)
        #expect(response.status == .ok, "\(page.uri): \(response.text)")
        #expect(response.headers[.contentType] == "text/html; charset=utf-8")
        #expect(response.headers[.cacheControl] == "private, no-cache")
        let expected = try ReportPage(summaries: Self.days, options: page.options).utf8()
        #expect(Data(response.bytes) == Data(expected), "\(page.uri)")
      }
    }
  }

  @Test func theStatisticsAreTheJSONOfTheStoredDays() async throws {
    let server = try await Self.imported()
    try await server.test { client in
      let all = try await client.execute(
        uri: "/stats.json", method: .get, headers: TestServer.authorized)
      #expect(all.status == .ok)
      #expect(all.headers[.contentType] == "application/json")
      #expect(all.headers[.cacheControl] == "private, no-cache")
      #expect(Data(all.bytes) == (try Self.json(ActivityStatistics(summaries: Self.days))))
      #expect((all.json["span"] as? [String: Any])?["first"] as? String == "2023-12-30")
      let since = try await client.execute(
        uri: "/stats.json?since=2024-05-16", method: .get, headers: TestServer.authorized)
      let expected = ActivityStatistics(
        summaries: Self.days, from: day("2024-05-16"), through: nil)
      #expect(Data(since.bytes) == (try Self.json(expected)))
    }
  }

  @Test(arguments: ["/report.html", "/stats.json"])
  func aTagStaysUntilTheStoredDaysChange(uri: String) async throws {
    let server = try await Self.imported()
    try await server.test { client in
      let first = try await client.execute(uri: uri, method: .get, headers: TestServer.authorized)
      let tag = try #require(first.headers[.eTag])
      let again = try await client.execute(
        uri: uri, method: .get, headers: TestServer.authorized([.ifNoneMatch: tag]))
      #expect(again.status == .notModified)
      #expect(again.bytes.isEmpty)
      #expect(again.headers[.eTag] == tag)
      let more = [
        ActivitySummary(
          day: day("2024-05-17"), activeEnergyBurned: 600, activeEnergyBurnedGoal: 500)
      ]
      _ = try await client.execute(
        uri: "/imports", method: .post, headers: TestServer.authorized, body: exportXML(more))
      let after = try await client.execute(
        uri: uri, method: .get, headers: TestServer.authorized([.ifNoneMatch: tag]))
      #expect(after.status == .ok)
      #expect(after.headers[.eTag] != tag)
      #expect(Data(after.bytes) != Data(first.bytes))
    }
  }

  /// A data folder wiped and imported again reaches the same generation with other days: its
  /// tags must not be the old ones, or a cache would keep the old page.
  @Test(arguments: ["/report.html", "/stats.json", "/days/2024-05-15.svg", "/months/2024-05.svg"])
  func anotherDatabaseAtTheSameGenerationHasOtherTags(uri: String) async throws {
    let first = try await Self.imported()
    let second = try await Self.imported()
    #expect(first.server.store.generation == second.server.store.generation)
    #expect(first.server.store.identity != second.server.store.identity)
    var tags: [String?] = []
    for server in [first, second] {
      tags.append(
        try await server.test { client in
          try await client.execute(uri: uri, method: .get, headers: TestServer.authorized).headers[
            .eTag]
        })
    }
    #expect(tags[0] != nil && tags[0] != tags[1])
    // Opened again, a database keeps its identity, so its tags survive a restart.
    #expect(try DayStore(folder: first.folder.path).identity == first.server.store.identity)
  }

  @Test(arguments: [
    ("/report.html?year=abc", "year"),
    ("/report.html?year=0", "year"),
    ("/report.html?year=2024&since=2024-01-01", "year"),
    ("/report.html?since=2024-02-30", "since"),
    ("/report.html?until=2024-5-1", "until"),
    ("/report.html?since=2024-05-02&until=2024-05-01", "until"),
    ("/report.html?title=Mine", "title"),
    ("/stats.json?year=2024", "year"),
    ("/stats.json?since=yesterday", "since"),
    ("/stats.json?since=2024-01-01&since=2024-02-01", "since"),
  ])
  func aBadQueryIsA400NamingItsParameter(uri: String, parameter: String) async throws {
    let server = try await Self.imported()
    try await server.test { client in
      let response = try await client.execute(
        uri: uri, method: .get, headers: TestServer.authorized)
      #expect(response.status == .badRequest, "\(uri)")
      #expect(response.json["parameter"] as? String == parameter, "\(uri): \(response.text)")
      #expect(response.text.hasPrefix("{\"error\":"))
      #expect(response.text.filter { $0 == "\n" } == "\n")
      #expect(response.text.hasSuffix("}\n"))
    }
  }

  /// As `rings report` refuses an export without a day to show, unless `--year` asks for
  /// that year empty, and `rings stats` prints the figures of no day.
  @Test func anEmptyStoreHasNoReportButAnEmptyYearAndEmptyStatistics() async throws {
    let server = try TestServer()
    try await server.test { client in
      let report = try await client.execute(
        uri: "/report.html", method: .get, headers: TestServer.authorized)
      #expect(report.status == .notFound)
      #expect((report.json["error"] as? String)?.contains("year=YYYY") == true)
      let after = try await client.execute(
        uri: "/report.html?since=2025-01-01", method: .get, headers: TestServer.authorized)
      #expect(after.status == .notFound)
      let year = try await client.execute(
        uri: "/report.html?year=2024", method: .get, headers: TestServer.authorized)
      #expect(year.status == .ok)
      let emptyYear = ReportOptions(
        years: [2024], since: day("2024-01-01"), until: day("2024-12-31"),
        today: day("2024-05-15"))
      #expect(Data(year.bytes) == Data(try ReportPage(summaries: [], options: emptyYear).utf8()))
      let statistics = try await client.execute(
        uri: "/stats.json", method: .get, headers: TestServer.authorized)
      #expect(statistics.status == .ok)
      #expect(statistics.json["span"] is NSNull)
      #expect(Data(statistics.bytes) == (try Self.json(ActivityStatistics(summaries: []))))
    }
  }

  /// A report shows at most `reportYears` (20) years, found from the stored days before any is
  /// read: more is a 400 that says how to choose, fewer are the page.
  @Test func aReportOfMoreYearsThanTheServerShowsIsA400UntilTheDaysAreChosen() async throws {
    let years = (2000...2020).map { year in
      ActivitySummary(
        day: day("\(year)-06-01"), activeEnergyBurned: 300, activeEnergyBurnedGoal: 400)
    }
    let server = try await Self.imported(years)
    #expect(server.server.configuration.reportYears == 20)
    try await server.test { client in
      for uri in ["/report.html", "/report.html?since=1990-01-01&until=2030-12-31"] {
        let all = try await client.execute(uri: uri, method: .get, headers: TestServer.authorized)
        #expect(all.status == .badRequest, "\(uri)")
        let message = try #require(all.json["error"] as? String)
        #expect(message.contains("21 years (2000 to 2020)"), "\(message)")
        #expect(message.contains("at most 20"), "\(message)")
      }
      for uri in [
        "/report.html?since=2001-01-01", "/report.html?until=2019-12-31", "/report.html?year=2010",
        // A long range with 20 years of days in it.
        "/report.html?since=1800-01-01&until=2019-12-31",
      ] {
        let chosen = try await client.execute(
          uri: uri, method: .get, headers: TestServer.authorized)
        #expect(chosen.status == .ok, "\(uri)")
      }
      // The statistics have no such bound.
      let statistics = try await client.execute(
        uri: "/stats.json", method: .get, headers: TestServer.authorized)
      #expect(statistics.status == .ok)
    }
  }
}

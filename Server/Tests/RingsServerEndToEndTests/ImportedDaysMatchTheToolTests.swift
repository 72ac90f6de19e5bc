import Foundation
import Testing
import _ActivityRingsTestSupport

/// A fixture export imported with curl, then its days fetched as the tool draws them from the
/// same export.
@Suite(.enabled(if: Curl.isInstalled, "curl is not installed (bash Scripts/setup --tests)"))
struct ImportedDaysMatchTheToolTests {
  static let export = BuiltProducts.fixtureExport.path

  /// A new server with `export` imported: the fixture's 39 days by default.
  static func importedServer(_ export: URL = BuiltProducts.fixtureExport) throws -> ServerProcess {
    let server = try ServerProcess()
    let response = try Curl.request(
      "\(server.base)/imports", method: "POST",
      headers: ["Authorization": "Bearer \(ServerProcess.token)"], upload: export)
    #expect(response.status == 200, "\(response.text)")
    if export == BuiltProducts.fixtureExport {
      #expect(response.text.contains("\"changed\":39"), "\(response.text)")
    }
    return server
  }

  @Test func daysWeeksAndMonthsAreTheBytesOfTheTool() throws {
    let server = try Self.importedServer()
    defer { server.stop() }
    let pictures: [(path: String, arguments: [String])] = [
      ("days/2024-05-01.png", ["render", "--from-export", Self.export, "--date", "2024-05-01"]),
      (
        "days/2024-05-20.svg?size=64&scale=2&look=flat",
        [
          "render", "--from-export", Self.export, "--date", "2024-05-20", "--size", "64",
          "--scale", "2", "--look", "flat",
        ]
      ),
      // No summary that day: empty rings, as the tool draws them (with a warning).
      ("days/2024-05-12.png", ["render", "--from-export", Self.export, "--date", "2024-05-12"]),
      (
        "weeks/2024-05-08.svg?highlight=2024-05-09",
        ["history", Self.export, "--week", "2024-05-08", "--highlight", "2024-05-09"]
      ),
      (
        "months/2024-05.svg?highlight=2024-05-15",
        ["history", Self.export, "--month", "2024-05", "--highlight", "2024-05-15"]
      ),
      (
        "months/2024-04.png?highlight=2024-04-30&cell-size=30&scale=2&look=flat",
        [
          "history", Self.export, "--month", "2024-04", "--highlight", "2024-04-30",
          "--cell-size", "30", "--scale", "2", "--look", "flat",
        ]
      ),
      (
        "months/2024-05.txt?highlight=2024-05-15",
        ["history", Self.export, "--month", "2024-05", "--highlight", "2024-05-15"]
      ),
    ]
    for picture in pictures {
      let response = try Curl.request(
        "\(server.base)/\(picture.path)", headers: ServerProcess.authorization)
      #expect(response.status == 200, "\(picture.path): \(response.text)")
      #expect(response.headers["cache-control"] == "private, no-cache")
      let format = String(
        picture.path.split(separator: "?")[0].split(separator: ".").last ?? "")
      let expected = try RingsTool.output(picture.arguments + ["--format", format, "-o", "-"])
      #expect(response.body == expected, "\(picture.path)")
    }
  }

  /// The repository's own export.zip (its export named in Chinese) and ActivitySummary CSV,
  /// imported as they are: their days are the tool's from the same files.
  @Test(arguments: [
    (HealthExportFixtures.localisedName, "2023-05-11", "2023-05"),
    (HealthExportFixtures.summaries, "2024-03-05", "2024-03"),
  ])
  func aZipAndACSVAreImportedAsTheToolReadsThem(export: URL, day: String, month: String) throws {
    let server = try Self.importedServer(export)
    defer { server.stop() }
    let pictures: [(path: String, arguments: [String])] = [
      ("days/\(day).png", ["render", "--from-export", export.path, "--date", day]),
      (
        "months/\(month).svg?highlight=\(day)",
        ["history", export.path, "--month", month, "--highlight", day]
      ),
    ]
    for picture in pictures {
      let fetched = try Curl.request(
        "\(server.base)/\(picture.path)", headers: ServerProcess.authorization)
      #expect(fetched.status == 200, "\(picture.path): \(fetched.text)")
      let format = picture.path.hasPrefix("days") ? "png" : "svg"
      let expected = try RingsTool.output(picture.arguments + ["--format", format, "-o", "-"])
      #expect(fetched.body == expected, "\(export.lastPathComponent) \(picture.path)")
    }
  }

  /// The report and the statistics of an imported export (the tests' own, and the
  /// repository's 560-day CSV) are the tool's from the same file, with the same options.
  @Test(arguments: [BuiltProducts.fixtureExport, HealthExportFixtures.summaries])
  func theReportAndTheStatisticsAreTheBytesOfTheTool(export: URL) throws {
    let server = try Self.importedServer(export)
    defer { server.stop() }
    let file = export.path
    let pages: [(path: String, mediaType: String, arguments: [String])] = [
      ("report.html", "text/html; charset=utf-8", ["report", file]),
      ("report.html?year=2024", "text/html; charset=utf-8", ["report", file, "--year", "2024"]),
      (
        "report.html?since=2024-05-01&until=2024-05-20", "text/html; charset=utf-8",
        ["report", file, "--since", "2024-05-01", "--until", "2024-05-20"]
      ),
      ("stats.json", "application/json", ["stats", file, "--format", "json"]),
      (
        "stats.json?since=2024-05-01&until=2024-05-20", "application/json",
        ["stats", file, "--since", "2024-05-01", "--until", "2024-05-20", "--format", "json"]
      ),
    ]
    for page in pages {
      let response = try Curl.request(
        "\(server.base)/\(page.path)", headers: ServerProcess.authorization)
      #expect(response.status == 200, "\(page.path): \(response.text)")
      #expect(response.headers["content-type"] == page.mediaType)
      #expect(response.headers["cache-control"] == "private, no-cache")
      let expected = try RingsTool.output(page.arguments)
      #expect(response.body == expected, "\(export.lastPathComponent) \(page.path)")
    }
  }

  @Test func aDaysTagChangesWhenItsDaysDo() throws {
    let server = try Self.importedServer()
    defer { server.stop() }
    let url = "\(server.base)/days/2024-05-31.png"
    let before = try Curl.request(url, headers: ServerProcess.authorization)
    let tag = try #require(before.headers["etag"])
    #expect(
      try Curl.request(
        url, headers: ServerProcess.authorization.merging(["If-None-Match": tag]) { $1 }
      ).status == 304)
    let batch = """
      {"data":{"metrics":[{"name":"apple_exercise_time","units":"min",\
      "data":[{"date":"2024-05-31 00:00:00 +0100","qty":59}]}]}}
      """
    let posted = try Curl.request(
      "\(server.base)/health-auto-export", method: "POST",
      headers: [
        "Authorization": "Bearer \(ServerProcess.token)", "Content-Type": "application/json",
      ], data: batch)
    #expect(posted.status == 200, "\(posted.text)")
    let after = try Curl.request(
      url, headers: ServerProcess.authorization.merging(["If-None-Match": tag]) { $1 })
    #expect(after.status == 200)
    #expect(after.headers["etag"] != tag)
    #expect(after.body != before.body)
  }

  @Test func writesNeedTheTokenAndBadRequestsNameTheirParameter() throws {
    let server = try ServerProcess()
    defer { server.stop() }
    let unauthenticated = try Curl.request(
      "\(server.base)/imports", method: "POST", upload: BuiltProducts.fixtureExport)
    #expect(unauthenticated.status == 401)
    let bad = try Curl.request(
      "\(server.base)/days/2024-02-30.png", headers: ServerProcess.authorization)
    #expect(bad.status == 400)
    #expect(bad.text.hasPrefix("{\"error\":"))
    #expect(bad.text.contains("\"parameter\":\"day\""))
    #expect(bad.text.hasSuffix("}\n"))
  }
}

import ActivityRings
import Foundation
import RingsServerTestSupport
import Testing
import _ActivityRingsTestSupport

@testable import RingsServer

/// Eight imports at once while 64 readers fetch the months they fill: every picture a reader
/// gets shows a month with all of its import or none of it, and the end (the stored days, and
/// `/stats.json` of them) is the same as the imports one after the other.
@Suite(.enabled(if: Curl.isInstalled, "curl is not installed (bash Scripts/setup --tests)"))
struct ConcurrentImportsTests {
  static let months = (1...8).map { String(format: "2023-%02d", $0) }

  /// The month pictures a reader fetches (the highlight fixed, so today does not matter).
  static func monthURLs(_ server: ServerProcess) -> [String] {
    months.map { "\(server.base)/months/\($0).svg?highlight=2023-01-01" }
  }

  @Test func readersSeeWholeImportsAndTheEndIsTheOneByOneEnd() async throws {
    let folder = try BuiltProducts.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var exports: [URL] = []
    for month in Self.months {
      let first = try CalendarDay(parsing: month + "-01")
      let count = CalendarDay.daysIn(month: first.month, year: first.year)
      let file = folder.appendingPathComponent("\(month).xml")
      try ExportXML.text(ExportXML.days(from: first, count: count))
        .write(to: file, atomically: true, encoding: .utf8)
      exports.append(file)
    }

    // One by one: each month's picture before and after its import, and the days at the end.
    let sequential = try ServerProcess(folder: folder.appendingPathComponent("sequential"))
    let empty = try Self.monthURLs(sequential).map {
      try Curl.request($0, headers: ServerProcess.authorization).body
    }
    let emptyStatistics = try Curl.request(
      "\(sequential.base)/stats.json", headers: ServerProcess.authorization
    ).body
    for export in exports {
      #expect(try BackgroundCurl.upload(export, to: "\(sequential.base)/imports").wait() == 0)
    }
    let full = try Self.monthURLs(sequential).map {
      try Curl.request($0, headers: ServerProcess.authorization).body
    }
    let statistics = try Curl.request(
      "\(sequential.base)/stats.json", headers: ServerProcess.authorization
    ).body
    sequential.stop()
    #expect(zip(empty, full).allSatisfy { $0 != $1 })
    #expect(statistics != emptyStatistics)

    // All at once, with 64 readers.
    let concurrent = try ServerProcess(folder: folder.appendingPathComponent("concurrent"))
    let urls = Self.monthURLs(concurrent)
    let uploads = try exports.map {
      try BackgroundCurl.upload($0, to: "\(concurrent.base)/imports")
    }
    let readers = (0..<64).map { index in
      Reader(urls: urls, folder: folder.appendingPathComponent("reader-\(index)"))
    }
    for upload in uploads { #expect(upload.wait() == 0) }
    let seen = readers.flatMap { $0.finish() }
    #expect(seen.count >= 64 * urls.count)
    for (month, body) in seen {
      #expect(
        body == empty[month] || body == full[month],
        "a reader saw part of \(Self.months[month])'s import")
    }
    let end = try Self.monthURLs(concurrent).map {
      try Curl.request($0, headers: ServerProcess.authorization).body
    }
    let endStatistics = try Curl.request(
      "\(concurrent.base)/stats.json", headers: ServerProcess.authorization
    ).body
    concurrent.stop()
    #expect(end == full)
    #expect(endStatistics == statistics)
    let stores = try [
      folder.appendingPathComponent("sequential"), folder.appendingPathComponent("concurrent"),
    ]
    .map { try DayStore(folder: $0.path) }
    let sequentialDays = try await stores[0].allDays(goals: DefaultGoals())
    let concurrentDays = try await stores[1].allDays(goals: DefaultGoals())
    #expect(concurrentDays == sequentialDays)
    #expect(concurrentDays.count == 243)
  }

  /// A thread that fetches every URL with one curl run, again and again until told to stop,
  /// at least once.
  final class Reader: @unchecked Sendable {
    private let lock = NSLock()
    private var stopped = false
    private var results: [(Int, Data)] = []
    private let done = DispatchSemaphore(value: 0)

    init(urls: [String], folder: URL) {
      Thread.detachNewThread { [self] in
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        repeat {
          var arguments = [
            "--silent", "--globoff", "--max-time", "120", "--header",
            "Authorization: Bearer \(ServerProcess.token)",
          ]
          for (index, url) in urls.enumerated() {
            arguments += ["--output", folder.appendingPathComponent("\(index)").path, url]
          }
          guard let curl = try? InstalledTool.named("curl"),
            (try? ProcessRunner.run(curl.path, arguments))?.status == 0
          else { break }
          let round = urls.indices.map { index in
            (index, (try? Data(contentsOf: folder.appendingPathComponent("\(index)"))) ?? Data())
          }
          lock.withLock { results += round }
        } while !lock.withLock({ stopped })
        done.signal()
      }
    }

    /// Stops after the current round; everything fetched, as (month index, body).
    func finish() -> [(Int, Data)] {
      lock.withLock { stopped = true }
      done.wait()
      return lock.withLock { results }
    }
  }
}

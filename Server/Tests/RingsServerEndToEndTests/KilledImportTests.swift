import ActivityRings
import Foundation
import RingsServerTestSupport
import Testing

@testable import RingsServer

/// `kill -9` while an import is under way leaves a database that opens, passes SQLite's
/// integrity check, and holds all of that import or none of it.
@Suite(.enabled(if: Curl.isInstalled, "curl is not installed (bash Scripts/setup --tests)"))
struct KilledImportTests {
  static let dayCount = 40_000

  @Test func aKilledImportLeavesAllOrNoneOfIt() async throws {
    let folder = try BuiltProducts.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let export = folder.appendingPathComponent("export.xml")
    let first = try CalendarDay(parsing: "1900-01-01")
    try ExportXML.text(ExportXML.days(from: first, count: Self.dayCount))
      .write(to: export, atomically: true, encoding: .utf8)

    // How long a whole import takes here, to kill the next ones before, during and after it.
    let timing = try ServerProcess(folder: folder.appendingPathComponent("timing"))
    let started = Date()
    let full = try Curl.request(
      "\(timing.base)/imports", method: "POST",
      headers: ["Authorization": "Bearer \(ServerProcess.token)"], upload: export)
    let duration = Date().timeIntervalSince(started)
    timing.stop()
    #expect(full.status == 200, "\(full.text)")

    // Reading the export takes most of that time and the transaction comes last, so the kills
    // crowd towards the end. Other suites run at the same time, so a fraction of that time is
    // only roughly a point in the import: a kill that comes after the upload's answer is checked
    // too, but does not count, and the next kills come sooner (the timed import may have run
    // slower than these). Every fraction gets a kill while its upload waits for the answer.
    let fractions = [0.1, 0.4, 0.7, 0.8, 0.85, 0.9, 0.93, 0.96, 0.99]
    var scale = 1.0
    var killedDuringImport = 0
    for attempt in 0..<24 where killedDuringImport < fractions.count {
      let fraction = fractions[killedDuringImport] * scale
      let data = folder.appendingPathComponent("killed-\(attempt)")
      let server = try ServerProcess(folder: data)
      let upload = try BackgroundCurl.upload(export, to: "\(server.base)/imports")
      try await Task.sleep(for: .seconds(duration * fraction))
      let duringImport = upload.process.isRunning
      server.kill()
      upload.wait()
      if duringImport { killedDuringImport += 1 } else { scale *= 0.8 }
      // The file opens, is sound, and has the whole import or nothing of it.
      let store = try DayStore(folder: data.path)
      #expect(try await store.integrityCheck() == ["ok"])
      let count = try await store.allDays(goals: DefaultGoals()).count
      #expect([0, Self.dayCount].contains(count), "killed at \(fraction) of the import: \(count)")
      // And a server starts on it again.
      let restarted = try ServerProcess(folder: data)
      let month = try Curl.request(
        "\(restarted.base)/months/1900-01.svg", headers: ServerProcess.authorization)
      #expect(month.status == 200)
      restarted.stop()
    }
    #expect(killedDuringImport == fractions.count)
  }
}

import Foundation
import RingsServerTestSupport
import Testing
import _ActivityRingsTestSupport

/// The built server under a small file limit, as `prlimit --nofile=N` starts it: it derives its
/// connection limit from it, so that with more idle and half-sent connections than the limit
/// allows, a new request is still answered, and it never runs out of descriptors.
@Suite(
  .enabled(if: Curl.isInstalled, "curl is not installed (bash Scripts/setup --tests)"),
  .enabled(if: InstalledTool.isInstalled("prlimit"), "prlimit (util-linux) is not installed"))
struct FileLimitTests {
  @Test func pastTheConnectionLimitASmallPictureIsStillAnswered() async throws {
    let fileLimit = 200
    let server = try ServerProcess(
      launcher: [try InstalledTool.named("prlimit").path, "--nofile=\(fileLimit)"])
    defer { server.stop() }
    // (200 − 64) ÷ 2 = 68 connections; 150 that send nothing or half a request.
    var idle: [RawConnection] = []
    for number in 0..<150 {
      let connection = try RawConnection(port: server.port)
      if number.isMultiple(of: 2) { try connection.write("GET /rings.png?mo") }
      idle.append(connection)
    }
    let started = Date()
    let response = try Curl.request("\(server.base)/rings.png?move=5/9&size=64&scale=2")
    #expect(response.status == 200)
    #expect(Date().timeIntervalSince(started) < 2)
    let open = try FileManager.default.contentsOfDirectory(
      atPath: "/proc/\(server.process.processIdentifier)/fd")
    #expect(open.count < fileLimit, "\(open.count) descriptors")
    var closed = 0
    for connection in idle where await connection.readUntilClosed(seconds: 0.05).closed {
      closed += 1
    }
    #expect(closed >= 150 - 68, "the oldest were closed for the newer")
  }
}

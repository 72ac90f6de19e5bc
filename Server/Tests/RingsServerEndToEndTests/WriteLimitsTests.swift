import Foundation
import Testing

/// Bodies sent by a real client against the writes' limits: refused from `Content-Length`
/// before they are sent, cut off at the limit when they come without one, and taken whole when
/// they are under it, with the one-line JSON answer either way. (The cut-off of `/imports`, whose
/// limit is 64 GiB, is tested in process with a small limit, in WriteRoutesTests.)
@Suite(.enabled(if: Curl.isInstalled, "curl is not installed (bash Scripts/setup --tests)"))
struct WriteLimitsTests {
  static let authorization = ["Authorization": "Bearer \(ServerProcess.token)"]

  @Test func aDeclaredBodyOverTheLimitIsRefusedBeforeItIsSent() throws {
    let server = try ServerProcess()
    defer { server.stop() }
    // curl sends the declared length and 2 bytes, then waits for the rest: only an answer
    // decided from the header comes back before curl's own time limit.
    let started = Date()
    let response = try Curl.request(
      "\(server.base)/health-auto-export", method: "POST",
      headers: Self.authorization.merging(["Content-Length": "900000000", "Expect": ""]) { $1 },
      data: "{}")
    #expect(response.status == 413, "\(response.text)")
    #expect(response.text.contains("\"parameter\":\"body\""), "\(response.text)")
    #expect(Date().timeIntervalSince(started) < 10)
  }

  @Test func aChunkedBodyIsCutOffAtTheLimit() throws {
    let server = try ServerProcess()
    defer { server.stop() }
    let folder = try BuiltProducts.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let body = folder.appendingPathComponent("body")
    // 9 MB of spaces: over /health-auto-export's 8 MiB, sent without a length.
    try Data(repeating: 0x20, count: 9_000_000).write(to: body)
    let response = try Curl.request(
      "\(server.base)/health-auto-export", method: "POST",
      headers: Self.authorization.merging(["Transfer-Encoding": "chunked"]) { $1 },
      upload: body)
    #expect(response.status == 413, "\(response.text)")
    #expect(response.text.contains("\"parameter\":\"body\""), "\(response.text)")
  }

  @Test func aChunkedExportUnderTheLimitIsImportedWhole() throws {
    let server = try ServerProcess()
    defer { server.stop() }
    let response = try Curl.request(
      "\(server.base)/imports", method: "POST",
      headers: Self.authorization.merging(["Transfer-Encoding": "chunked"]) { $1 },
      upload: BuiltProducts.fixtureExport)
    #expect(response.status == 200, "\(response.text)")
    #expect(response.text.contains("\"changed\":39"), "\(response.text)")
  }
}

import Foundation
import Testing
import _ActivityRingsTestSupport

/// `rings-server sign` as a user runs it, and its line loaded by curl as an `<img>` loads it.
@Suite(.enabled(if: Curl.isInstalled, "curl is not installed (bash Scripts/setup --tests)"))
struct SignedURLTests {
  static func sign(_ arguments: [String]) throws -> ProcessRunner.Result {
    try ProcessRunner.run(BuiltProducts.executable("rings-server"), ["sign"] + arguments)
  }

  @Test func aSignedLineLoadsWithoutATokenUntilItChanges() throws {
    let server = try ServerProcess()
    defer { server.stop() }
    let signed = try Self.sign(
      ["--data", server.folder.path, "--expires", "1h", "/today.png?size=32"])
    #expect(signed.status == 0, "\(signed.standardError)")
    let line = signed.text.trimmingCharacters(in: .newlines)
    #expect(signed.text.filter { $0 == "\n" }.count == 1)
    #expect(line.hasPrefix("/today.png?size=32&expires="))
    let response = try Curl.request(server.base + line)
    #expect(response.status == 200, "\(response.text)")
    #expect(response.headers["content-type"] == "image/png")
    #expect(try Curl.request(server.base + "/today.png?size=32").status == 401)
    let forged = String(line.dropLast()) + (line.last == "0" ? "1" : "0")
    #expect(try Curl.request(server.base + forged).status == 401)
    let health = try Curl.request(server.base + "/healthz")
    #expect(health.status == 200)
    #expect(health.text == "{\"status\":\"ok\"}\n")
  }

  @Test(arguments: [
    (["--expires", "1w", "/today.png"], "--expires"),
    (["/rings.png?move=1/2"], "needs no signature"),
    (["today.png"], "is not a path"),
  ])
  func aBadSigningIsOneLineAndExit64(arguments: [String], named: String) throws {
    let folder = try BuiltProducts.temporaryFolder()
    let result = try Self.sign(["--data", folder.path] + arguments)
    #expect(result.status == 64)
    #expect(result.standardError.hasPrefix("rings-server: error: "), "\(result.standardError)")
    #expect(result.standardError.contains(named))
    #expect(result.standardError.filter { $0 == "\n" }.count == 1)
    #expect(result.standardOutput.isEmpty)
  }
}

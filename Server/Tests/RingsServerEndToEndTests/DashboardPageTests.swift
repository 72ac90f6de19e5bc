import Foundation
import Testing
import _ActivityRingsTestSupport

/// A dashboard page as a browser loads it: `<img>` elements whose URLs `rings-server sign` made
/// load without a token, and one of stored days without a signature does not.
@Suite(
  .enabled(if: Curl.isInstalled, "curl is not installed (bash Scripts/setup --tests)"),
  .enabled(
    if: HeadlessChromium.isInstalled, "chromium is not installed (bash Scripts/setup --tests)"))
struct DashboardPageTests {
  @Test func signedPicturesLoadInABrowserAndUnsignedOnesDoNot() throws {
    let server = try ServerProcess()
    defer { server.stop() }
    let imported = try Curl.request(
      "\(server.base)/imports", method: "POST", headers: ServerProcess.authorization,
      upload: BuiltProducts.fixtureExport)
    #expect(imported.status == 200, "\(imported.text)")
    func sign(_ arguments: [String]) throws -> String {
      let result = try ProcessRunner.run(
        BuiltProducts.executable("rings-server"),
        ["sign", "--data", server.folder.path] + arguments)
      #expect(result.status == 0, "\(result.standardError)")
      return result.text.trimmingCharacters(in: .newlines)
    }
    let month = try sign(["--expires", "1h", "/months/2024-05.svg?cell-size=40"])
    let day = try sign(["/days/2024-05-15.png?size=64&scale=2"])
    let page = """
      <!doctype html>
      <html><body>
      <img id="month" src="\(server.base)\(month)" alt="May">
      <img id="day" src="\(server.base)\(day)" alt="The 15th">
      <img id="unsigned" src="\(server.base)/months/2024-05.svg?cell-size=40" alt="May">
      <script>
      window.addEventListener("load", () => {
        for (const image of document.images) {
          image.dataset.loaded = image.complete && image.naturalWidth > 0 ? "yes" : "no";
        }
      });
      </script>
      </body></html>
      """
    let folder = try BuiltProducts.temporaryFolder()
    let file = folder.appendingPathComponent("dashboard.html")
    try page.write(to: file, atomically: true, encoding: .utf8)
    let chromium = try #require(HeadlessChromium())
    let dom = try chromium.dumpDOM(of: file).dom
    func loaded(_ id: String) -> String? {
      guard let start = dom.range(of: "id=\"\(id)\"") else { return nil }
      let tag = dom[start.upperBound...].prefix { $0 != ">" }
      guard let value = tag.range(of: "data-loaded=\"") else { return nil }
      return String(tag[value.upperBound...].prefix { $0 != "\"" })
    }
    #expect(loaded("month") == "yes", "\(dom)")
    #expect(loaded("day") == "yes")
    #expect(loaded("unsigned") == "no")
  }
}

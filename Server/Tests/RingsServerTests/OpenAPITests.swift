import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import RingsServer

/// `/openapi.json` lists every route the router serves, and nothing else, with the query
/// parameters each reads.
@Suite struct OpenAPITests {
  @Test func theDocumentListsExactlyTheRoutesServed() async throws {
    let server = try TestServer()
    let served = Set(
      server.server.router().routes
        .filter { $0.method != .head }
        .map { "\($0.method.rawValue) \($0.path.description)" })
    let documented = Set(
      ServedRoute.all(renderers: server.server.renderers).map { "\($0.method) \($0.path)" })
    #expect(served == documented)

    try await server.test { client in
      let response = try await client.execute(uri: "/openapi.json", method: .get)
      #expect(response.status == .ok)
      #expect(response.headers[.contentType] == "application/json")
      let document = response.json
      #expect(document["openapi"] as? String == "3.0.3")
      let paths = try #require(document["paths"] as? [String: [String: Any]])
      var listed = Set<String>()
      for (path, operations) in paths {
        for method in operations.keys { listed.insert("\(method.uppercased()) \(path)") }
      }
      #expect(listed == served)
    }
  }

  @Test func eachOperationNamesItsParametersAndWhoMayAsk() async throws {
    let server = try TestServer()
    try await server.test { client in
      let document = try await client.execute(uri: "/openapi.json", method: .get).json
      let paths = try #require(document["paths"] as? [String: [String: [String: Any]]])
      for route in ServedRoute.all(renderers: server.server.renderers) {
        let operation = try #require(paths[route.path]?[route.method.lowercased()])
        let parameters = try #require(operation["parameters"] as? [[String: Any]])
        let query = parameters.filter { $0["in"] as? String == "query" }
          .compactMap { $0["name"] as? String }
        let expected =
          route.fields.map(\.rawValue) + (route.access == .storedRead ? ["expires"] : [])
        #expect(query == expected, "\(route.path)")
        let security = try #require(operation["security"] as? [[String: [String]]])
        switch route.access {
        case .open: #expect(security.isEmpty, "\(route.path)")
        case .storedRead:
          #expect(security.flatMap(\.keys).sorted() == ["bearerToken", "signedURL"])
        case .write: #expect(security.flatMap(\.keys) == ["bearerToken"])
        }
        let responses = try #require(operation["responses"] as? [String: [String: Any]])
        let content = try #require(responses["200"]?["content"] as? [String: Any])
        #expect(Set(content.keys) == Set(route.produces), "\(route.path)")
      }
    }
  }

  /// Each route answers with a media type the document lists for it.
  @Test func theAnswersAreOfTheListedMediaTypes() async throws {
    let server = try TestServer { $0.publicReads = true }
    try await server.test { client in
      _ = try await client.execute(
        uri: "/imports", method: .post, headers: TestServer.authorized,
        body: exportXML(AccessTests.days))
      for route in ServedRoute.all(renderers: server.server.renderers)
      where route.method == "GET" {
        let values =
          route.path.hasPrefix("/rings")
          ? "?move=1/2" : route.path.hasPrefix("/transition") ? "?from=move=1/2&to=move=2/2" : ""
        let uri =
          route.path.replacingOccurrences(
            of: "{file}", with: route.path.hasPrefix("/months") ? "2024-05.svg" : "2024-05-15.svg")
          + values
        let response = try await client.execute(uri: uri, method: .get)
        #expect(response.status == .ok, "\(uri): \(response.text)")
        let type = response.headers[.contentType]?.split(separator: ";").first.map(String.init)
        #expect(route.produces.contains(type ?? ""), "\(uri): \(type ?? "none")")
      }
    }
  }
}

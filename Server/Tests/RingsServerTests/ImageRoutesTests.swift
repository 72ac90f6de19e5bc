import ActivityRings
import ActivityRingsCairo
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import RingsServer

@Suite struct ImageRoutesTests {
  @Test func ringsPNGIsTheSceneDrawnByCairo() async throws {
    let server = try TestServer()
    let expected = try RegisteredRenderer.cairo.render(
      RingScene(
        summary: ActivitySummary(
          activeEnergyBurned: 350, activeEnergyBurnedGoal: 500, appleExerciseTime: 20,
          appleExerciseTimeGoal: 30, appleStandHours: 8, appleStandHoursGoal: 12),
        ringSide: 64, scale: .x2
      ).drawList(), as: .png)
    try await server.test { client in
      let response = try await client.execute(
        uri: "/rings.png?move=350/500&exercise=20/30&stand=8/12&size=64&scale=2", method: .get)
      #expect(response.status == .ok)
      #expect(response.headers[.contentType] == "image/png")
      #expect(response.headers[.cacheControl] == "public, max-age=31536000, immutable")
      #expect(response.bytes == expected)
    }
  }

  @Test func theSameRequestWrittenAnotherWayHasTheSameTag() async throws {
    let server = try TestServer()
    try await server.test { client in
      let first = try await client.execute(
        uri: "/rings.svg?move=350/500&stand=8/12&size=64", method: .get)
      let second = try await client.execute(
        uri: "/rings.svg?size=64.0&stand=8/12&move=350.0/500&look=gradient&scale=1", method: .get)
      let other = try await client.execute(
        uri: "/rings.svg?move=351/500&stand=8/12&size=64", method: .get)
      let tag = try #require(first.headers[.eTag])
      #expect(second.headers[.eTag] == tag)
      #expect(second.bytes == first.bytes)
      #expect(other.headers[.eTag] != tag)
    }
  }

  @Test func ifNoneMatchGetsA304WithoutABody() async throws {
    let server = try TestServer()
    try await server.test { client in
      let uri = "/rings.png?move=100/500"
      let first = try await client.execute(uri: uri, method: .get)
      let tag = try #require(first.headers[.eTag])
      for header in [tag, "W/\(tag)", "\"other\", \(tag)", "*"] {
        let again = try await client.execute(
          uri: uri, method: .get, headers: [.ifNoneMatch: header])
        #expect(again.status == .notModified, "If-None-Match: \(header)")
        #expect(again.body.readableBytes == 0)
        #expect(again.headers[.eTag] == tag)
      }
      // Not yet cached under this spelling: the tag is made before drawing, and still matches.
      let respelt = try await client.execute(
        uri: "/rings.png?move=100/500&scale=1", method: .get, headers: [.ifNoneMatch: tag])
      #expect(respelt.status == .notModified)
      let stale = try await client.execute(
        uri: uri, method: .get, headers: [.ifNoneMatch: "\"0000000000000000\""])
      #expect(stale.status == .ok)
    }
  }

  @Test(arguments: [
    ("/rings.png?move=-3/500", "move"),
    ("/rings.png?move=3", "move"),
    ("/rings.png?move=1/2&move=3/4", "move"),
    ("/rings.png?move=1/2&move-time=3/4", "move-time"),
    ("/rings.png", "move"),
    ("/rings.png?move=1/2&size=0", "size"),
    ("/rings.png?move=1/2&size=nan", "size"),
    ("/rings.png?move=1/2&size=9000", "size"),
    ("/rings.png?move=1/2&size=2000&scale=3", "size"),
    ("/rings.png?move=1/2&scale=4", "scale"),
    ("/rings.png?move=1/2&look=sepia", "look"),
    ("/rings.png?move=1/2&background=white", "background"),
    ("/rings.png?move=1/2&glyphs=maybe", "glyphs"),
    ("/rings.png?move=1/2&label=A%0Ab", "label"),
    ("/rings.png?move=1/2&label=Ana&size=20", "size"),
    ("/rings.png?move=1/2&colour=red", "colour"),
    ("/rings.png?move=1/2&label=%ZZ", "label"),
    ("/transition.png?to=move=1/2", "from"),
    ("/transition.png?from=move=1/2&to=steps=3/4", "to"),
    ("/transition.png?from=move=1/2&to=move=2/2&fps=0", "fps"),
    ("/transition.gif?from=move=1/2&to=move=2/2&fps=60", "fps"),
    ("/transition.png?from=move=1/2&to=move=2/2&duration=-1", "duration"),
    ("/transition.png?from=move=1/2&to=move=2/2&size=2000&fps=240", "fps"),
    ("/days/2024-02-30.png", "day"),
    ("/days/today.png", "day"),
    ("/months/2024-13.svg", "month"),
    ("/months/May.svg", "month"),
    ("/weeks/2024-05-06.svg?cell-size=-1", "cell-size"),
    ("/weeks/2024-05-06.svg?highlight=monday", "highlight"),
    ("/months/2024-05.png?cell-size=1000&scale=3", "cell-size"),
  ])
  func aBadRequestIsA400WithOneJSONLineNamingTheParameter(uri: String, parameter: String)
    async throws
  {
    let server = try TestServer()
    try await server.test { client in
      // With the token, which routes of stored days check first.
      let response = try await client.execute(
        uri: uri, method: .get, headers: TestServer.authorized)
      #expect(response.status == .badRequest)
      #expect(response.headers[.contentType] == "application/json")
      #expect(response.text.hasSuffix("}\n"))
      #expect(response.text.filter { $0 == "\n" }.count == 1)
      #expect(response.json["parameter"] as? String == parameter, "\(response.text)")
      #expect((response.json["error"] as? String)?.isEmpty == false)
    }
  }

  @Test func aPathNotServedIsA404InTheSameForm() async throws {
    let server = try TestServer()
    try await server.test { client in
      for uri in ["/", "/rings.pdf?move=1/2", "/days/2024-05-01.jpeg", "/../etc/passwd"] {
        let response = try await client.execute(uri: uri, method: .get)
        #expect(response.status == .notFound, "\(uri)")
        #expect(response.headers[.contentType] == "application/json")
      }
    }
  }

  @Test func aPathServedWithAnotherMethodIsA405NamingItsMethods() async throws {
    let server = try TestServer()
    try await server.test { client in
      for (uri, method, allowed) in [
        ("/rings.png?move=1/2", HTTPRequest.Method.post, "GET, HEAD"),
        ("/days/2024-05-01.png", .delete, "GET, HEAD"),
        ("/imports", .get, "POST"),
        ("/healthz", .trace, "GET, HEAD"),
      ] {
        let response = try await client.execute(uri: uri, method: method)
        #expect(response.status == .methodNotAllowed, "\(uri)")
        #expect(response.headers[.allow] == allowed, "\(uri)")
        #expect(response.headers[.contentType] == "application/json")
        #expect(response.text.contains("does not take \(method.rawValue)"), "\(response.text)")
      }
    }
  }

  @Test func aTransitionLongerThanTwoSecondsIsClampedAndSaysSo() async throws {
    let server = try TestServer()
    try await server.test { client in
      let response = try await client.execute(
        uri: "/transition.png?from=move=400/500&to=move=1250/500&duration=5&fps=10&size=32",
        method: .get)
      #expect(response.status == .ok)
      #expect(response.headers[.contentType] == "image/png")
      let notice = try #require(RenderedImage.noticeField.flatMap { response.headers[$0] })
      #expect(notice.contains("2 s"))
      // An animated PNG: an acTL chunk before the first IDAT.
      #expect(response.text.contains("acTL"))
    }
  }
}

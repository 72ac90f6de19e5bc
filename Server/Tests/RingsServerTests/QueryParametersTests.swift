import Testing

@testable import RingsServer

@Suite struct QueryParametersTests {
  @Test func plusIsASpaceAndEscapesAreDecoded() throws {
    var query = try QueryParameters("label=Ana+Maria&move=350%2F500")
    #expect(query.take("label") == "Ana Maria")
    #expect(query.take("move") == "350/500")
    try query.finish(known: ["label", "move"])
  }

  @Test func underscoreIsTakenAndIgnoredForCacheBusting() throws {
    var query = try QueryParameters("move=1/2&_=1716800000")
    _ = query.take("move")
    try query.finish(known: ["move"])
    var other = try QueryParameters("move=1/2&when=1716800000")
    _ = other.take("move")
    #expect(throws: RequestProblem.self) { try other.finish(known: ["move"]) }
  }
}

import Testing

@testable import RingsServer

@Suite struct QueryParametersTests {
  @Test func plusIsASpaceAndEscapesAreDecoded() throws {
    var query = try QueryParameters("label=Ana+Maria&move=350%2F500")
    #expect(query.take("label") == "Ana Maria")
    #expect(query.take("move") == "350/500")
    try query.finish(known: ["label", "move"])
  }
}

import Foundation
import Testing

/// Expects `text` to be the server's one-line JSON problem: one line, an object with a
/// non-empty `error` and, when given, `parameter`.
func expectProblemLine(
  _ text: String, parameter: String?, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  #expect(text.hasSuffix("\n"), sourceLocation: sourceLocation)
  #expect(text.filter { $0 == "\n" }.count == 1, "\(text)", sourceLocation: sourceLocation)
  let object = try #require(
    try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(text)",
    sourceLocation: sourceLocation)
  #expect(
    (object["error"] as? String)?.isEmpty == false, "\(text)", sourceLocation: sourceLocation)
  #expect(object["parameter"] as? String == parameter, "\(text)", sourceLocation: sourceLocation)
}

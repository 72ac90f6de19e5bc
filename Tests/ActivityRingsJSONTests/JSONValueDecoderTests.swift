import ActivityRings
import ActivityRingsJSON
import Testing

/// Types decoded from the reader's tree by their own Codable conformances, and every failure a
/// message that names the field, what it holds and the rule, without a Swift type name.
@Suite struct JSONValueDecoderTests {
  static func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
    try JSONValueDecoder().decode(type, from: try JSONReader.parse(Array(text.utf8)))
  }

  /// The message decoding `text` as `type` fails with, or nil.
  static func failure<T: Decodable>(_ type: T.Type, _ text: String) -> String? {
    do {
      _ = try decode(type, text)
      return nil
    } catch {
      return "\(error)"
    }
  }

  struct Sample: Codable, Equatable {
    var name: String
    var count: Int
    var ratio: Double
    var small: UInt8
    var flags: [Bool]
    var nested: [String: [Int]]
    var optional: String?
    var span: Range<Int>
  }

  @Test func decodesStructsArraysDictionariesAndOptionals() throws {
    let sample = try Self.decode(
      Sample.self,
      #"{"name": "a\nb", "count": 2e3, "ratio": 0.5, "small": 255, "flags": [true, false], "nested": {"x": [1, 2], "y": []}, "optional": null, "span": [2, 5]}"#
    )
    #expect(
      sample
        == Sample(
          name: "a\nb", count: 2000, ratio: 0.5, small: 255, flags: [true, false],
          nested: ["x": [1, 2], "y": []], optional: nil, span: 2..<5))
    #expect(try Self.decode([Int].self, "[1, 2.0, -3]") == [1, 2, -3])
    #expect(try Self.decode(Int64.self, "9223372036854775807") == .max)
    #expect(try Self.decode(String?.self, "null") == nil)
  }

  @Test(arguments: [
    (#"{"scale": 1.5}"#, "scale is 1.5: expected 1, 2 or 3"),
    (#"{"scale": -1}"#, "scale is -1: expected 1, 2 or 3"),
    (#"{"scale": "2"}"#, #"scale is "2": expected 1, 2 or 3"#),
    (#"{"rule": "odd"}"#, #"rule is "odd": expected "nonZero" or "evenOdd""#),
    (#"{"ring": "mov"}"#, #"ring is "mov": expected "move", "exercise" or "stand""#),
    (#"{"ring": 1}"#, #"ring is 1: expected "move", "exercise" or "stand""#),
  ])
  func enumerationsAreToldByTheirValues(text: String, message: String) {
    struct Choices: Decodable {
      var scale: RenderScale?
      var rule: FillRule?
      var ring: RingKind?
    }
    #expect(Self.failure(Choices.self, text) == message)
  }

  @Test func everyMismatchNamesTheFieldAndTheRule() {
    #expect(
      Self.failure(Sample.self, #"{"name": 1}"#) == "name is 1: expected text")
    let base = #""name": "n", "ratio": 1, "small": 1, "flags": [], "nested": {}, "span": [0, 1]"#
    #expect(
      Self.failure(Sample.self, "{\(base), \"count\": 1.5}")
        == "count is 1.5: expected a whole number")
    #expect(
      Self.failure(Sample.self, "{\(base), \"count\": 1e30}")
        == "count is 1e30: expected a whole number from -9223372036854775808 to 9223372036854775807"
    )
    #expect(
      Self.failure(Sample.self, #"{"name": "n", "count": 1, "ratio": 1, "small": 256}"#)
        == "small is 256: expected a whole number from 0 to 255")
    #expect(
      Self.failure(Sample.self, #"{"name": "n", "count": 1, "ratio": "1"}"#)
        == #"ratio is "1": expected a number"#)
    #expect(Self.failure(Sample.self, #"{"name": "n"}"#) == "count is missing")
    #expect(
      Self.failure(
        Sample.self,
        "{\(base.replacing(#""flags": []"#, with: #""flags": [true, 0]"#)), \"count\": 1}")
        == "flags.1 is 0: expected true or false")
    #expect(
      Self.failure(
        Sample.self,
        "{\(base.replacing(#""span": [0, 1]"#, with: #""span": [5, 1]"#)), \"count\": 1}")
        == "span is a list: expected a range written [start, end], start at most end")
    #expect(
      Self.failure(
        Sample.self, "{\(base.replacing(#""span": [0, 1]"#, with: #""span": [0]"#)), \"count\": 1}")
        == "span.1 is missing")
    #expect(
      Self.failure(
        Sample.self, "{\(base.replacing(#""nested": {}"#, with: #""nested": []"#)), \"count\": 1}")
        == "nested is a list: expected an object")
    #expect(Self.failure(Sample.self, "[]") == "the value is a list: expected an object")
    #expect(Self.failure([Int].self, "{}") == "the value is an object: expected a list")
    #expect(Self.failure(Bool.self, "null") == "the value is null: expected true or false")
  }

  @Test func aTypesOwnRefusalIsToldWithItsPath() {
    #expect(
      Self.failure(Paint.self, ##"{"solid": {"color": "#fa114f", "opacity": 1.5}}"##)
        == "solid.opacity: opacity 1.5 is outside 0…1")
    #expect(
      Self.failure(Paint.self, #"{"solid": {"color": "red"}}"#)
        == "solid.color: 'red' is not a colour of the form #rrggbb")
    #expect(
      Self.failure(CanvasSize.self, #"{"width": -5, "height": 5}"#)
        == "the value: canvas size -5.0×5.0 points is invalid: both sides must be finite and greater than 0"
    )
  }

  @Test func aDictionaryOfManyKeysDecodesInLinearTime() throws {
    // Every key read through allKeys: an index, not a walk per key.
    let text = "{" + (0..<50_000).map { #""k\#($0)": \#($0)"# }.joined(separator: ",") + "}"
    let decoded = try Self.decode([String: Int].self, text)
    #expect(decoded.count == 50_000)
    #expect(decoded["k49999"] == 49_999)
  }
}

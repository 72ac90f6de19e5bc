import ActivityRingsJSON
import Testing

/// Values read in place: kinds, scalars decoded when asked for, members and elements stepped
/// over in one move, places for messages.
@Suite struct JSONValueTests {
  static func parse(_ text: String) throws -> JSONValue {
    try JSONReader.parse(Array(text.utf8))
  }

  @Test func everyAccessorAnswersOnlyForItsKind() throws {
    let value = try Self.parse(#"{"o": {}, "a": [], "s": "x", "n": 2, "b": false, "z": null}"#)
    let kinds = (value.object ?? JSONObject.empty).map(\.value.kind)
    #expect(kinds == [.object, .array, .string, .number, .bool, .null])
    for (key, member) in value.object ?? JSONObject.empty {
      #expect((member.object != nil) == (key == "o"))
      #expect((member.array != nil) == (key == "a"))
      #expect((member.string != nil) == (key == "s"))
      #expect((member.number != nil) == (key == "n"))
      #expect((member.numberLiteral != nil) == (key == "n"))
      #expect((member.bool != nil) == (key == "b"))
      #expect(member.isNull == (key == "z"))
    }
    #expect(value["s"]?["x"] == nil)
    #expect(value["missing"] == nil)
  }

  @Test func containersAreSteppedOverWhateverTheyHold() throws {
    let value = try Self.parse(#"[[1, [2, {"a": [3]}]], {"b": {"c": [4, 5]}}, "end"]"#)
    let elements = Array(value.array ?? JSONArray.empty)
    #expect(elements.map(\.kind) == [.array, .object, .string])
    #expect(elements.last?.string == "end")
    #expect(elements[1]["b"]?["c"]?.array?.map(\.number) == [4, 5])
    #expect(value.array?.count == 3)
  }

  @Test func keysWithEscapesAreFoundByTheirText() throws {
    let value = try Self.parse(#"{"a\u0062": 1, "\"q\"": 2, "é": 3}"#)
    #expect(value["ab"]?.number == 1)
    #expect(value["\"q\""]?.number == 2)
    #expect(value["é"]?.number == 3)
    #expect(value.object?.keys == ["ab", "\"q\"", "é"])
    #expect(value["a"] == nil)
    #expect(value["abc"] == nil)
  }

  @Test func locationsAreTheLineAndColumnAnEditorShows() throws {
    let value = try Self.parse("{\n  \"name\": \"today\",\n  \"sizes\": [ 40 ],\n  \"e\": []\n}")
    #expect(value["name"]?.location == JSONLocation(offset: 12, line: 2, column: 11))
    #expect(value["sizes"]?.location?.description == "line 3, column 12")
    #expect(value.location?.line == 1)
    #expect(value["e"]?.location == nil)
  }

  @Test func showsValuesForMessages() throws {
    let values = try Self.parse(
      #"["say \"hi\"\u001B[2J", "\#(String(repeating: "x", count: 50))", 3.50, true, null, [], {}]"#
    )
    #expect(
      values.array?.map(\.shown) == [
        #""say \"hi\"\u{1B}[2J""#, "\"" + String(repeating: "x", count: 40) + "…\"", "3.50",
        "true", "null", "a list", "an object",
      ])
    #expect(values.array?.map(\.kind.description).last == "an object")
  }
}

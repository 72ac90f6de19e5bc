import RingsCLI
import Testing

/// The strict JSON reader: every value RFC 8259 allows, every error in one line at its place,
/// and hostile input (deep nesting, huge numbers, bad escapes, lone surrogates) refused cheaply.
@Suite struct JSONReaderTests {
  static func parse(_ text: String, depth: Int = JSONReader.maximumDepth) throws -> JSONValue {
    try JSONReader.parse(Array(text.utf8), maximumDepth: depth)
  }

  /// The error's one line for `text`, or nil if it reads.
  static func failure(_ text: String) -> String? {
    failure(Array(text.utf8))
  }

  static func failure(_ bytes: [UInt8]) -> String? {
    do {
      _ = try JSONReader.parse(bytes)
      return nil
    } catch {
      return error.description
    }
  }

  @Test func readsEveryKindOfValue() throws {
    let value = try Self.parse(
      #" { "a": [1, -2.5, 3e2, 0, -0, 1E-2, 2e+1], "b": {"c": null}, "t": true, "f": false, "s": "x" } "#
    )
    #expect(
      value
        == .object([
          "a": .array([
            .number(literal: "1", value: 1), .number(literal: "-2.5", value: -2.5),
            .number(literal: "3e2", value: 300), .number(literal: "0", value: 0),
            .number(literal: "-0", value: -0.0), .number(literal: "1E-2", value: 0.01),
            .number(literal: "2e+1", value: 20),
          ]),
          "b": .object(["c": .null]), "t": .bool(true), "f": .bool(false), "s": .string("x"),
        ]))
    #expect(try Self.parse("[]") == .array([]))
    #expect(try Self.parse("{}") == .object([:]))
    #expect(try Self.parse("\t\r\n 8 \n") == .number(literal: "8", value: 8))
    #expect(try Self.parse(#""top""#) == .string("top"))
  }

  @Test func decodesEveryEscapeAndSurrogatePairs() throws {
    let value = try Self.parse(#""\" \\ \/ \b \f \n \r \t \u0041 \u00e9 \u20AC \uD83D\uDE00""#)
    #expect(value == .string("\" \\ / \u{08} \u{0C} \n \r \t A é € 😀"))
    #expect(try Self.parse("\"é😀\"") == .string("é😀"))
  }

  @Test func aKeyWrittenTwiceKeepsItsLastValue() throws {
    #expect(try Self.parse(#"{"a": 1, "a": 2}"#) == .object(["a": .number(literal: "2", value: 2)]))
  }

  @Test func skipsAByteOrderMark() throws {
    #expect(try JSONReader.parse([0xEF, 0xBB, 0xBF] + Array("[]".utf8)) == .array([]))
  }

  @Test(arguments: [
    ("", "expected a value at line 1, column 1, found the end"),
    ("  \n ", "expected a value at line 2, column 2, found the end"),
    ("{ not json", "expected a key in double quotes at line 1, column 3, found 'not'"),
    (#"{"a": 1} x"#, "expected nothing after the value at line 1, column 10, found 'x'"),
    (#"{"a":1}}"#, "expected nothing after the value at line 1, column 8, found '}'"),
    ("[1] [2]", "expected nothing after the value at line 1, column 5, found '['"),
    (
      #"{"a": 1"#,
      "expected ',' or '}' after a value in an object at line 1, column 8, found the end"
    ),
    ("[1 2]", "expected ',' or ']' in a list at line 1, column 4, found '2'"),
    ("[1,]", "expected a value at line 1, column 4, found ']'"),
    (#"{"a": 1,}"#, "expected a key in double quotes at line 1, column 9, found '}'"),
    ("{'a': 1}", "expected a key in double quotes at line 1, column 2, found '''"),
    (#"{"a" 1}"#, "expected ':' after the key at line 1, column 6, found '1'"),
    ("[tru]", "expected a value at line 1, column 2, found 'tru'"),
    ("[truex]", "expected a value at line 1, column 2, found 'truex'"),
    ("nul", "expected a value at line 1, column 1, found 'nul'"),
    ("[NaN]", "expected a value at line 1, column 2, found 'NaN'"),
    ("[+1]", "expected a value at line 1, column 2, found '+1'"),
    ("[.5]", "expected a value at line 1, column 2, found '.5'"),
    ("[-]", "expected a digit after '-' at line 1, column 3, found ']'"),
    ("[1.]", "expected a digit after '.' at line 1, column 4, found ']'"),
    ("[1e]", "expected a digit in the exponent at line 1, column 4, found ']'"),
    ("[1e+]", "expected a digit in the exponent at line 1, column 5, found ']'"),
    ("[01]", "a number with a leading zero at line 1, column 2, found '01'"),
    ("[-01]", "a number with a leading zero at line 1, column 2, found '-01'"),
    (
      #"{"appleStandHours": 1e400}"#,
      "number 1e400 is too large at line 1, column 21: the largest a number may be is about 1.8e308"
    ),
    (
      "[-1" + String(repeating: "0", count: 400) + "]",
      "number -1" + String(repeating: "0", count: 38) + "… is too large at line 1, column 2: "
        + "the largest a number may be is about 1.8e308"
    ),
    (
      #"["\q"]"#,
      #"invalid escape '\q' in text at line 1, column 3: use \", \\, \/, \b, \f, \n, \r, \t or \u and four hexadecimal digits"#
    ),
    (
      #"["\u12G4"]"#,
      #"invalid escape '\u12G4' in text at line 1, column 3: \u takes four hexadecimal digits"#
    ),
    (
      #"["\u12"]"#,
      #"invalid escape '\u12"]' in text at line 1, column 3: \u takes four hexadecimal digits"#
    ),
    (#"["\"#, "the input ends inside an escape in text at line 1, column 3"),
    (
      #"["\ud800"]"#,
      #"'\ud800' is half a surrogate pair at line 1, column 3: its second half ('\uDC00' to '\uDFFF') must follow it"#
    ),
    (
      #"["\uD800\u0041"]"#,
      #"'\uD800' is half a surrogate pair at line 1, column 3: its second half ('\uDC00' to '\uDFFF') must follow it"#
    ),
    (
      #"["\uD800\uD800"]"#,
      #"'\uD800' is half a surrogate pair at line 1, column 3: its second half ('\uDC00' to '\uDFFF') must follow it"#
    ),
    (
      #"["x\uDC00"]"#,
      #"'\uDC00' is half a surrogate pair at line 1, column 4: its first half ('\uD800' to '\uDBFF') must come right before it"#
    ),
    (
      "[\"a\tb\"]",
      #"control character U+0009 in text at line 1, column 4: write it as an escape (\u0009)"#
    ),
    (
      "[\"a\nb\"]",
      #"control character U+000A in text at line 1, column 4: write it as an escape (\u000A)"#
    ),
    (#"{"a": "abc"#, "text without a closing double quote at line 1, column 7"),
    ("{\n  \"é\": [1,\n    x]}", "expected a value at line 3, column 5, found 'x'"),
    ("\"é\" 😀", "expected nothing after the value at line 1, column 5, found '😀'"),
  ])
  func refusesWithThePlaceAndTheCause(text: String, message: String) {
    #expect(Self.failure(text) == message)
  }

  @Test func refusesBytesThatAreNotUTF8() {
    #expect(
      Self.failure([0xFF])
        == "expected a value at line 1, column 1, found the byte 0xFF, which is not UTF-8")
    // An overlong encoding, a cut-short sequence and an encoded surrogate, inside text.
    for bad: [UInt8] in [[0xC0, 0xAF], [0xC3, 0x28], [0xED, 0xA0, 0x80], [0xE2, 0x82]] {
      #expect(
        Self.failure(Array(#"["é"#.utf8) + bad + Array(#""]"#.utf8))
          == "invalid UTF-8 (byte 0x\(String(bad[0], radix: 16, uppercase: true))) in text at line 1, column 4"
      )
    }
  }

  @Test func refusesNestingDeeperThanTheLimitAtTheBracketThatGoesTooDeep() throws {
    let limit = JSONReader.maximumDepth
    let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
    #expect(throws: Never.self) { try Self.parse(deepest) }
    let objects =
      String(repeating: #"{"a":"#, count: limit) + "1" + String(repeating: "}", count: limit)
    #expect(throws: Never.self) { try Self.parse(objects) }
    #expect(
      Self.failure("[" + deepest + "]")
        == "more than \(limit) nested lists and objects at line 1, column \(limit + 1)")
    #expect(
      Self.failure(String(repeating: "[", count: 1_000_000))
        == "more than \(limit) nested lists and objects at line 1, column \(limit + 1)")
    #expect(
      Self.failure(String(repeating: "{\"a\":", count: 100_000))
        == "more than \(limit) nested lists and objects at line 1, column \(5 * limit + 1)")
    #expect(throws: JSONSyntaxError.self) { try Self.parse("[[[]]]", depth: 2) }
  }

  @Test func longInputIsReadInLinearTime() throws {
    // 200,000 values in one list and 20,000 keys in one object: no quadratic copying.
    let list = "[" + Array(repeating: "1.5", count: 200_000).joined(separator: ",") + "]"
    guard case .array(let items) = try Self.parse(list) else {
      Issue.record("not a list")
      return
    }
    #expect(items.count == 200_000)
    let object = "{" + (0..<20_000).map { #""k\#($0)": [\#($0)]"# }.joined(separator: ",") + "}"
    #expect(try Self.parse(object).objectFields?.count == 20_000)
  }

  @Test func checksSyntaxWithoutKeepingValues() throws {
    #expect(try JSONReader.parse(Array(#"{"a": [1, 2]}"#.utf8), keepingValues: false) == .null)
    #expect(throws: JSONSyntaxError.self) {
      try JSONReader.parse(Array(#"{"a": [1, 2}"#.utf8), keepingValues: false)
    }
  }

  @Test func showsValuesForMessages() throws {
    #expect(JSONValue.string("say \"hi\"\u{1B}[2J").shown == #""say \"hi\"\u{1B}[2J""#)
    #expect(
      JSONValue.string(String(repeating: "x", count: 50)).shown == "\""
        + String(repeating: "x", count: 40) + "…\"")
    #expect(try Self.parse("3.50").shown == "3.50")
    #expect(JSONValue.bool(true).shown == "true")
    #expect(JSONValue.null.shown == "null")
    #expect(JSONValue.array([]).shown == "a list")
    #expect(JSONValue.object([:]).kind == "an object")
    #expect(JSONValue.string("").kind == "text")
  }
}

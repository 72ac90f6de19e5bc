import ActivityRingsJSON
import Testing

/// The strict JSON reader: every value RFC 8259 allows, every error in one line at its place,
/// and hostile input (deep nesting, huge numbers, bad escapes, lone surrogates) refused cheaply.
@Suite struct JSONReaderTests {
  static func parse(_ text: String, depth: Int = JSONReader.maximumDepth) throws -> JSONTree {
    JSONTree(try JSONReader.parse(Array(text.utf8), maximumDepth: depth))
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
            .number("1"), .number("-2.5"),
            .number("3e2"), .number("0"),
            .number("-0"), .number("1E-2"),
            .number("2e+1"),
          ]),
          "b": .object(["c": .null]), "t": .bool(true), "f": .bool(false), "s": .string("x"),
        ]))
    #expect(try Self.parse("[]") == .array([]))
    #expect(try Self.parse("{}") == .object([:]))
    #expect(try Self.parse("\t\r\n 8 \n") == .number("8"))
    #expect(try Self.parse(#""top""#) == .string("top"))
  }

  @Test func decodesEveryEscapeAndSurrogatePairs() throws {
    let value = try Self.parse(#""\" \\ \/ \b \f \n \r \t \u0041 \u00e9 \u20AC \uD83D\uDE00""#)
    #expect(value == .string("\" \\ / \u{08} \u{0C} \n \r \t A é € 😀"))
    #expect(try Self.parse("\"é😀\"") == .string("é😀"))
  }

  @Test func aKeyWrittenTwiceKeepsItsLastValue() throws {
    let value = try JSONReader.parse(Array(#"{"a": 1, "b": 0, "a": 2}"#.utf8))
    #expect(value["a"]?.number == 2)
    #expect(value.object?.keys == ["a", "b", "a"])
  }

  @Test func numbersKeepTheirValueAndTheirText() throws {
    let value = try JSONReader.parse(Array("[1, -2.5, 3e2, 0.1, -0, 123456789012345678]".utf8))
    let numbers = (value.array ?? JSONArray.empty).map(\.number)
    #expect(numbers == [1, -2.5, 300, 0.1, -0.0, 123_456_789_012_345_678])
    #expect(value.array?.first(where: { $0.numberLiteral == "-0" })?.number?.sign == .minus)
    #expect(value.array?.map(\.numberLiteral)[2] == "3e2")
  }

  @Test func skipsAByteOrderMark() throws {
    #expect(JSONTree(try JSONReader.parse([0xEF, 0xBB, 0xBF] + Array("[]".utf8))) == .array([]))
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

  @Test func controlCharactersOfTheInputAreEscapedInMessages() {
    // Found by Scripts/fuzz summary-json: a backslash before a control character.
    #expect(
      Self.failure("[\"\\\u{0}\"]")
        == #"invalid escape '\\0' in text at line 1, column 3: use \", \\, \/, \b, \f, \n, \r, \t or \u and four hexadecimal digits"#
    )
    #expect(
      Self.failure("[\"\\u1\n\"]")
        == #"invalid escape '\u1\n"]' in text at line 1, column 3: \u takes four hexadecimal digits"#
    )
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
    #expect(try JSONReader.parse(Array(list.utf8)).array?.count == 200_000)
    let object = "{" + (0..<20_000).map { #""k\#($0)": [\#($0)]"# }.joined(separator: ",") + "}"
    let value = try JSONReader.parse(Array(object.utf8))
    #expect(value.object?.count == 20_000)
    #expect(value["k19999"]?.array?.first?.number == 19_999)
  }

  @Test func numbersNearTheLargestDoubleAreReadExactlyOnce() throws {
    // Below 1e308 a number is finite without reading it; from 1e309 it is not; in between,
    // it takes reading.
    #expect(try Self.parse("1.7976931348623157e308") == .number("1.7976931348623157e308"))
    #expect(try Self.parse("0.0000001e315") == .number("0.0000001e315"))
    #expect(try Self.parse("1e-400") == .number("1e-400"))
    #expect(try Self.parse("0e999999999999") == .number("0e999999999999"))
    #expect(Self.failure("1.8e308")?.hasPrefix("number 1.8e308 is too large") == true)
    #expect(try Self.parse("10e307") == .number("10e307"))
    #expect(Self.failure("18e307")?.hasPrefix("number 18e307 is too large") == true)
    #expect(Self.failure("1e99999999999999999999")?.contains("is too large") == true)
    #expect(
      try JSONReader.parse(Array("[1.7976931348623157e308]".utf8)).array?.first?.number
        == .greatestFiniteMagnitude)
  }
}

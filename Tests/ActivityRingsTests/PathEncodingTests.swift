import ActivityRings
import PropertyBased
import Testing

/// A path's bytes carried in a `String` without loss, and shown escaped in messages.
@Suite struct PathEncodingTests {
  @Test func everyByteSequenceReadsBackExactly() async {
    await propertyCheck(input: Gen.int(in: 0...255).array(of: 0...24)) { values in
      let bytes = values.map { UInt8($0) }.filter { $0 != 0 }
      #expect(PathEncoding.bytes(of: PathEncoding.string(fromBytes: bytes)) == bytes)
    }
  }

  @Test func everyPairOfBytesReadsBackExactly() {
    for first in UInt8(1)...255 {
      for second in UInt8(1)...255 {
        let bytes = [first, second]
        #expect(PathEncoding.bytes(of: PathEncoding.string(fromBytes: bytes)) == bytes)
      }
    }
  }

  @Test func twoNamesALossyDecodingConfusesStayApart() {
    // `\x80.svg` and `�.svg` (U+FFFD, EF BF BD) both read as "�.svg" with String(decoding:).
    let invalid = PathEncoding.string(fromBytes: [0x80] + Array(".svg".utf8))
    let replacement = PathEncoding.string(fromBytes: Array("\u{FFFD}.svg".utf8))
    #expect(invalid != replacement)
    #expect(replacement == "\u{FFFD}.svg")
    #expect(PathEncoding.bytes(of: invalid) == [0x80] + Array(".svg".utf8))
  }

  @Test func utf8IsReadAsTheCharactersItSpells() {
    let name = "Zoë 🏃‍♀️ 日本.png"
    #expect(PathEncoding.string(fromBytes: Array(name.utf8)) == name)
    #expect(PathEncoding.bytes(of: name) == Array(name.utf8))
    // Overlong, surrogate and past-U+10FFFF sequences are not UTF-8: byte by byte.
    for bytes: [UInt8] in [
      [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82],
    ] {
      let text = PathEncoding.string(fromBytes: bytes)
      #expect(text.unicodeScalars.count == bytes.count)
      #expect(PathEncoding.bytes(of: text) == bytes)
    }
  }

  @Test func aRealCodePointOfTheEscapesIsItselfEscaped() {
    let bytes = Array("\u{10FF80}".utf8)
    let text = PathEncoding.string(fromBytes: bytes)
    #expect(text.unicodeScalars.count == 4)
    #expect(PathEncoding.bytes(of: text) == bytes)
  }

  @Test func messagesShowTheBytes() {
    let path = PathEncoding.string(fromBytes: [0x80, 0x2E, 0xFF])
    #expect(QuotedText.quoted(path) == "'\\x80.\\xFF'")
    #expect(QuotedText.line("cannot write " + path) == "cannot write \\x80.\\xFF")
    // Invisible characters that hide what follows are escaped too.
    #expect(QuotedText.quoted("a\u{200B}b\u{FEFF}c") == "'a\\u{200B}b\\u{FEFF}c'")
    #expect(QuotedText.quoted("👨‍👩‍👧") == "'👨‍👩‍👧'")
  }
}

import ActivityRings
import Testing

@Suite struct QuotedTextTests {
  @Test func plainTextIsQuotedAsItIs() {
    #expect(QuotedText.quoted("2024-02-30") == "'2024-02-30'")
    #expect(QuotedText.quoted("Apple\u{A0}Watch é 🏃") == "'Apple\u{A0}Watch é 🏃'")
  }

  /// Nothing that could end the line or steer a terminal survives; a backslash is doubled so
  /// the quoted text reads back unambiguously.
  @Test func controlsAreEscaped() {
    #expect(
      QuotedText.quoted("\u{1B}]0;PWNED\u{07}\n\r\t\0\\") == #"'\u{1B}]0;PWNED\u{7}\n\r\t\0\\'"#)
    #expect(
      QuotedText.escaped("a\u{85}b\u{2028}c\u{202E}d\u{FFFE}")
        == #"a\u{85}b\u{2028}c\u{202E}d\u{FFFE}"#)
    #expect(QuotedText.escaped("\u{7F}") == #"\u{7F}"#)
  }

  /// A long value is cut after so many characters (Unicode scalars, before escaping), and says
  /// how long it was; a short one is quoted whole.
  @Test func longTextIsCut() {
    #expect(
      QuotedText.quoted(String(repeating: "ab", count: 50), maximumLength: 6)
        == "'ababab'… (100 characters)")
    #expect(
      QuotedText.quoted(String(repeating: "\u{85}", count: 9), maximumLength: 2)
        == #"'\u{85}\u{85}'… (9 characters)"#)
    #expect(QuotedText.quoted("abcdef", maximumLength: 6) == "'abcdef'")
    #expect(QuotedText.quoted("é🏃", maximumLength: 0) == "''… (2 characters)")
  }
}

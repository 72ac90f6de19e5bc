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
}

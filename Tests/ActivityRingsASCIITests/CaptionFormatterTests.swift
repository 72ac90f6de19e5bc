import Testing

@testable import ActivityRingsASCII

@Suite struct CaptionFormatterTests {
  @Test(arguments: [
    ("Move: 350 of 500 calories", " of ", "/", "Move: 350/500 calories"),
    ("a of b of c", " of ", "/", "a/b/c"),
    ("aaa", "aa", "b", "ba"),
    ("Bewegen: 70 percent — Stehen: 50 percent", " percent", "%", "Bewegen: 70% — Stehen: 50%"),
    ("no match here", " minutes", " min", "no match here"),
    ("short", "longer than the text", "x", "short"),
    ("unchanged", "", "x", "unchanged"),
  ])
  func replacingChangesEveryMatchLeftToRight(
    text: String, target: String, replacement: String, expected: String
  ) {
    #expect(CaptionFormatter.replacing(target, with: replacement, in: text) == expected)
  }

  @Test func aCompactCaptionKeepsItsWords() {
    let caption = CaptionFormatter.caption(
      "Move: 350 of 500 calories, 70 percent. Exercise: 20 of 30 minutes, 67 percent.",
      width: 50, asciiOnly: false)
    #expect(caption == "Move: 350/500 cal 70%. Exercise: 20/30 min 67%.")
  }

  @Test func controlCharactersBecomeSpaces() {
    #expect(
      CaptionFormatter.caption("a\u{1B}[31mb\nc\u{85}d", width: 40, asciiOnly: false)
        == "a [31mb c d")
  }
}

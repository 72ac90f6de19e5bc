import ActivityRings
import ActivityRingsASCII
import Testing

/// The escape sequences other text (the `rings stats` tables) is coloured with.
@Suite struct ColorDepthEscapeTests {
  @Test func trueColorWritesTheRingColour() {
    #expect(
      ASCIIRenderer.ColorDepth.trueColor.colored("Move", RingKind.move.color)
        == "\u{1B}[38;2;250;17;79mMove\u{1B}[0m")
  }

  @Test func ansi256WritesTheNearestPaletteEntry() {
    // (250, 17, 79): cube levels 255, 0, 95 → 16 + 36·5 + 6·0 + 1 = 197.
    #expect(
      ASCIIRenderer.ColorDepth.ansi256.colored("Move", RingKind.move.color)
        == "\u{1B}[38;5;197mMove\u{1B}[0m")
    #expect(ASCIIRenderer.ColorDepth.ansi256.parameters(for: .black, layer: 48) == "48;5;16")
  }

  @Test func noColourLeavesTheTextAlone() {
    #expect(ASCIIRenderer.ColorDepth.none.colored("Move", RingKind.move.color) == "Move")
    #expect(ASCIIRenderer.ColorDepth.trueColor.colored("", RingKind.move.color) == "")
  }
}

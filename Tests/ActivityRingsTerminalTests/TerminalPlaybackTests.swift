import ActivityRingsTerminal
import Testing

/// `rings animate` in a terminal: the frames as written, escape sequences included.
@Suite struct TerminalPlaybackTests {
  @Test func playbackHidesAndRestoresTheCursorAndRedrawsInPlace() {
    let playback = TerminalPlayback(frames: ["a\nb\n", "c\nd\n", "e\nf\n"], times: [0, 0.5, 1])
    #expect(
      playback.chunks == [
        "\u{1B}[?25la\nb\n", "\u{1B}[2A\rc\nd\n", "\u{1B}[2A\re\nf\n\u{1B}[?25h",
      ])
  }
}

import ActivityRingsTerminal
import Testing

/// `rings animate` in a terminal: the frames as written, escape sequences included.
@Suite struct TerminalPlaybackTests {
  @Test func playbackHidesAndRestoresTheCursorAndRedrawsInPlace() {
    let playback = TerminalPlayback(frames: ["a\nb\n", "c\nd\n", "e\nf\n"], times: [0, 0.5, 1])
    #expect(
      playback.chunks == [
        "\u{1B}[?25la\nb\n", "\u{1B}[2A\rc\u{1B}[K\nd\u{1B}[K\n",
        "\u{1B}[2A\re\u{1B}[K\nf\u{1B}[K\n\u{1B}[?25h",
      ])
  }

  /// A frame of fewer lines than the one before (its caption wraps on fewer) erases the lines
  /// left under it, and every line erases what a longer line before it left beside it.
  @Test func aShorterFrameErasesWhatTheLongerOneLeftBesideAndBelow() {
    let playback = TerminalPlayback(
      frames: ["abc\nb\nc\n", "d\ne\n", "f\ng\nh\n"], times: [0, 0.5, 1])
    #expect(
      playback.chunks == [
        "\u{1B}[?25labc\nb\nc\n", "\u{1B}[3A\rd\u{1B}[K\ne\u{1B}[K\n\u{1B}[J",
        "\u{1B}[2A\rf\u{1B}[K\ng\u{1B}[K\nh\u{1B}[K\n\u{1B}[?25h",
      ])
  }
}

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

  /// A frame of fewer lines than the one before (its caption wraps on fewer) erases the lines
  /// left under it; one of as many or more needs nothing.
  @Test func aShorterFrameErasesWhatTheLongerOneLeftBelow() {
    let playback = TerminalPlayback(
      frames: ["a\nb\nc\n", "d\ne\n", "f\ng\nh\n"], times: [0, 0.5, 1])
    #expect(
      playback.chunks == [
        "\u{1B}[?25la\nb\nc\n", "\u{1B}[3A\rd\ne\n\u{1B}[J",
        "\u{1B}[2A\rf\ng\nh\n\u{1B}[?25h",
      ])
  }
}

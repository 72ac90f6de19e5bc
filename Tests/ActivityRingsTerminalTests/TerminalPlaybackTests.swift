import ActivityRings
import ActivityRingsASCII
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

  /// Played in a 38-column window, the first frame's caption (the start day's) wraps on one line
  /// fewer than the end day's; captioned as the end, every frame keeps the rings' rows.
  @Test func everyPlayedFrameHasTheFinalCaptionAndTheSameRows() throws {
    let size = try CanvasSize(side: 160)
    let start = try RingScene(
      summary: ActivitySummary(
        activeEnergyBurned: 0, activeEnergyBurnedGoal: 500, appleExerciseTime: 0,
        appleExerciseTimeGoal: 30, appleStandHours: 0, appleStandHoursGoal: 12),
      size: size)
    let end = try RingScene(
      summary: ActivitySummary(
        activeEnergyBurned: 600, activeEnergyBurnedGoal: 500, appleExerciseTime: 20,
        appleExerciseTimeGoal: 30, appleStandHours: 8, appleStandHoursGoal: 12),
      size: size)
    let transition = try RingTransition(from: start.progress, to: end.progress, duration: 0.2)
    let plan = try FramePlan(transition, from: start, to: end, framesPerSecond: 10)
    let renderer = ASCIIRenderer(
      cellBounds: CellBounds(columns: 38, rows: 28, includesCaption: true), mode: .ascii,
      color: .none)
    let lineCount = { (text: String) in text.reduce(0) { $0 + ($1 == "\n" ? 1 : 0) } }
    // Each frame with its own caption: the first is laid out on other rows.
    let own = (0..<plan.frameCount).map { renderer.render(plan.drawList(at: $0)) }
    #expect(Set(own.map(lineCount)).count == 2)
    let played = plan.playedTexts { renderer.render($0) }
    #expect(played.count == plan.frameCount)
    #expect(Set(played.map(lineCount)).count == 1)
    #expect(played.last == renderer.render(plan.finalDrawList))
    #expect(played.allSatisfy { $0.contains("Move: 600 of 500 calories") })
    #expect(own.first?.contains("Move: 0 of 500 calories") == true)
  }
}

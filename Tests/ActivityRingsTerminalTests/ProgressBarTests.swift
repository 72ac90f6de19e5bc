import ActivityRingsTerminal
import Testing

/// The progress bar as pure text: its lines, when it shows, and what it writes.
@Suite struct ProgressBarTests {
  @Test(arguments: [
    (0, 40, "[..........] 0/40 a@2x.png"),
    (12, 40, "[###.......] 12/40 a@2x.png"),
    (39, 40, "[#########.] 39/40 a@2x.png"),
    (40, 40, "[##########] 40/40 a@2x.png"),
    (50, 40, "[##########] 40/40 a@2x.png"),
    (-1, 40, "[..........] 0/40 a@2x.png"),
  ])
  func line(completed: Int, total: Int, expected: String) {
    #expect(
      ProgressBar.line(
        completed: completed, total: total, label: "a@2x.png", barWidth: 10, columns: 80)
        == expected)
  }

  @Test func aLongLabelLosesItsStartToStayOnOneLine() {
    let label = "Rings.xcassets/live-activity-lock-screen-max.imageset/live-activity@3x.png"
    let line = ProgressBar.line(completed: 3, total: 9, label: label, barWidth: 10, columns: 40)
    #expect(line == "[###.......] 3/9 ...ive-activity@3x.png")
    #expect(line.count < 40)
    // Too narrow for any of the label: the bar and count alone.
    #expect(
      ProgressBar.line(completed: 3, total: 9, label: label, barWidth: 10, columns: 20)
        == "[###.......] 3/9")
  }

  @Test func defaultBarIsTwentyCells() {
    #expect(
      ProgressBar.line(completed: 1, total: 2, label: "x.png", columns: 80)
        == "[##########..........] 1/2 x.png")
  }

  @Test func showsOnlyOnATerminalForMoreThanFiveFilesWithoutQuiet() {
    #expect(ProgressBar.shouldShow(fileCount: 6, isTerminal: true, isQuiet: false))
    #expect(!ProgressBar.shouldShow(fileCount: 5, isTerminal: true, isQuiet: false))
    #expect(!ProgressBar.shouldShow(fileCount: 40, isTerminal: false, isQuiet: false))
    #expect(!ProgressBar.shouldShow(fileCount: 40, isTerminal: true, isQuiet: true))
  }

  @Test func drawsInPlaceAndEndsTheLine() {
    final class Sink: @unchecked Sendable { var text = "" }
    let sink = Sink()
    var bar = ProgressBar(total: 2, isEnabled: true, columns: 80) { sink.text += $0 }
    bar.advance("a.png")
    bar.advance("b.png")
    bar.finish()
    #expect(
      sink.text
        == "\r[##########..........] 1/2 a.png\u{1B}[K\r[####################] 2/2 b.png\u{1B}[K\n")
    #expect(bar.completed == 2)
  }

  @Test func aDisabledBarWritesNothing() {
    final class Sink: @unchecked Sendable { var text = "" }
    let sink = Sink()
    var bar = ProgressBar(total: 8, isEnabled: false, columns: 80) { sink.text += $0 }
    bar.advance("a.png")
    bar.finish()
    #expect(sink.text.isEmpty)
    #expect(bar.completed == 1)
  }

  @Test func progressLinesCountMegabytes() {
    #expect(
      ByteProgress.line(
        bytesRead: 812_000_000, totalBytes: 3_100_000_000, label: "export.zip", columns: 80)
        == "[#####...............] 812/3100 MB export.zip")
    #expect(
      ByteProgress.line(bytesRead: 5_000_000, totalBytes: nil, label: "x.xml", columns: 80)
        == "[####################] 5/5 MB x.xml")
  }

  @Test func progressDrawsOnlyWhenTheNumbersChange() {
    final class Sink: @unchecked Sendable { var text = "" }
    let sink = Sink()
    var progress = ByteProgress(label: "e.xml", isEnabled: true, columns: 80) { sink.text += $0 }
    progress.update(bytesRead: 1_000_000, totalBytes: 2_000_000)
    progress.update(bytesRead: 1_500_000, totalBytes: 2_000_000)
    progress.update(bytesRead: 2_000_000, totalBytes: 2_000_000)
    progress.finish()
    #expect(
      sink.text
        == "\r[##########..........] 1/2 MB e.xml\u{1B}[K\r[####################] 2/2 MB e.xml\u{1B}[K"
        + "\r\u{1B}[K"
    )
  }

  @Test func aFileUnderAMegabyteDrawsNothing() {
    final class Sink: @unchecked Sendable { var text = "" }
    let sink = Sink()
    var progress = ByteProgress(label: "e.xml", isEnabled: true, columns: 80) { sink.text += $0 }
    progress.update(bytesRead: 3_000, totalBytes: 3_000)
    progress.update(bytesRead: 999_999, totalBytes: nil)
    progress.finish()
    #expect(sink.text.isEmpty)
    // A stream draws once a megabyte has been read.
    progress.update(bytesRead: 1_000_000, totalBytes: nil)
    #expect(sink.text == "\r[####################] 1/1 MB e.xml\u{1B}[K")
  }

  /// A file's name can hold escapes (`evil\e]0;PWN\a\e[2J.xml` set the title and cleared the
  /// screen): the bar escapes them as every message does.
  @Test func controlCharactersInALabelAreEscaped() {
    let label = "evil\u{1B}]0;PWN\u{7}\u{1B}[2J.xml"
    #expect(
      ProgressBar.line(completed: 1, total: 2, label: label, barWidth: 4, columns: 80)
        == #"[##..] 1/2 evil\u{1B}]0;PWN\u{7}\u{1B}[2J.xml"#)
    #expect(
      ByteProgress.line(bytesRead: 0, totalBytes: 0, label: label, columns: 80)
        == #"[####################] 0/0 MB evil\u{1B}]0;PWN\u{7}\u{1B}[2J.xml"#)
  }
}

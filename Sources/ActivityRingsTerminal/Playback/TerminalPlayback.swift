import ActivityRingsFiles
import _ActivityRingsPlatform

/// Plays rendered terminal frames in place: the cursor is hidden, each frame after the first
/// moves the cursor back up over the previous one and overwrites it, erasing what the previous
/// frame left past its own lines (a line or a frame that got shorter, as a caption does when
/// its numbers change), and at the end (also on Ctrl-C) the cursor is shown again with the
/// final frame left on screen.
///
/// ```swift
/// let playback = TerminalPlayback(frames: texts, times: times)
/// try playback.play()
/// ```
public struct TerminalPlayback: Sendable {
  /// Hides the cursor (DECTCEM).
  public static let hideCursor = "\u{1B}[?25l"
  /// Shows the cursor.
  public static let showCursor = "\u{1B}[?25h"
  /// Erases from the cursor to the end of the screen (ED 0).
  public static let eraseBelow = "\u{1B}[J"
  /// Erases from the cursor to the end of its line (EL 0).
  public static let eraseLineEnd = "\u{1B}[K"
  /// What an interrupt writes while the cursor is hidden: reset colours, show the cursor, end
  /// the line.
  public static let cursorRestore = Array("\u{1B}[0m\u{1B}[?25h\n".utf8)

  /// Each frame's text, every line ending in a newline.
  public let frames: [String]
  /// When each frame shows, in seconds from the start.
  public let times: [Double]

  /// Frames to play: `frames[i]` shows at `times[i]` seconds.
  public init(frames: [String], times: [Double]) {
    self.frames = frames
    self.times = times
  }

  /// The bytes written for each frame, in order: the first starts by hiding the cursor, later
  /// ones start by moving up over the previous frame (`ESC [ n A` and a carriage return), end
  /// each line by erasing the rest of it (`ESC [ K`) and, when shorter than the previous frame,
  /// erase the rest of the screen (`ESC [ J`), so nothing of it stays beside or under them; the
  /// last ends by showing the cursor. Pure, so tests can read the escape sequences.
  public var chunks: [String] {
    var chunks: [String] = []
    var previousLines = 0
    for (index, frame) in frames.enumerated() {
      var chunk = index == 0 ? Self.hideCursor : "\u{1B}[\(previousLines)A\r"
      chunk += index == 0 ? frame : frame.replacing("\n", with: Self.eraseLineEnd + "\n")
      let lines = frame.reduce(0) { $0 + ($1 == "\n" ? 1 : 0) }
      if index > 0, lines < previousLines { chunk += Self.eraseBelow }
      if index == frames.count - 1 { chunk += Self.showCursor }
      chunks.append(chunk)
      previousLines = lines
    }
    return chunks
  }

  /// Writes the frames to standard output at their times.
  ///
  /// - Throws: `SafeOutputError` when standard output cannot be written.
  public func play() throws(SafeOutputError) {
    // Ctrl-C (or SIGTERM, SIGHUP) shows the cursor again before the process ends.
    InterruptCleanup.writeOnInterrupt(Self.cursorRestore)
    defer { InterruptCleanup.writeOnInterrupt(nil) }
    var start = timespec()
    clock_gettime(CLOCK_MONOTONIC, &start)
    for (chunk, time) in zip(chunks, times) {
      Self.sleep(until: time, since: start)
      try StandardOutput.write(Array(chunk.utf8))
    }
  }

  private static func sleep(until time: Double, since start: timespec) {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    let elapsed = Double(now.tv_sec - start.tv_sec) + Double(now.tv_nsec - start.tv_nsec) / 1e9
    let wait = time - elapsed
    guard wait > 0 else { return }
    var request = timespec(tv_sec: Int(wait), tv_nsec: Int((wait - wait.rounded(.down)) * 1e9))
    var remaining = timespec()
    while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
  }
}

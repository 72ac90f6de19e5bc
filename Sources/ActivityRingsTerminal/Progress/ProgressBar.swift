import ActivityRings
import ActivityRingsFiles
import _ActivityRingsPlatform

/// A one-line progress bar on standard error, redrawn in place:
/// `[########............] 12/30 square-64@2x.png`.
///
/// ```swift
/// var progress = ProgressBar.standardError(total: files.count, quiet: quiet)
/// for file in files {
///   render(file)
///   progress.advance(file.name)
/// }
/// progress.finish()   // ends the line
/// ```
///
/// It draws only when standard error is a terminal, the job has more than
/// ``minimumFileCount`` - 1 files and `--quiet` is off; otherwise every call does nothing, so
/// piped or redirected standard error stays empty.
public struct ProgressBar {
  /// The fewest files that get a bar: fewer finish too fast to need one.
  public static let minimumFileCount = 6

  /// How many steps make the whole job.
  public let total: Int
  /// Steps done so far.
  public private(set) var completed = 0
  /// Whether this bar draws anything.
  public let isEnabled: Bool
  private let columns: Int
  private let output: (String) -> Void

  /// Creates a bar that hands its text to `output` (for tests), or draws nothing when
  /// `isEnabled` is false.
  public init(
    total: Int, isEnabled: Bool, columns: Int, output: @escaping (String) -> Void
  ) {
    self.total = total
    self.isEnabled = isEnabled && total > 0
    self.columns = columns
    self.output = output
  }

  /// A bar on standard error, enabled by ``shouldShow(fileCount:isTerminal:isQuiet:)``, as wide
  /// as the terminal standard error is.
  public static func standardError(total: Int, quiet: Bool) -> ProgressBar {
    ProgressBar(
      total: total,
      isEnabled: shouldShow(
        fileCount: total, isTerminal: isatty(STDERR_FILENO) == 1, isQuiet: quiet),
      columns: TerminalInfo.windowSize(of: STDERR_FILENO)?.columns ?? 80,
      output: writeToStandardError)
  }

  /// Whether a job deserves a bar: a terminal to draw on, enough files, and no `--quiet`.
  public static func shouldShow(fileCount: Int, isTerminal: Bool, isQuiet: Bool) -> Bool {
    isTerminal && !isQuiet && fileCount >= minimumFileCount
  }

  /// The text of one state of the bar, without the carriage return: a bar of `barWidth` cells
  /// (`#` done, `.` to do, rounded down), the count and the label, cut at the front with `...`
  /// so that the line stays shorter than `columns` (a full-width line would wrap). Control
  /// characters in the label (a file's name) are escaped as in every message (`\u{1B}`), so
  /// nothing in a name can steer the terminal.
  ///
  /// - Complexity: O(`barWidth` + label length).
  public static func line(
    completed: Int, total: Int, label rawLabel: String, barWidth: Int = 20, columns: Int
  ) -> String {
    let label = QuotedText.line(rawLabel)
    let done = min(max(completed, 0), max(total, 0))
    let filled = total > 0 ? done * barWidth / total : barWidth
    let bar =
      "[" + String(repeating: "#", count: filled)
      + String(repeating: ".", count: barWidth - filled) + "]"
    let prefix = "\(bar) \(done)/\(total)"
    let room = columns - 1 - prefix.count - 1
    guard room >= 4, !label.isEmpty else { return prefix }
    if label.count <= room { return prefix + " " + label }
    return prefix + " ..." + String(label.suffix(room - 3))
  }

  /// Counts one step done and redraws the line with `label` (the file just finished).
  public mutating func advance(_ label: String) {
    completed = min(completed + 1, total)
    guard isEnabled else { return }
    // Return to the start of the line, draw, and clear what a longer label left behind.
    output(
      "\r" + Self.line(completed: completed, total: total, label: label, columns: columns)
        + "\u{1B}[K")
  }

  /// Writes `text` to standard error as is, unbuffered; a failure is ignored, since nowhere is
  /// left to report it.
  static func writeToStandardError(_ text: String) {
    try? StandardOutput.write(Array(text.utf8), to: STDERR_FILENO, describing: "standard error")
  }

  /// Ends the bar's line, so that what follows starts on a fresh one.
  public func finish() {
    guard isEnabled, completed > 0 else { return }
    output("\n")
  }
}

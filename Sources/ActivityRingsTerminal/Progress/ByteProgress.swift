import _ActivityRingsPlatform

/// A progress bar for reading a large file, in megabytes: `[#####...............] 812/3100 MB`,
/// drawn with ``ProgressBar/line(completed:total:label:barWidth:columns:)`` on standard error
/// when it is a terminal, and redrawn only when the shown numbers change.
///
/// ```swift
/// var progress = ByteProgress.standardError(label: "export.zip")
/// let result = try reader.read(contentsOf: url) { progress.update(bytesRead: $0, totalBytes: $1) }
/// progress.finish()   // clears the line
/// ```
public struct ByteProgress {
  /// Whether anything is drawn.
  public let isEnabled: Bool
  private let label: String
  private let columns: Int
  private let output: (String) -> Void
  private var lastLine = ""

  /// Creates a bar that hands its text to `output` (for tests), or draws nothing when
  /// `isEnabled` is false.
  public init(label: String, isEnabled: Bool, columns: Int, output: @escaping (String) -> Void) {
    self.label = label
    self.isEnabled = isEnabled
    self.columns = columns
    self.output = output
  }

  /// A bar on standard error, enabled only when standard error is a terminal.
  public static func standardError(label: String) -> ByteProgress {
    ByteProgress(
      label: label, isEnabled: isatty(STDERR_FILENO) == 1,
      columns: TerminalInfo.windowSize(of: STDERR_FILENO)?.columns ?? 80,
      output: ProgressBar.writeToStandardError)
  }

  /// The text for a state: whole megabytes (10⁶ bytes) read of the total; a full bar when the
  /// total is unknown or smaller than what was read.
  ///
  /// ```swift
  /// ByteProgress.line(bytesRead: 812_000_000, totalBytes: 3_100_000_000, label: "export.zip",
  ///                   columns: 80)
  /// // "[#####...............] 812/3100 MB export.zip"
  /// ```
  public static func line(bytesRead: Int64, totalBytes: Int64?, label: String, columns: Int)
    -> String
  {
    let read = Int(bytesRead / 1_000_000)
    let total = max(Int((totalBytes ?? 0) / 1_000_000), read)
    return ProgressBar.line(
      completed: read, total: total, label: "MB " + label, columns: columns)
  }

  /// Redraws the bar for the bytes read so far, when the text changed. Nothing is drawn until
  /// the file (or what has been read of a stream) is a megabyte: a smaller one would only flash
  /// "0/0 MB".
  public mutating func update(bytesRead: Int64, totalBytes: Int64?) {
    guard isEnabled, max(bytesRead, totalBytes ?? 0) >= 1_000_000 else { return }
    let line = Self.line(
      bytesRead: bytesRead, totalBytes: totalBytes, label: label, columns: columns)
    guard line != lastLine else { return }
    lastLine = line
    output("\r" + line + "\u{1B}[K")
  }

  /// Clears the bar's line once the file is read, so that no finished bar stays above what
  /// the command prints next.
  public func finish() {
    guard isEnabled, !lastLine.isEmpty else { return }
    output("\r\u{1B}[K")
  }
}

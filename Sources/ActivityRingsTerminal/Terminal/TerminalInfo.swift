import _ActivityRingsPlatform

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What a program knows about the terminal it prints to: whether standard output and standard
/// error are terminals, and the window's size.
///
/// ```swift
/// let terminal = TerminalInfo.current(environment: ProcessInfo.processInfo.environment)
/// terminal.columns  // 120
/// ```
public struct TerminalInfo: Sendable, Hashable {
  /// Whether standard output is a terminal.
  public var isTerminal: Bool
  /// Whether standard error is a terminal (for progress bars).
  public var isErrorTerminal: Bool
  /// Width in character cells.
  public var columns: Int
  /// Height in character cells.
  public var rows: Int

  /// Creates terminal facts (for tests, or a terminal known some other way).
  public init(isTerminal: Bool, isErrorTerminal: Bool, columns: Int, rows: Int) {
    self.isTerminal = isTerminal
    self.isErrorTerminal = isErrorTerminal
    self.columns = columns
    self.rows = rows
  }

  /// Reads the real terminal: `isatty`, then the window size from the kernel, falling back to
  /// `COLUMNS`/`LINES` (when they are counts above 0) and then 80×24.
  public static func current(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> TerminalInfo {
    let size = windowSize(of: STDOUT_FILENO)
    // A count of 0 or less (COLUMNS=0) says nothing: the default holds.
    let given = { (name: String) in Int(environment[name] ?? "").flatMap { $0 > 0 ? $0 : nil } }
    let columns = size?.columns ?? given("COLUMNS") ?? 80
    let rows = size?.rows ?? given("LINES") ?? 24
    return TerminalInfo(
      isTerminal: isatty(STDOUT_FILENO) == 1, isErrorTerminal: isatty(STDERR_FILENO) == 1,
      columns: max(columns, 10), rows: max(rows, 5))
  }

  /// The window size of the terminal `descriptor` is open on, from the kernel; nil when it is
  /// not a terminal or the kernel gives no width.
  static func windowSize(of descriptor: Int32) -> (columns: Int, rows: Int)? {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return (Int(size.ws_col), Int(size.ws_row))
  }
}

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `rings` knows about the terminal it prints to.
///
/// ```swift
/// let terminal = TerminalInfo.current(environment: ProcessInfo.processInfo.environment)
/// terminal.columns  // 120
/// ```
struct TerminalInfo: Sendable, Hashable {
  /// Whether standard output is a terminal.
  var isTerminal: Bool
  /// Whether standard error is a terminal (for progress bars).
  var isErrorTerminal: Bool
  /// Width in character cells.
  var columns: Int
  /// Height in character cells.
  var rows: Int

  /// Creates terminal facts (for tests).
  init(isTerminal: Bool, isErrorTerminal: Bool, columns: Int, rows: Int) {
    self.isTerminal = isTerminal
    self.isErrorTerminal = isErrorTerminal
    self.columns = columns
    self.rows = rows
  }

  /// Reads the real terminal: `isatty`, then the window size from the kernel, falling back to
  /// `COLUMNS`/`LINES` and then 80×24.
  static func current(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> TerminalInfo {
    var size = winsize()
    let hasSize = ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0
    let columns = hasSize ? Int(size.ws_col) : Int(environment["COLUMNS"] ?? "") ?? 80
    let rows = hasSize ? Int(size.ws_row) : Int(environment["LINES"] ?? "") ?? 24
    return TerminalInfo(
      isTerminal: isatty(STDOUT_FILENO) == 1, isErrorTerminal: isatty(STDERR_FILENO) == 1,
      columns: max(columns, 10), rows: max(rows, 5))
  }
}

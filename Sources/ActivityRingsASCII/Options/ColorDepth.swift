extension ASCIIRenderer {
  /// Whether and how the output is coloured with ANSI escape sequences. Whether a terminal
  /// wants colour (`NO_COLOR`, `COLORTERM`, a pipe) is the application's decision; the `rings`
  /// tool makes it once, and chooses the registry format `txt`, `ansi` or `ansi256`.
  ///
  /// ```swift
  /// let renderer = ASCIIRenderer(mode: .halfBlocks, color: .ansi256)
  /// ```
  public enum ColorDepth: String, Sendable, Hashable, CaseIterable {
    /// No escape sequences at all.
    case none
    /// The 256-colour xterm palette (`ESC[38;5;Nm`), each colour its nearest palette entry.
    case ansi256
    /// 24-bit colour (`ESC[38;2;R;G;Bm`).
    case trueColor

    /// Whether any escape sequences are written.
    public var isEnabled: Bool { self != .none }
  }

}

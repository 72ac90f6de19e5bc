extension ASCIIRenderer {
  /// Whether and how the output is coloured with ANSI escape sequences.
  ///
  /// ```swift
  /// let choice = ASCIIRenderer.ColorChoice(
  ///   environment: ProcessInfo.processInfo.environment, isTerminal: isatty(1) == 1)
  /// let renderer = ASCIIRenderer(mode: .halfBlocks, color: choice)
  /// ```
  public enum ColorChoice: String, Sendable, Hashable, CaseIterable {
    /// No escape sequences at all.
    case none
    /// The 256-colour xterm palette (`ESC[38;5;Nm`), each colour its nearest palette entry.
    case ansi256
    /// 24-bit colour (`ESC[38;2;R;G;Bm`).
    case trueColor

    /// Decides from an environment and whether the output is a terminal, following
    /// [no-color.org](https://no-color.org):
    ///
    /// 1. `NO_COLOR` set to anything but the empty string: ``none``.
    /// 2. `CLICOLOR_FORCE` or `FORCE_COLOR` set and not `0` or empty: colour even when not a
    ///    terminal.
    /// 3. Otherwise no colour when the output is not a terminal or `TERM` is `dumb`.
    /// 4. ``trueColor`` when `COLORTERM` is `truecolor` or `24bit`, else ``ansi256``.
    ///
    /// ```swift
    /// ASCIIRenderer.ColorChoice(environment: ["NO_COLOR": "1"], isTerminal: true)  // .none
    /// ASCIIRenderer.ColorChoice(
    ///   environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"], isTerminal: true)
    /// // .trueColor
    /// ```
    ///
    /// It reads only the dictionary it is given, so a caller passes the process environment
    /// (or a test passes its own).
    public init(environment: [String: String], isTerminal: Bool) {
      func isSet(_ name: String) -> Bool {
        guard let value = environment[name] else { return false }
        return !value.isEmpty
      }
      func isForced(_ name: String) -> Bool { isSet(name) && environment[name] != "0" }
      if isSet("NO_COLOR") {
        self = .none
        return
      }
      let forced = isForced("CLICOLOR_FORCE") || isForced("FORCE_COLOR")
      if !forced && (!isTerminal || environment["TERM"] == "dumb") {
        self = .none
        return
      }
      switch environment["COLORTERM"]?.lowercased() {
      case "truecolor", "24bit": self = .trueColor
      default: self = .ansi256
      }
    }

    /// Whether any escape sequences are written.
    ///
    /// ```swift
    /// ASCIIRenderer.ColorChoice.none.isEnabled  // false
    /// ```
    public var isEnabled: Bool { self != .none }
  }
}

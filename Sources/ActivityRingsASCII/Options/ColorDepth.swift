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

  /// The colour depth, under its name before 0.2.0.
  @available(*, deprecated, renamed: "ColorDepth")
  public typealias ColorChoice = ColorDepth
}

extension ASCIIRenderer.ColorDepth {
  /// Decides from an environment and whether the output is a terminal, following
  /// [no-color.org](https://no-color.org).
  @available(
    *, deprecated,
    message: "terminal policy belongs to the application: decide colour there and pass a ColorDepth"
  )
  public init(environment: [String: String], isTerminal: Bool) {
    func isSet(_ name: String) -> Bool { !(environment[name] ?? "").isEmpty }
    func isForced(_ name: String) -> Bool { isSet(name) && environment[name] != "0" }
    let forced = isForced("CLICOLOR_FORCE") || isForced("FORCE_COLOR")
    if isSet("NO_COLOR") || (!forced && (!isTerminal || environment["TERM"] == "dumb")) {
      self = .none
      return
    }
    switch environment["COLORTERM"]?.lowercased() {
    case "truecolor", "24bit": self = .trueColor
    default: self = .ansi256
    }
  }
}

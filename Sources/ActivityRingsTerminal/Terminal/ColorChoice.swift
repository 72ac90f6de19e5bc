import ActivityRings

/// Whether to colour terminal output (`rings --color`), and the rule that turns the choice into
/// a terminal text format.
///
/// ```swift
/// let format = ColorChoice.auto.terminalFormat(
///   environment: ProcessInfo.processInfo.environment, isTerminal: true)  // .ansi256 in xterm
/// ```
public enum ColorChoice: String, CaseIterable, Sendable {
  /// Colour when standard output is a terminal and `NO_COLOR` is not set.
  case auto
  /// Always colour.
  case always
  /// Never colour.
  case never

  /// The text format terminal output is written in: plain text without colour, else ANSI
  /// half blocks in 24-bit colour or, where the terminal does not say it has that, in the
  /// 256-colour palette. `auto` follows [no-color.org](https://no-color.org):
  ///
  /// 1. `NO_COLOR` set to anything but the empty string: no colour.
  /// 2. `CLICOLOR_FORCE` or `FORCE_COLOR` set and not `0` or empty: colour even when standard
  ///    output is not a terminal.
  /// 3. Otherwise no colour when it is not a terminal or `TERM` is `dumb`.
  /// 4. 24-bit colour when `COLORTERM` is `truecolor` or `24bit`, else 256 colours.
  ///
  /// ```swift
  /// ColorChoice.auto.terminalFormat(environment: ["NO_COLOR": "1"], isTerminal: true)  // .text
  /// ```
  ///
  /// `always` is 24-bit colour and `never` plain text, whatever the environment says.
  public func terminalFormat(environment: [String: String], isTerminal: Bool) -> OutputFormat {
    switch self {
    case .never: return .text
    case .always: return .ansi
    case .auto:
      func isSet(_ name: String) -> Bool { !(environment[name] ?? "").isEmpty }
      func isForced(_ name: String) -> Bool { isSet(name) && environment[name] != "0" }
      if isSet("NO_COLOR") { return .text }
      let forced = isForced("CLICOLOR_FORCE") || isForced("FORCE_COLOR")
      if !forced && (!isTerminal || environment["TERM"] == "dumb") { return .text }
      switch environment["COLORTERM"]?.lowercased() {
      case "truecolor", "24bit": return .ansi
      default: return .ansi256
      }
    }
  }
}

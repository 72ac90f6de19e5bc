import ActivityRingsASCII

extension ColorChoice {
  /// The colour output this choice gives: `never` none, `always` 24-bit colour, `auto` what the
  /// terminal and the environment allow (`NO_COLOR`, `CLICOLOR_FORCE`, `TERM=dumb`, `COLORTERM`).
  ///
  /// ```swift
  /// ColorChoice.auto.output(environment: ["NO_COLOR": "1"], isTerminal: true)  // .none
  /// ```
  func output(environment: [String: String], isTerminal: Bool) -> ASCIIRenderer.ColorChoice {
    switch self {
    case .never: .none
    case .always: .trueColor
    case .auto: ASCIIRenderer.ColorChoice(environment: environment, isTerminal: isTerminal)
    }
  }
}

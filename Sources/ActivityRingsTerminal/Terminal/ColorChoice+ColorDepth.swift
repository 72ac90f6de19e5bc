import ActivityRings
import ActivityRingsASCII

extension ColorChoice {
  /// The colour depth for coloured text that is not a picture (`rings stats`' tables), by the
  /// same rule as ``terminalFormat(environment:isTerminal:)``: none for plain text, 24-bit for
  /// `ansi`, the 256-colour palette for `ansi256`.
  ///
  /// ```swift
  /// ColorChoice.auto.colorDepth(environment: ["NO_COLOR": "1"], isTerminal: true)  // .none
  /// ```
  public func colorDepth(environment: [String: String], isTerminal: Bool)
    -> ASCIIRenderer.ColorDepth
  {
    switch terminalFormat(environment: environment, isTerminal: isTerminal) {
    case .ansi: .trueColor
    case .ansi256: .ansi256
    default: .none
    }
  }
}

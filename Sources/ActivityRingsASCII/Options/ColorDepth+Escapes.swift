import ActivityRings

extension ASCIIRenderer.ColorDepth {
  /// The SGR parameters that set `color` on a layer: `38;2;R;G;B` (foreground) or `48;2;R;G;B`
  /// (background) in 24-bit colour, else `38;5;N` with the nearest xterm palette entry.
  ///
  /// ```swift
  /// ASCIIRenderer.ColorDepth.trueColor.parameters(for: RingKind.move.color, layer: 38)
  /// // "38;2;250;17;79"
  /// ```
  public func parameters(for color: RGBColor, layer: Int) -> String {
    switch self {
    case .trueColor: "\(layer);2;\(color.red);\(color.green);\(color.blue)"
    case .ansi256, .none: "\(layer);5;\(XTermPalette.index(nearestTo: color))"
    }
  }

  /// `text` in `color` followed by a reset, or `text` unchanged when colour is off.
  ///
  /// ```swift
  /// ASCIIRenderer.ColorDepth.ansi256.colored("Move", RingKind.move.color)
  /// // "\u{1B}[38;5;197mMove\u{1B}[0m"
  /// ```
  public func colored(_ text: String, _ color: RGBColor) -> String {
    guard isEnabled, !text.isEmpty else { return text }
    return "\u{1B}[" + parameters(for: color, layer: 38) + "m" + text + "\u{1B}[0m"
  }
}

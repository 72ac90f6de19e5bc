import ActivityRings

/// One character cell as an encoder decides it: the character and its colours (nil = the
/// terminal's default).
struct TerminalCell: Equatable {
  /// The character shown.
  var character: Character
  /// The character's colour; ignored for a space.
  var foreground: RGBColor?
  /// The cell's background colour.
  var background: RGBColor?

  /// An empty cell on the terminal's own background.
  static var blank: TerminalCell { TerminalCell(character: " ") }

  init(character: Character, foreground: RGBColor? = nil, background: RGBColor? = nil) {
    self.character = character
    self.foreground = foreground
    self.background = background
  }

  /// Whether the cell shows nothing (so it may be left off the end of a line).
  var isBlank: Bool { character == " " && background == nil }
}

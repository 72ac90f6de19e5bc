import ActivityRings

/// Writes rows of ``TerminalCell``s as text, with as few ANSI escape sequences as it can: a
/// colour is sent only when it changes, trailing blank cells are left off, and every line that
/// set a colour ends with a reset (`ESC[0m`), so no colour leaks past a line end.
struct TerminalTextWriter {
  /// The colour output; ``ASCIIRenderer/ColorDepth/none`` writes characters only.
  let color: ASCIIRenderer.ColorDepth
  /// The text so far.
  private(set) var text = ""

  private var foreground: String?
  private var background: String?

  init(color: ASCIIRenderer.ColorDepth) {
    self.color = color
  }

  /// Adds one line of cells and a line feed.
  mutating func writeLine(_ cells: [TerminalCell]) {
    let end = (cells.lastIndex { !$0.isBlank }).map { $0 + 1 } ?? 0
    for cell in cells[..<end] {
      if color.isEnabled {
        var parameters: [String] = []
        let wantedBackground = cell.background.map { code($0, layer: 48) }
        if wantedBackground != background {
          parameters.append(wantedBackground ?? "49")
          background = wantedBackground
        }
        if cell.character != " " {
          let wantedForeground = cell.foreground.map { code($0, layer: 38) }
          if wantedForeground != foreground {
            parameters.append(wantedForeground ?? "39")
            foreground = wantedForeground
          }
        }
        if !parameters.isEmpty {
          text += "\u{1B}[" + parameters.joined(separator: ";") + "m"
        }
      }
      text.append(cell.character)
    }
    if foreground != nil || background != nil {
      text += "\u{1B}[0m"
      foreground = nil
      background = nil
    }
    text += "\n"
  }

  /// Adds a line of plain text (the caption) and a line feed.
  mutating func writeLine(_ plain: String) {
    text += plain
    text += "\n"
  }

  /// The SGR parameters for a colour on a layer (38 foreground, 48 background).
  private func code(_ rgb: RGBColor, layer: Int) -> String {
    color.parameters(for: rgb, layer: layer)
  }
}

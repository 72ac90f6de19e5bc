import ActivityRings

/// Writes rows of ``TerminalCell``s as text, with as few bytes as it can: a colour is sent only
/// when it changes, trailing blank cells are left off, a half-block cell is spelled in whichever
/// of its equivalent ways needs the fewest bytes, and every line that set a colour ends with a
/// reset (`ESC[0m`), so no colour leaks past a line end.
///
/// A `▀` cell with both colours (top as foreground, bottom as background) shows the same as `▄`
/// with the colours swapped; when its halves have one colour, it also shows the same as a space
/// on that background or a `█` in that colour. The writer picks the spelling whose escape
/// sequence and character are shortest given the colours already set, keeping `▀` on a tie.
/// Colours are compared by the escape they send, so two colours that the 256-colour palette
/// maps to one entry count as one.
struct TerminalTextWriter {
  /// The colour output; ``ASCIIRenderer/ColorDepth/none`` writes characters only.
  let color: ASCIIRenderer.ColorDepth
  /// The text so far.
  private(set) var text = ""

  /// The SGR parameters of the colours set so far on the line (nil = the terminal's default).
  private var foreground: String?
  private var background: String?

  init(color: ASCIIRenderer.ColorDepth) {
    self.color = color
  }

  /// Adds one line of cells and a line feed.
  mutating func writeLine(_ cells: [TerminalCell]) {
    let end = (cells.lastIndex { !$0.isBlank }).map { $0 + 1 } ?? 0
    for cell in cells[..<end] {
      guard color.isEnabled else {
        text.append(cell.character)
        continue
      }
      write(cheapest(spellings(of: cell)))
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

  /// One way to write a cell: its character and the colours it needs.
  private struct Spelling {
    var character: Character
    /// The foreground's parameters, or `.some(nil)` for the default; nil when the character
    /// shows no foreground (a space).
    var foreground: String??
    /// The background's parameters, or `.some(nil)` for the default; nil when the character
    /// covers the whole cell (`█`).
    var background: String??
  }

  /// The cell as given, then the equivalent spellings of a two-colour `▀`.
  private func spellings(of cell: TerminalCell) -> [Spelling] {
    let background = cell.background.map { code($0, layer: 48) }
    guard cell.character != " " else {
      return [Spelling(character: " ", foreground: nil, background: .some(background))]
    }
    let foreground = cell.foreground.map { code($0, layer: 38) }
    var spellings = [
      Spelling(
        character: cell.character, foreground: .some(foreground), background: .some(background))
    ]
    guard cell.character == "▀", let top = cell.foreground, let bottom = cell.background else {
      return spellings
    }
    spellings.append(
      Spelling(
        character: "▄", foreground: code(bottom, layer: 38), background: code(top, layer: 48)))
    if code(top, layer: 48) == background {
      spellings.append(Spelling(character: " ", foreground: nil, background: background))
      spellings.append(Spelling(character: "█", foreground: foreground, background: nil))
    }
    return spellings
  }

  /// The spelling with the fewest bytes from the current colours; the first on a tie.
  private func cheapest(_ spellings: [Spelling]) -> Spelling {
    var best = spellings[0]
    var bestCost = cost(of: best)
    for spelling in spellings.dropFirst() {
      let cost = cost(of: spelling)
      if cost < bestCost {
        best = spelling
        bestCost = cost
      }
    }
    return best
  }

  /// The bytes a spelling adds: its escape sequence, if any, and its character.
  private func cost(of spelling: Spelling) -> Int {
    let parameters = changes(for: spelling)
    let escape =
      parameters.isEmpty
      ? 0 : 3 + parameters.reduce(parameters.count - 1) { $0 + $1.utf8.count }
    return escape + spelling.character.utf8.count
  }

  /// The colour changes a spelling needs: background first, then foreground.
  private func changes(for spelling: Spelling) -> [String] {
    var changes: [String] = []
    if let wanted = spelling.background, wanted != background {
      changes.append(wanted ?? "49")
    }
    if let wanted = spelling.foreground, wanted != foreground {
      changes.append(wanted ?? "39")
    }
    return changes
  }

  private mutating func write(_ spelling: Spelling) {
    let changes = changes(for: spelling)
    if !changes.isEmpty {
      text += "\u{1B}[" + changes.joined(separator: ";") + "m"
    }
    if let wanted = spelling.background { background = wanted }
    if let wanted = spelling.foreground { foreground = wanted }
    text.append(spelling.character)
  }

  /// The SGR parameters for a colour on a layer (38 foreground, 48 background).
  private func code(_ rgb: RGBColor, layer: Int) -> String {
    color.parameters(for: rgb, layer: layer)
  }
}

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
  /// The text so far, as UTF-8.
  private var bytes: [UInt8] = []

  /// The colours set so far on the line, as ``key(_:)`` gives them.
  private var foreground = Self.terminalDefault
  private var background = Self.terminalDefault
  /// Palette entries already looked up (256-colour output), by 24-bit colour.
  private var paletteEntries: [Int32: Int32] = [:]

  /// The key of the terminal's own colour (`39` or `49`).
  private static let terminalDefault: Int32 = -1
  /// A layer a spelling does not show, so whatever colour it has will do.
  private static let unused: Int32 = -2

  init(color: ASCIIRenderer.ColorDepth) {
    self.color = color
  }

  /// The text so far.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Adds one line of cells and a line feed.
  mutating func writeLine(_ cells: [TerminalCell]) {
    let end = (cells.lastIndex { !$0.isBlank }).map { $0 + 1 } ?? 0
    for cell in cells[..<end] {
      guard color.isEnabled else {
        bytes.append(contentsOf: cell.character.utf8)
        continue
      }
      write(cell)
    }
    if foreground != Self.terminalDefault || background != Self.terminalDefault {
      bytes.append(0x1B)
      bytes.append(UInt8(ascii: "["))
      bytes.append(UInt8(ascii: "0"))
      bytes.append(UInt8(ascii: "m"))
      foreground = Self.terminalDefault
      background = Self.terminalDefault
    }
    bytes.append(UInt8(ascii: "\n"))
  }

  /// Adds a line of plain text (the caption) and a line feed.
  mutating func writeLine(_ plain: String) {
    bytes.append(contentsOf: plain.utf8)
    bytes.append(UInt8(ascii: "\n"))
  }

  /// One way to write a cell: its character and the keys of the colours it needs (``unused``
  /// for a layer it does not show).
  private struct Spelling {
    var character: Character
    var foreground: Int32
    var background: Int32
  }

  /// Writes the cell's cheapest spelling: the cell as given, or for a two-colour `▀`, `▄` with
  /// the colours swapped, and for one colour, a space or `█`.
  private mutating func write(_ cell: TerminalCell) {
    let background = cell.background.map { key($0) } ?? Self.terminalDefault
    guard cell.character != " " else {
      write(Spelling(character: " ", foreground: Self.unused, background: background))
      return
    }
    let foreground = cell.foreground.map { key($0) } ?? Self.terminalDefault
    var best = Spelling(character: cell.character, foreground: foreground, background: background)
    guard cell.character == "▀", cell.foreground != nil, cell.background != nil else {
      write(best)
      return
    }
    var bestCost = cost(of: best)
    func consider(_ spelling: Spelling) {
      let cost = cost(of: spelling)
      if cost < bestCost {
        best = spelling
        bestCost = cost
      }
    }
    consider(Spelling(character: "▄", foreground: background, background: foreground))
    if foreground == background {
      consider(Spelling(character: " ", foreground: Self.unused, background: background))
      consider(Spelling(character: "█", foreground: foreground, background: Self.unused))
    }
    write(best)
  }

  /// The bytes a spelling adds: its escape sequence, if any, and its character.
  private func cost(of spelling: Spelling) -> Int {
    var changes = 0
    var length = 0
    if spelling.background != Self.unused, spelling.background != background {
      changes += 1
      length += parameterLength(spelling.background)
    }
    if spelling.foreground != Self.unused, spelling.foreground != foreground {
      changes += 1
      length += parameterLength(spelling.foreground)
    }
    let escape = changes == 0 ? 0 : 3 + length + changes - 1
    return escape + spelling.character.utf8.count
  }

  private mutating func write(_ spelling: Spelling) {
    let newBackground = spelling.background != Self.unused && spelling.background != background
    let newForeground = spelling.foreground != Self.unused && spelling.foreground != foreground
    if newBackground || newForeground {
      bytes.append(0x1B)
      bytes.append(UInt8(ascii: "["))
      if newBackground {
        appendParameters(spelling.background, layer: 48)
        background = spelling.background
      }
      if newForeground {
        if newBackground { bytes.append(UInt8(ascii: ";")) }
        appendParameters(spelling.foreground, layer: 38)
        foreground = spelling.foreground
      }
      bytes.append(UInt8(ascii: "m"))
    }
    bytes.append(contentsOf: spelling.character.utf8)
  }

  /// A colour's key: its 24-bit value (`0xRRGGBB`) in true colour, its palette entry in 256
  /// colours — so colours that send one escape have one key.
  private mutating func key(_ rgb: RGBColor) -> Int32 {
    let value = Int32(rgb.red) << 16 | Int32(rgb.green) << 8 | Int32(rgb.blue)
    guard color != .trueColor else { return value }
    if let entry = paletteEntries[value] { return entry }
    let entry = Int32(XTermPalette.index(nearestTo: rgb))
    paletteEntries[value] = entry
    return entry
  }

  /// The length of the SGR parameters ``appendParameters(_:layer:)`` writes for a key.
  private func parameterLength(_ key: Int32) -> Int {
    guard key != Self.terminalDefault else { return 2 }
    guard color == .trueColor else { return 5 + Self.digitCount(key) }
    return 7 + Self.digitCount(key >> 16) + Self.digitCount(key >> 8 & 0xFF)
      + Self.digitCount(key & 0xFF)
  }

  /// `39`/`49` for the default, else `38;2;R;G;B` / `38;5;N` (the layer 38 or 48), as
  /// ``ASCIIRenderer/ColorDepth/parameters(for:layer:)`` spells them.
  private mutating func appendParameters(_ key: Int32, layer: Int32) {
    guard key != Self.terminalDefault else {
      appendDecimal(layer + 1)
      return
    }
    appendDecimal(layer)
    guard color == .trueColor else {
      bytes.append(UInt8(ascii: ";"))
      bytes.append(UInt8(ascii: "5"))
      bytes.append(UInt8(ascii: ";"))
      appendDecimal(key)
      return
    }
    bytes.append(UInt8(ascii: ";"))
    bytes.append(UInt8(ascii: "2"))
    bytes.append(UInt8(ascii: ";"))
    appendDecimal(key >> 16)
    bytes.append(UInt8(ascii: ";"))
    appendDecimal(key >> 8 & 0xFF)
    bytes.append(UInt8(ascii: ";"))
    appendDecimal(key & 0xFF)
  }

  private mutating func appendDecimal(_ value: Int32) {
    DecimalDigits.append(UInt64(value), to: &bytes)
  }

  private static func digitCount(_ value: Int32) -> Int {
    value >= 100 ? 3 : value >= 10 ? 2 : 1
  }
}

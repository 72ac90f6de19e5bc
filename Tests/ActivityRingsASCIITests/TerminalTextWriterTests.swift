import ActivityRings
import Testing
import _ActivityRingsTestSupport

@testable import ActivityRingsASCII

/// The writer's text, read back as a terminal shows it, against the cells it was given: whatever
/// spelling it picks for a cell, the screen shows the same colours in the same places.
@Suite struct TerminalTextWriterTests {
  /// What a terminal shows in one cell: two half-cell colours, or a glyph in its colours
  /// (colours as SGR parameters without the layer, such as `2;250;17;79`; nil = default).
  enum Shown: Equatable, CustomStringConvertible {
    case halves(top: String?, bottom: String?)
    case glyph(Character, foreground: String?, background: String?)

    var description: String {
      switch self {
      case .halves(let top, let bottom): "halves(\(top ?? "default"), \(bottom ?? "default"))"
      case .glyph(let character, let foreground, let background):
        "glyph(\(character), \(foreground ?? "default"), \(background ?? "default"))"
      }
    }

    init(_ character: Character, foreground: String?, background: String?) {
      switch character {
      case "▀": self = .halves(top: foreground, bottom: background)
      case "▄": self = .halves(top: background, bottom: foreground)
      case "█": self = .halves(top: foreground, bottom: foreground)
      case " ": self = .halves(top: background, bottom: background)
      default: self = .glyph(character, foreground: foreground, background: background)
      }
    }
  }

  /// What the cells mean, as the encoders made them.
  static func meant(_ cells: [TerminalCell], color: ASCIIRenderer.ColorDepth) -> [Shown] {
    func code(_ rgb: RGBColor?) -> String? {
      rgb.map { String(color.parameters(for: $0, layer: 38).dropFirst(3)) }
    }
    return cells.map {
      Shown($0.character, foreground: code($0.foreground), background: code($0.background))
    }
  }

  /// The text read as a terminal would: SGR colour sequences change the state, every other
  /// character fills the next cell; a line shorter than `columns` ends in default cells.
  static func screen(_ text: String, columns: Int) throws -> [[Shown]] {
    var rows: [[Shown]] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
      var foreground: String?
      var background: String?
      var row: [Shown] = []
      var characters = line[...]
      while let character = characters.popFirst() {
        guard character == "\u{1B}" else {
          row.append(Shown(character, foreground: foreground, background: background))
          continue
        }
        let bracket = characters.popFirst()
        #expect(bracket == "[")
        let end = try #require(characters.firstIndex(of: "m"))
        var parameters = characters[..<end].split(separator: ";").map(String.init)[...]
        characters = characters[characters.index(after: end)...]
        while let parameter = parameters.popFirst() {
          switch parameter {
          case "0": (foreground, background) = (nil, nil)
          case "39": foreground = nil
          case "49": background = nil
          case "38", "48":
            let next = parameters.popFirst()
            let kind = try #require(next)
            let count = kind == "2" ? 3 : 1
            let value = ([kind] + parameters.prefix(count)).joined(separator: ";")
            parameters = parameters.dropFirst(count)
            if parameter == "38" { foreground = value } else { background = value }
          default: Issue.record("unexpected SGR parameter \(parameter) in \(line.debugDescription)")
          }
        }
      }
      #expect(foreground == nil && background == nil, "a colour leaks past the line end")
      rows.append(
        row + Array(repeating: .halves(top: nil, bottom: nil), count: columns - row.count))
    }
    return rows
  }

  static let colors: [ASCIIRenderer.ColorDepth] = [.trueColor, .ansi256]

  @Test(arguments: SnapshotCorpus.entries)
  func theScreenShowsWhatTheCellsMean(_ entry: SnapshotCorpus.Entry) throws {
    let drawList = entry.scene.drawList()
    for mode in ASCIIRenderer.Mode.allCases {
      for color in Self.colors {
        let renderer = ASCIIRenderer(mode: mode, color: color)
        let grid = renderer.grid(for: drawList)
        let cells = renderer.cells(drawList, grid: grid)
        var writer = TerminalTextWriter(color: color)
        for line in cells { writer.writeLine(line) }
        let screen = try Self.screen(writer.text, columns: grid.columns)
        #expect(screen == cells.map { Self.meant($0, color: color) }, "\(mode), \(color)")
      }
    }
  }

  static let black = RGBColor(red: 0, green: 0, blue: 0)
  static let move = RingKind.move.color

  @Test func aCellOfOneColourIsASpaceOnThatBackground() {
    var writer = TerminalTextWriter(color: .trueColor)
    writer.writeLine(
      Array(
        repeating: TerminalCell(character: "▀", foreground: Self.black, background: Self.black),
        count: 4))
    #expect(writer.text == "\u{1B}[48;2;0;0;0m    \u{1B}[0m\n")
  }

  @Test func swappedHalvesKeepTheColoursAlreadySet() {
    let upper = TerminalCell(character: "▀", foreground: Self.move, background: Self.black)
    let lower = TerminalCell(character: "▀", foreground: Self.black, background: Self.move)
    var writer = TerminalTextWriter(color: .trueColor)
    writer.writeLine([upper, lower, upper, lower])
    #expect(writer.text == "\u{1B}[48;2;0;0;0;38;2;250;17;79m▀▄▀▄\u{1B}[0m\n")
  }

  @Test func aSolidCellKeepsTheForegroundWhenThatIsShorter() {
    let solid = TerminalCell(character: "▀", foreground: Self.move, background: Self.move)
    let edge = TerminalCell(character: "▀", foreground: Self.move, background: Self.black)
    var writer = TerminalTextWriter(color: .trueColor)
    writer.writeLine([edge, solid, edge])
    #expect(writer.text == "\u{1B}[48;2;0;0;0;38;2;250;17;79m▀█▀\u{1B}[0m\n")
  }

  @Test func withoutColourTheCharactersAreUnchanged() {
    var writer = TerminalTextWriter(color: .none)
    writer.writeLine([TerminalCell(character: "▀"), .blank, TerminalCell(character: "█"), .blank])
    #expect(writer.text == "▀ █\n")
  }
}

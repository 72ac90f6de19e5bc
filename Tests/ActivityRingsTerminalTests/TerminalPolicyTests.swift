import ActivityRings
import ActivityRingsTerminal
import Testing

/// Terminal policy lives in the tool, once: which text format `--color` and the environment
/// choose, and how many cells the terminal gives the picture.
@Suite struct TerminalPolicyTests {
  static func format(_ environment: [String: String], terminal: Bool, _ color: ColorChoice = .auto)
    -> OutputFormat
  {
    color.terminalFormat(environment: environment, isTerminal: terminal)
  }

  @Test func columnsAndLinesOfZeroOrLessAreIgnored() {
    let unset = TerminalInfo.current(environment: [:])
    let odd = TerminalInfo.current(environment: ["COLUMNS": "0", "LINES": "-5"])
    #expect(odd.columns == unset.columns && odd.rows == unset.rows)
    let given = TerminalInfo.current(environment: ["COLUMNS": "100", "LINES": "40"])
    // Given counts are used when the kernel has no window size (not a terminal).
    if !given.isTerminal { #expect(given.columns == 100 && given.rows == 40) }
  }

  @Test func noColorDisablesColour() {
    let colourful = ["TERM": "xterm-256color", "COLORTERM": "truecolor"]
    #expect(Self.format(colourful, terminal: true) == .ansi)
    var noColor = colourful
    noColor["NO_COLOR"] = "1"
    #expect(Self.format(noColor, terminal: true) == .text)
    noColor["CLICOLOR_FORCE"] = "1"
    #expect(Self.format(noColor, terminal: true) == .text)
    // An empty NO_COLOR does not count (no-color.org).
    noColor = colourful
    noColor["NO_COLOR"] = ""
    #expect(Self.format(noColor, terminal: true) == .ansi)
  }

  @Test func colourNeedsATerminalUnlessForced() {
    let term = ["TERM": "xterm-256color"]
    #expect(Self.format(term, terminal: true) == .ansi256)
    #expect(Self.format(term, terminal: false) == .text)
    #expect(Self.format(["TERM": "dumb"], terminal: true) == .text)
    #expect(Self.format(["TERM": "xterm", "CLICOLOR_FORCE": "1"], terminal: false) == .ansi256)
    #expect(Self.format(["TERM": "xterm", "FORCE_COLOR": "0"], terminal: false) == .text)
  }

  @Test func alwaysAndNeverIgnoreTheEnvironment() {
    #expect(Self.format(["NO_COLOR": "1"], terminal: false, .always) == .ansi)
    #expect(Self.format(["COLORTERM": "truecolor"], terminal: true, .never) == .text)
  }

  @Test func aTerminalBoundsThePictureAndAPipeDoesNot() {
    let window = TerminalInfo(isTerminal: true, isErrorTerminal: true, columns: 30, rows: 200)
    let rings = TerminalRings(color: .never, terminal: window, environment: [:])
    // The rings and their caption, wrapped within the window, leaving two rows for the prompt.
    #expect(rings.bounds == CellBounds(columns: 30, rows: 41, includesCaption: true))
    let small = TerminalInfo(isTerminal: true, isErrorTerminal: true, columns: 80, rows: 5)
    #expect(
      TerminalRings(color: .never, terminal: small, environment: [:]).bounds
        == CellBounds(columns: 80, rows: 4, includesCaption: true))
    let pipe = TerminalInfo(isTerminal: false, isErrorTerminal: false, columns: 80, rows: 24)
    #expect(TerminalRings(color: .never, terminal: pipe, environment: [:]).bounds == nil)
  }
}

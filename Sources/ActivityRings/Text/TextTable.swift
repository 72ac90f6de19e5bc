/// Rows of cells padded into columns two spaces apart: the text form of ``ActivityStatistics``,
/// and the lists `rings` prints (`rings renderers`, `rings export --list-presets`). Each cell is
/// left- or right-aligned, parts of it in a colour that a caller's function writes (ANSI escapes
/// in a terminal, nothing in plain text).
///
/// ```swift
/// let table = TextTable(rows: [
///   [.init("Streaks"), .init("longest")],
///   [.init("  Move", color: RingKind.move.color), .init("31 days", right: true)],
/// ])
/// table.lines { text, _ in text }  // ["Streaks  longest", "  Move   31 days"]
/// TextTable(plainRows: [["png", "Cairo"], ["svg", "text"]]).text  // "png  Cairo\nsvg  text\n"
/// ```
public struct TextTable: Sendable {
  /// One cell: runs of text, each in a colour or none, and its alignment.
  public struct Cell: Sendable {
    /// The cell's text in runs, each with its colour (nil for none).
    public var runs: [(text: String, color: RGBColor?)]
    /// Whether it is aligned right (padded on the left).
    public var right: Bool

    /// A cell of one run.
    public init(_ text: String, right: Bool = false, color: RGBColor? = nil) {
      runs = [(text, color)]
      self.right = right
    }

    /// A cell of several runs, aligned left.
    public init(runs: [(text: String, color: RGBColor?)]) {
      self.runs = runs
      right = false
    }

    /// Its width in characters, colour aside.
    public var width: Int { runs.reduce(0) { $0 + $1.text.count } }
  }

  /// The rows; a row of one cell is a heading, which does not widen the first column.
  public var rows: [[Cell]]

  /// A table of `rows`.
  public init(rows: [[Cell]]) {
    self.rows = rows
  }

  /// A table of plain text, every cell aligned left.
  public init(plainRows: [[String]]) {
    rows = plainRows.map { $0.map { Cell($0) } }
  }

  /// The lines without colour, each ending in a newline.
  public var text: String {
    lines { text, _ in text }.map { $0 + "\n" }.joined()
  }

  /// The table's lines, trailing spaces trimmed; `coloring` writes a run in its colour.
  public func lines(coloring: (String, RGBColor) -> String) -> [String] {
    let columns = rows.map { $0.count }.max() ?? 0
    var widths = [Int](repeating: 0, count: columns)
    for row in rows where row.count > 1 {
      for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.width) }
    }
    return rows.map { row in
      var line = ""
      for (index, cell) in row.enumerated() {
        let padding = String(repeating: " ", count: max(0, widths[index] - cell.width))
        var shown = ""
        for run in cell.runs {
          shown += run.color.map { coloring(run.text, $0) } ?? run.text
        }
        if index > 0 { line += "  " }
        line += cell.right ? padding + shown : shown + padding
      }
      while line.hasSuffix(" ") { line.removeLast() }
      return line
    }
  }
}

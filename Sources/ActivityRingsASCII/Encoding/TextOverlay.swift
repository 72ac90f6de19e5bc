import ActivityRings

/// Writes a draw list's label text (`DrawList/texts`) into the terminal cells where it sits
/// on the canvas, one character per cell, in the line's colour when colour is on. A line whose
/// cells another line already took moves down to the first row where they are free. The grid's size is kept: a line too long
/// for its row is cut short with an ellipsis, and a line with no row left (or fewer than four
/// cells) is left out; the caption under the picture still carries every value.
///
/// ```swift
/// TextOverlay.write(drawList.texts, into: &cells, canvas: drawList.size, colored: true,
///                   asciiOnly: false)
/// ```
enum TextOverlay {
  static func write(
    _ texts: [DrawText], into cells: inout [[TerminalCell]], canvas: CanvasSize, colored: Bool,
    asciiOnly: Bool
  ) {
    let rows = cells.count
    let columns = cells.first?.count ?? 0
    var taken = Array(repeating: Array(repeating: false, count: columns), count: rows)
    for line in texts {
      let characters = Array(clean(line.text, asciiOnly: asciiOnly))
      // The row holding the middle of the capital letters, the column where the line starts.
      let middle = (line.origin.y - 0.35 * line.fontSize) / canvas.height * Double(rows)
      let start = line.origin.x / canvas.width * Double(columns)
      guard middle.isFinite, start.isFinite else { continue }
      let column = Int(min(max(0, start.rounded()), Double(columns)))
      let room = columns - column
      guard room >= 4 || (room >= characters.count && room > 0) else { continue }
      var shown = characters
      if shown.count > room {
        let ellipsis: [Character] = asciiOnly ? Array("...") : ["…"]
        shown = Array(shown.prefix(room - ellipsis.count)) + ellipsis
      }
      let span = column..<(column + shown.count)
      var row = Int(min(max(0, middle.rounded(.down)), Double(rows)))
      while row < rows, span.contains(where: { taken[row][$0] }) { row += 1 }
      guard row < rows else { continue }
      for (offset, character) in shown.enumerated() {
        cells[row][column + offset] = TerminalCell(
          character: character, foreground: colored ? line.color : nil)
        taken[row][column + offset] = true
      }
    }
  }

  /// Control characters become spaces; with `asciiOnly`, other non-ASCII characters become
  /// their ASCII counterparts or `?` (``ASCIIFallback``).
  private static func clean(_ text: String, asciiOnly: Bool) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { scalar in
          if scalar.properties.generalCategory == .control { return " " }
          return asciiOnly ? ASCIIFallback.scalar(scalar) : scalar
        }))
  }
}

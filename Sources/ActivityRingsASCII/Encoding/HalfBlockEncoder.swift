import ActivityRings

/// ``ASCIIRenderer/Mode/halfBlocks``: two pixels per cell, top and bottom.
enum HalfBlockEncoder {
  /// The cells of an image twice as tall as the grid.
  ///
  /// With colour: `▀` with the top pixel as foreground and the bottom pixel as background; a
  /// transparent half shows the terminal's background (`▄` when only the bottom is opaque).
  /// Without colour: `▀`, `▄`, `█` or a space by which halves a ring lights.
  static func cells(_ image: RGBAImage, colored: Bool) -> [[TerminalCell]] {
    (0..<(image.height / 2)).map { row in
      (0..<image.width).map { column in
        let top = image[column, 2 * row]
        let bottom = image[column, 2 * row + 1]
        guard colored else {
          switch (PixelColor.isLit(top), PixelColor.isLit(bottom)) {
          case (true, true): return TerminalCell(character: "█")
          case (true, false): return TerminalCell(character: "▀")
          case (false, true): return TerminalCell(character: "▄")
          case (false, false): return .blank
          }
        }
        switch (PixelColor.visible(top), PixelColor.visible(bottom)) {
        case (let upper?, let lower):
          return TerminalCell(character: "▀", foreground: upper, background: lower)
        case (nil, let lower?):
          return TerminalCell(character: "▄", foreground: lower)
        case (nil, nil):
          return .blank
        }
      }
    }
  }
}

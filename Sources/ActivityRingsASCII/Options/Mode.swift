extension ASCIIRenderer {
  /// How cells are drawn.
  ///
  /// ```swift
  /// let log = ASCIIRenderer(mode: .ascii, color: .none)         // 7-bit text for logs
  /// let terminal = ASCIIRenderer(mode: .halfBlocks, color: .trueColor)
  /// let fine = ASCIIRenderer(mode: .braille, color: .none)
  /// ```
  public enum Mode: String, Sendable, Hashable, CaseIterable {
    /// One character per cell, chosen by the cell's ``ASCIIRenderer/CellOwner``: `M`, `E`, `S`
    /// for the Move, Exercise and Stand rings, `:` `.` `:` for their tracks, a space for the
    /// background. Without colour the output is 7-bit ASCII with no escape sequences.
    case ascii
    /// Two pixels per cell with the upper half block `▀`: its foreground is the top pixel, its
    /// background the bottom pixel. With colour, a cell is written in whichever equivalent
    /// spelling takes the fewest bytes given the colours already set: `▄` with the colours
    /// swapped, or, when both pixels have one colour, a space on it or `█` in it. Without
    /// colour, `▀` `▄` `█` mark the pixels lit by a ring.
    case halfBlocks
    /// Eight dots per cell (2 × 4 braille), each dot a pixel lit by a ring (tracks stay dark);
    /// with colour, each cell takes the average colour of its lit dots.
    case braille
  }
}

/// The most character cells a picture drawn as terminal text may take: `rows` rows and, when
/// given, `columns` columns. A renderer fits the canvas to `rows` rows, keeping its
/// proportions on cells about twice as tall as wide, and fits it to `columns` instead when it
/// would be wider.
///
/// ```swift
/// let window = CellBounds(columns: terminal.columns, rows: terminal.rows - 3)
/// let calendar = CellBounds(rows: 40)  // as wide as the canvas's proportions make it
/// ```
public struct CellBounds: Sendable, Hashable {
  /// The most columns; nil for no limit but the renderer's own.
  public var columns: Int?
  /// The rows, at least 1.
  public var rows: Int

  /// Bounds of `rows` rows and at most `columns` columns.
  public init(columns: Int? = nil, rows: Int) {
    self.columns = columns
    self.rows = rows
  }
}

/// The most character cells a picture drawn as terminal text may take: `rows` rows and, when
/// given, `columns` columns. A renderer fits the canvas to `rows` rows, keeping its
/// proportions on cells about twice as tall as wide, and fits it to `columns` instead when it
/// would be wider. When ``includesCaption`` is set, the caption counts: it wraps within
/// `columns` and its lines are taken from `rows`, so the whole output fits the bounds (a single
/// row holds the picture alone).
///
/// ```swift
/// let window = CellBounds(columns: terminal.columns, rows: terminal.rows - 1, includesCaption: true)
/// let calendar = CellBounds(rows: 40)  // as wide as the canvas's proportions make it
/// ```
public struct CellBounds: Sendable, Hashable {
  /// The most columns; nil for no limit but the renderer's own.
  public var columns: Int?
  /// The rows, at least 1.
  public var rows: Int
  /// Whether the caption is inside the bounds, wrapped within ``columns`` with its lines
  /// counted in ``rows``; otherwise it follows them, wrapped within the picture's width.
  public var includesCaption: Bool

  /// Bounds of `rows` rows and at most `columns` columns, the caption inside them when
  /// `includesCaption`.
  public init(columns: Int? = nil, rows: Int, includesCaption: Bool = false) {
    self.columns = columns
    self.rows = rows
    self.includesCaption = includesCaption
  }
}

import ActivityRings

extension ASCIIRenderer {
  /// The size of the picture in terminal cells (the caption's lines come on top of it).
  ///
  /// ```swift
  /// let grid = try ASCIIRenderer.CellGrid(columns: 40, rows: 20)
  /// let fitted = ASCIIRenderer.CellGrid.fitting(try CanvasSize(side: 120), rows: 12)  // 24 × 12
  /// ```
  ///
  /// The canvas is stretched onto the grid; a grid with ``columns`` = 2 × ``rows`` × canvas
  /// width / height keeps circles round, as a terminal cell is about twice as tall as wide.
  public struct CellGrid: Sendable, Hashable {
    /// Cells across, 1…``maximumSide``.
    public let columns: Int
    /// Cells down (without the caption), 1…``maximumSide``.
    public let rows: Int

    /// The largest number of columns or rows: far beyond any terminal, small enough that a
    /// mistyped size cannot ask for gigabytes.
    public static let maximumSide = 1000

    /// How much taller than wide a terminal cell is.
    public static let cellAspectRatio = 2.0

    /// The rows of the default grid.
    public static let defaultRows = 24

    /// Creates a grid.
    ///
    /// - Throws: ``ASCIIRendererError/invalidGrid(columns:rows:)`` unless both are in
    ///   1…``maximumSide``.
    public init(columns: Int, rows: Int) throws(ASCIIRendererError) {
      guard (1...Self.maximumSide).contains(columns), (1...Self.maximumSide).contains(rows) else {
        throw .invalidGrid(columns: columns, rows: rows)
      }
      self.columns = columns
      self.rows = rows
    }

    private init(unchecked columns: Int, rows: Int) {
      self.columns = columns
      self.rows = rows
    }

    /// A grid `rows` high whose width keeps the canvas's proportions on cells
    /// ``cellAspectRatio`` times taller than wide; both sides clamped to 1…``maximumSide``.
    public static func fitting(_ canvas: CanvasSize, rows: Int = defaultRows) -> CellGrid {
      let height = min(max(rows, 1), maximumSide)
      let width = (Double(height) * cellAspectRatio * canvas.width / canvas.height).rounded()
      let columns = width.isFinite ? Int(min(max(width, 1), Double(maximumSide))) : 1
      return CellGrid(unchecked: columns, rows: height)
    }

    /// The grid for `canvas` within `bounds`: ``fitting(_:rows:)`` to `bounds.rows`, or, when
    /// that is wider than `bounds.columns`, to as many rows as keep it within the columns (at
    /// least 2).
    public static func fitting(_ canvas: CanvasSize, within bounds: CellBounds) -> CellGrid {
      let fitted = fitting(canvas, rows: bounds.rows)
      guard let columns = bounds.columns, fitted.columns > columns else { return fitted }
      let rows = Double(columns) * canvas.height / (canvas.width * cellAspectRatio)
      return fitting(canvas, rows: rows.isFinite ? max(2, Int(rows)) : 2)
    }
  }
}

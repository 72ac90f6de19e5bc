/// Why the terminal renderer could not draw.
///
/// ```swift
/// do { _ = try ASCIIRenderer.CellGrid(columns: 0, rows: 10) } catch { print(error) }
/// // a terminal grid needs 1…1000 columns and rows (asked for 0 × 10)
/// ```
public enum ASCIIRendererError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Columns or rows outside 1…``ASCIIRenderer/CellGrid/maximumSide``.
  case invalidGrid(columns: Int, rows: Int)

  /// One line naming the problem.
  public var description: String {
    switch self {
    case .invalidGrid(let columns, let rows):
      "a terminal grid needs 1…\(ASCIIRenderer.CellGrid.maximumSide) columns and rows "
        + "(asked for \(columns) × \(rows))"
    }
  }
}

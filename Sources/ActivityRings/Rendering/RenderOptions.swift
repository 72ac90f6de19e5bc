/// What a caller asks of a registered renderer besides the format: settings that mean the same
/// to every backend, each ignored by backends it does not concern.
///
/// ```swift
/// let options = RenderOptions(cellBounds: CellBounds(columns: 80, rows: 21))
/// let text = try registry.renderer(named: "ascii").render(drawList, as: .ansi, options: options)
/// ```
///
/// A new setting is one new property here, with a default that keeps today's output.
public struct RenderOptions: Sendable, Hashable {
  /// For formats drawn in character cells (terminal text): the most cells the picture may
  /// take; nil lets the renderer choose its default grid. Raster and vector formats ignore it.
  public var cellBounds: CellBounds?

  /// Creates options; the defaults leave every choice to the renderer.
  public init(cellBounds: CellBounds? = nil) {
    self.cellBounds = cellBounds
  }
}

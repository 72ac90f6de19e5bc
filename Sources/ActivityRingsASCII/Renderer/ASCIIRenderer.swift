import ActivityRings

/// Draws a `DrawList` as terminal text: plain 7-bit ASCII for logs, Unicode half blocks with
/// 24-bit or 256-colour ANSI escapes for terminals, or braille dots for fine monochrome shapes,
/// with a one-line caption underneath.
///
/// ```swift
/// let scene = try RingScene(summary: summary)
/// print(try ASCIIRenderer().render(scene), terminator: "")          // colour half blocks
/// let log = try ASCIIRenderer(mode: .ascii, color: .none).render(scene)  // 7-bit text
/// ```
///
/// Rows 2 to 6 and the caption of a day at Move 70%, Exercise 297%, Stand 67% in
/// ``Mode/ascii``:
///
/// ```
///                    :::MMMMMMM
///               ::::::::MMMMMMMMMMMM
///            ::::::::::::MMMMMMMMMMMMMM
///         ::::::::: EEEEEEEEEEEE MMMMMMMMM
///        :::::: EEEEEEEEEEEEEEEEEEEE MMMMMM
/// …
/// Move 350/500 kcal 70%; Exercise 89/30 min 297...
/// ```
///
/// The renderer has its own coverage sampler: each path's Bézier curves are flattened to within
/// a small fraction of a pixel, every pixel is tested at 4 × 4 sample points with the item's
/// fill rule, and the items are composited in order over the background (source-over, alpha =
/// opacity × coverage). Pixels are half a cell (half blocks), an eighth of a cell (braille) or
/// a whole cell sampled 4 × 8 (``Mode/ascii`` and ``cellOwners(of:)``).
///
/// Performance: O(items × (edges + sample rows × (crossings log crossings + sample columns)));
/// a 48 × 24 grid renders in about 3 ms (release build, half blocks).
public struct ASCIIRenderer: RingRenderer, Hashable {
  /// The picture's size in cells; nil fits ``CellGrid/defaultRows`` rows to the canvas
  /// (``CellGrid/fitting(_:rows:)``).
  public var grid: CellGrid?
  /// How cells are drawn.
  public var mode: Mode
  /// Whether and how the output is coloured.
  public var color: ColorDepth
  /// Whether a one-line caption (the draw list's accessibility text, shortened to the width)
  /// follows the picture.
  public var showsCaption: Bool

  /// Creates a renderer; by default 24-bit colour half blocks on a grid fitted to the canvas,
  /// with a caption.
  public init(
    grid: CellGrid? = nil, mode: Mode = .halfBlocks, color: ColorDepth = .trueColor,
    showsCaption: Bool = true
  ) {
    self.grid = grid
    self.mode = mode
    self.color = color
    self.showsCaption = showsCaption
  }

  /// A renderer for a stream: colour half blocks when the environment allows colour,
  /// otherwise plain ASCII.
  @available(
    *, deprecated,
    message:
      "terminal policy belongs to the application: choose the ColorDepth there, or ask a registry for txt, ansi or ansi256"
  )
  public static func forTerminal(
    environment: [String: String], isTerminal: Bool, grid: CellGrid? = nil
  ) -> ASCIIRenderer {
    let color = ColorDepth(environment: environment, isTerminal: isTerminal)
    return ASCIIRenderer(grid: grid, mode: color.isEnabled ? .halfBlocks : .ascii, color: color)
  }

  /// The grid used for a draw list: ``grid``, or one fitted to its canvas.
  public func grid(for drawList: DrawList) -> CellGrid {
    grid ?? .fitting(drawList.size)
  }

  /// The picture, one line per cell row, then the caption line; every line ends with `\n`.
  /// Trailing blank cells are left off, and coloured lines end with a reset (`ESC[0m`).
  public func render(_ drawList: DrawList) -> String {
    let grid = grid(for: drawList)
    var writer = TerminalTextWriter(color: color)
    for line in cells(drawList, grid: grid) { writer.writeLine(line) }
    if showsCaption, !drawList.accessibilityText.isEmpty {
      writer.writeLine(
        CaptionFormatter.caption(
          drawList.accessibilityText, width: grid.columns,
          asciiOnly: asciiOnly))
    }
    return writer.text
  }

  /// Whether the text is 7-bit ASCII: the plain mode without colour.
  private var asciiOnly: Bool { mode == .ascii && !color.isEnabled }

  /// The picture's cells, row by row, labels written over them: what ``render(_:)`` writes
  /// before its caption.
  func cells(_ drawList: DrawList, grid: CellGrid) -> [[TerminalCell]] {
    let colored = color.isEnabled
    var cells: [[TerminalCell]]
    switch mode {
    case .ascii:
      cells = OwnerCellEncoder.cells(cellPicture(drawList, grid: grid), colored: colored)
    case .halfBlocks:
      let picture = SampledPicture(
        drawList, width: grid.columns, height: grid.rows * 2, samplesX: 4, samplesY: 4)
      cells = HalfBlockEncoder.cells(picture.image, colored: colored)
    case .braille:
      let picture = SampledPicture(
        drawList, width: grid.columns * 2, height: grid.rows * 4, samplesX: 4, samplesY: 4)
      cells = BrailleEncoder.cells(picture.image, colored: colored)
    }
    TextOverlay.write(
      drawList.texts, into: &cells, canvas: drawList.size, colored: colored, asciiOnly: asciiOnly)
    return cells
  }

  /// Which ring each cell of the picture shows, row by row (`owners[row][column]`), the same
  /// classification ``Mode/ascii`` draws.
  ///
  /// ```swift
  /// let owners = ASCIIRenderer().cellOwners(of: drawList)
  /// owners.count        // rows
  /// owners[0].count     // columns
  /// ```
  ///
  /// A cell belongs to what at least half of its samples show (4 × 8 samples per cell, fill rule
  /// applied): each sample shows the topmost item covering it among those with opacity ≥ ½,
  /// decorations looked through, and a ring's items count together. Arcs, laps and dots map to
  /// ``CellOwner/ring(_:)``, tracks (the dim colours) to ``CellOwner/track(_:)``; the enclosing
  /// circle, the background and cells nothing half covers are nil. To compare with a
  /// raster, classify each of its pixels by nearest colour (ring, track, black or transparent)
  /// and take, per cell, the class of at least half of its pixels.
  public func cellOwners(of drawList: DrawList) -> [[CellOwner?]] {
    cellPicture(drawList, grid: grid(for: drawList)).owners()
  }

  /// The role of the item each cell shows, row by row (`roles[row][column]`): of what at least
  /// half the cell shows (as ``cellOwners(of:)`` decides), the item covering most of it; nil
  /// where nothing does. Unlike ``cellOwners(of:)`` it tells laps, arcs and dots apart and names
  /// the enclosing circle.
  public func cellRoles(of drawList: DrawList) -> [[DrawRole?]] {
    cellPicture(drawList, grid: grid(for: drawList)).topItems().map { row in
      row.map { index in index.map { drawList.items[$0].role } }
    }
  }

  /// The draw list sampled at one pixel per cell, 4 × 8 samples (square in a 1 : 2 cell).
  private func cellPicture(_ drawList: DrawList, grid: CellGrid) -> SampledPicture {
    SampledPicture(drawList, width: grid.columns, height: grid.rows, samplesX: 4, samplesY: 8)
  }
}

import ActivityRings

/// Draws a `DrawList` as terminal text: plain 7-bit ASCII for logs, Unicode half blocks with
/// 24-bit or 256-colour ANSI escapes for terminals, or braille dots for fine monochrome shapes,
/// with its accessibility text as the caption underneath.
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
/// Move: 350 of 500 calories, 70 percent. Exercise:
/// 89 of 30 minutes, 297 percent. Stand: 8 of 12
/// hours, 67 percent.
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
public struct ASCIIRenderer: AnimatedRingRenderer, Hashable {
  /// The picture's size in cells; nil fits the canvas to ``cellBounds``, or to
  /// ``CellGrid/defaultRows`` rows without them (``CellGrid/fitting(_:rows:)``).
  public var grid: CellGrid?
  /// The most cells a picture fitted to its canvas may take, when ``grid`` is nil
  /// (``CellGrid/fitting(_:within:)``); nil for ``CellGrid/defaultRows`` rows.
  public var cellBounds: CellBounds?
  /// How cells are drawn.
  public var mode: Mode
  /// Whether and how the output is coloured.
  public var color: ColorDepth
  /// Whether a caption follows the picture: the draw list's accessibility text, the same
  /// sentence `rings describe` prints and every format carries, wrapped between words within
  /// the picture's columns.
  public var showsCaption: Bool

  /// Creates a renderer; by default 24-bit colour half blocks on a grid fitted to the canvas,
  /// with a caption.
  public init(
    grid: CellGrid? = nil, cellBounds: CellBounds? = nil, mode: Mode = .halfBlocks,
    color: ColorDepth = .trueColor, showsCaption: Bool = true
  ) {
    self.grid = grid
    self.cellBounds = cellBounds
    self.mode = mode
    self.color = color
    self.showsCaption = showsCaption
  }

  /// The grid used for a draw list: ``grid``, or one fitted to its canvas within
  /// ``cellBounds`` (less the caption's lines, when the bounds include it).
  public func grid(for drawList: DrawList) -> CellGrid {
    layout(of: drawList).grid
  }

  /// The picture, one line per cell row, then the caption; every line ends with `\n`.
  /// Trailing blank cells are left off, and coloured lines end with a reset (`ESC[0m`). The
  /// caption is the whole accessibility text wrapped within the picture's columns; within
  /// ``cellBounds`` that include it (`CellBounds.includesCaption`) it wraps within their
  /// columns, the picture taking the rows it leaves, and is worded shorter ("Move: 350/500 cal
  /// 70%.", then "Move: 70%.") only when the whole sentence would leave the picture no row.
  public func render(_ drawList: DrawList) -> String {
    let (grid, caption) = layout(of: drawList)
    var writer = TerminalTextWriter(color: color)
    for line in cells(drawList, grid: grid) { writer.writeLine(line) }
    for line in caption { writer.writeLine(line) }
    return writer.text
  }

  /// The grid and the caption's lines of a draw list.
  private func layout(of drawList: DrawList) -> (grid: CellGrid, caption: [String]) {
    let text = drawList.accessibilityText
    func underneath(_ grid: CellGrid) -> (grid: CellGrid, caption: [String]) {
      guard showsCaption, !text.isEmpty else { return (grid, []) }
      return (
        grid,
        CaptionFormatter.lines(text, width: grid.columns, most: .max, asciiOnly: asciiOnly)
      )
    }
    if let grid { return underneath(grid) }
    guard let bounds = cellBounds else { return underneath(.fitting(drawList.size)) }
    guard bounds.includesCaption, showsCaption, !text.isEmpty else {
      return underneath(.fitting(drawList.size, within: bounds))
    }
    // One row holds the picture alone: the whole output stays within the bounds.
    guard bounds.rows > 1 else { return (.fitting(drawList.size, within: bounds), []) }
    // The caption wraps within the columns (the picture's own width without a limit), and the
    // picture takes the rows it leaves, one at least.
    let width = bounds.columns ?? CellGrid.fitting(drawList.size, rows: bounds.rows).columns
    let caption = CaptionFormatter.lines(
      text, width: width, most: bounds.rows - 1, asciiOnly: asciiOnly)
    let rows = bounds.rows - caption.count
    let grid = CellGrid.fitting(
      drawList.size, within: CellBounds(columns: bounds.columns, rows: rows))
    return (grid, caption)
  }

  /// Every frame of a plan as ``render(_:)`` writes it, one after the other, separated by a
  /// form feed (`\u{0C}`): what a terminal player shows frame by frame, or a pager page by
  /// page. The delays are the player's business (`FramePlan/delays`).
  ///
  /// ```swift
  /// let frames = ASCIIRenderer(mode: .ascii, color: .none).renderAnimation(plan)
  /// frames.split(separator: "\u{0C}").count  // plan.frameCount
  /// ```
  ///
  /// - Complexity: O(frames × the cost of one frame); one frame's draw list at a time.
  public func renderAnimation(_ plan: FramePlan) -> String {
    (0..<plan.frameCount).map { render(plan.drawList(at: $0)) }.joined(separator: "\u{0C}")
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

import ActivityRings
import ActivityRingsASCII
import Testing
import _ActivityRingsTestSupport

@Suite struct ASCIIRendererTests {
  static let escape = UInt8(0x1B)

  @Test(arguments: SnapshotCorpus.entries)
  func plainModeIsSevenBitWithoutEscapes(_ entry: SnapshotCorpus.Entry) {
    let text = ASCIIRenderer(mode: .ascii, color: .none).render(entry.scene.drawList())
    #expect(!text.isEmpty)
    #expect(text.utf8.allSatisfy { $0 < 0x80 && $0 != Self.escape })
  }

  @Test func monochromeModesWriteNoEscapes() {
    let drawList = SnapshotCorpus.entries[2].scene.drawList()
    for mode in ASCIIRenderer.Mode.allCases {
      let text = ASCIIRenderer(mode: mode, color: .none).render(drawList)
      #expect(!text.utf8.contains(Self.escape), "\(mode)")
    }
  }

  @Test(arguments: [4, 12, 24, 48, 100])
  func everyLineFitsTheWidth(columns: Int) throws {
    let grid = try ASCIIRenderer.CellGrid(columns: columns, rows: max(2, columns / 2))
    for entry in SnapshotCorpus.entries {
      for mode in ASCIIRenderer.Mode.allCases {
        let text = ASCIIRenderer(grid: grid, mode: mode, color: .none).render(
          entry.scene.drawList())
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count > grid.rows)
        for line in lines { #expect(line.count <= columns, "\(entry) \(mode): \(line)") }
        #expect(lines.last?.isEmpty == false)
      }
    }
  }

  @Test func captionIsTheAccessibilityTextWrappedWithinThePicture() throws {
    let mixed = try RingScene(summary: SnapshotCorpus.mixed).drawList()
    for columns in [200, 70, 48, 20] {
      let grid = try ASCIIRenderer.CellGrid(columns: columns, rows: 10)
      for mode in ASCIIRenderer.Mode.allCases {
        let lines = ASCIIRenderer(grid: grid, mode: mode, color: .none).render(mixed)
          .split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        let caption = lines.dropFirst(grid.rows)
        #expect(caption.joined(separator: " ") == mixed.accessibilityText, "\(columns) \(mode)")
        #expect(caption.allSatisfy { $0.count <= columns }, "\(columns) \(mode)")
        #expect(caption.count == (columns == 200 ? 1 : columns == 70 ? 2 : columns == 48 ? 3 : 7))
      }
    }
    let narrow = try ASCIIRenderer.CellGrid(columns: 48, rows: 24)
    let none = ASCIIRenderer(grid: narrow, mode: .ascii, color: .none, showsCaption: false)
    #expect(none.render(mixed).split(separator: "\n", omittingEmptySubsequences: false).count == 25)
  }

  @Test func boundsThatIncludeTheCaptionWrapItAndHoldEverything() throws {
    let mixed = try RingScene(summary: SnapshotCorpus.mixed).drawList()
    for (columns, rows) in [(40, 20), (30, 12), (100, 40), (12, 6), (40, 1)] {
      let renderer = ASCIIRenderer(
        cellBounds: CellBounds(columns: columns, rows: rows, includesCaption: true), mode: .ascii,
        color: .none)
      let lines = renderer.render(mixed).split(separator: "\n", omittingEmptySubsequences: false)
        .dropLast()
      #expect(lines.count <= rows, "\(columns)x\(rows): \(lines.count) lines")
      #expect(lines.allSatisfy { $0.count <= columns }, "\(columns)x\(rows)")
      // The picture takes the rows the caption leaves.
      let grid = renderer.grid(for: mixed)
      #expect(grid.rows + (lines.count - grid.rows) <= rows)
      #expect(grid.rows >= 1)
    }
    // Wide enough, the whole sentence, wrapped at spaces.
    let wide = ASCIIRenderer(
      cellBounds: CellBounds(columns: 40, rows: 30, includesCaption: true), mode: .ascii,
      color: .none)
    let text = wide.render(mixed)
    let caption = text.split(separator: "\n").suffix(3).joined(separator: " ")
    #expect(caption == mixed.accessibilityText)
  }

  @Test func captionIsCleanText() throws {
    var drawList = SnapshotCorpus.entries[2].scene.drawList()
    drawList.accessibilityText = "Rings of Zoë\n\u{1B}[31mred\tend"
    let grid = try ASCIIRenderer.CellGrid(columns: 40, rows: 4)
    let plain = ASCIIRenderer(grid: grid, mode: .ascii, color: .none).render(drawList)
    #expect(plain.split(separator: "\n").last == "Rings of Zo? [31mred end")
    #expect(plain.utf8.allSatisfy { $0 < 0x80 && $0 != Self.escape })
    let blocks = ASCIIRenderer(grid: grid, mode: .braille, color: .none).render(drawList)
    #expect(blocks.split(separator: "\n", omittingEmptySubsequences: false).count == 6)
    #expect(blocks.hasSuffix("Rings of Zoë [31mred end\n"))
  }

  @Test func ringsStartAtTwelveAndRunClockwise() throws {
    let half = try RingScene(
      progress: RingProgressSet(move: 0.5, exercise: 0.5, stand: 0.5),
      size: CanvasSize(side: 120)
    ).drawList()
    let renderer = ASCIIRenderer(grid: try .init(columns: 48, rows: 24))
    let owners = renderer.cellOwners(of: half)
    #expect(owners.count == 24 && owners.allSatisfy { $0.count == 48 })
    let middle = 12
    // The Move band runs from 6 to 18 points from each edge: cells 2…7 across, 1…3 down.
    #expect(owners[middle][45] == .ring(.move))  // 3 o'clock: reached
    #expect(owners[middle][2] == .track(.move))  // 9 o'clock: not yet
    #expect(owners[2][25] == .ring(.move))  // just right of 12 o'clock
    #expect(owners[2][19] == .track(.move))  // left of 12 o'clock, past the start cap
    #expect(owners[21][22] == .ring(.move))  // 6 o'clock, where the 50% arc's cap ends
    #expect(owners[middle][24] == nil)  // the middle is black
  }

  @Test func cellRolesNameTheItems() throws {
    let enclosed = try #require(SnapshotCorpus.entries.first { $0.name == "enclosed" })
    let drawList = enclosed.scene.drawList()
    let renderer = ASCIIRenderer()
    let roles = renderer.cellRoles(of: drawList)
    let owners = renderer.cellOwners(of: drawList)
    #expect(roles[12][24] == .enclosure)  // the black middle
    #expect(owners[12][24] == nil)
    #expect(roles[0][0] == nil)  // outside the enclosing circle
    #expect(roles[2][30] == DrawRole(ring: .move, part: .arc))
    #expect(owners[2][30] == .ring(.move))
    #expect(roles[2][14] == DrawRole(ring: .move, part: .track))
    // Exercise at 297%: a completed lap under the last half turn.
    #expect(roles.joined().contains(DrawRole(ring: .exercise, part: .lap)))
    for (roleRow, ownerRow) in zip(roles, owners) {
      for (role, owner) in zip(roleRow, ownerRow) {
        #expect(role.flatMap(ASCIIRenderer.CellOwner.init(role:)) == owner)
      }
    }
  }

  @Test func cellOwnersFollowThePixels() throws {
    let closed = try #require(SnapshotCorpus.entries.first { $0.name == "closed" }).scene
      .drawList()
    let owners = ASCIIRenderer().cellOwners(of: closed)
    let counts = owners.joined().reduce(into: [String: Int]()) {
      $0[$1?.description ?? "none", default: 0] += 1
    }
    // 100%: every ring is a full lap of its colour, no track shows.
    #expect(counts["move.track"] == nil && counts["exercise.track"] == nil)
    #expect((counts["move"] ?? 0) > (counts["exercise"] ?? 0))
    #expect((counts["exercise"] ?? 0) > (counts["stand"] ?? 0))
    #expect((counts["stand"] ?? 0) > 0)
  }

  @Test func halfBlocksCarryTheRingColours() throws {
    let drawList = try #require(SnapshotCorpus.entries.first { $0.name == "flat-closed" }).scene
      .drawList()
    let trueColor = ASCIIRenderer(mode: .halfBlocks, color: .trueColor).render(drawList)
    #expect(trueColor.contains("\u{1B}[38;2;250;17;79m") || trueColor.contains(";38;2;250;17;79m"))
    #expect(trueColor.contains("▀"))
    for line in trueColor.split(separator: "\n") where line.contains("\u{1B}") {
      #expect(line.hasSuffix("\u{1B}[0m"))
    }
    let palette = ASCIIRenderer(mode: .halfBlocks, color: .ansi256).render(drawList)
    #expect(!palette.contains("38;2;"))
    #expect(palette.contains("38;5;197m"))  // Move's nearest xterm colour, #ff005f
  }

  @Test func brailleDrawsDots() throws {
    let drawList = try #require(SnapshotCorpus.entries.first { $0.name == "closed" }).scene
      .drawList()
    let text = ASCIIRenderer(mode: .braille, color: .none, showsCaption: false).render(drawList)
    let dots = text.unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }
    #expect(dots.count > 100)
    #expect(text.unicodeScalars.allSatisfy { $0.isASCII || (0x2801...0x28FF).contains($0.value) })
  }

  @Test func defaultGridKeepsTheCanvasRound() throws {
    #expect(ASCIIRenderer.CellGrid.fitting(try CanvasSize(side: 120)).columns == 48)
    let wide = ASCIIRenderer.CellGrid.fitting(try CanvasSize(width: 320, height: 160), rows: 10)
    #expect(wide.columns == 40 && wide.rows == 10)
    #expect(throws: ASCIIRendererError.invalidGrid(columns: 0, rows: 3)) {
      try ASCIIRenderer.CellGrid(columns: 0, rows: 3)
    }
  }

  @Test func cellBoundsFitTheRowsOrTheColumns() throws {
    let square = try CanvasSize(side: 120)
    let tall = ASCIIRenderer.CellGrid.fitting(square, within: CellBounds(columns: 80, rows: 21))
    #expect(tall.columns == 42 && tall.rows == 21)
    let narrow = ASCIIRenderer.CellGrid.fitting(square, within: CellBounds(columns: 30, rows: 21))
    #expect(narrow.columns == 30 && narrow.rows == 15)
    let wide = try CanvasSize(width: 320, height: 160)
    let calendar = ASCIIRenderer.CellGrid.fitting(wide, within: CellBounds(rows: 10))
    #expect(calendar.columns == 40 && calendar.rows == 10)
    // The registry's ascii renderer honours the bounds.
    let drawList = try RingScene(summary: SnapshotCorpus.mixed, size: square).drawList()
    let text = try RegisteredRenderer.ascii.render(
      drawList, as: .text, options: RenderOptions(cellBounds: CellBounds(columns: 30, rows: 21)))
    let lines = String(decoding: text, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 15 + 4 + 1, "15 rows, the caption on 4 lines and the final newline")
  }

  @Test func registeredAsASCII() throws {
    let entry = RegisteredRenderer.ascii
    #expect(entry.name == "ascii")
    #expect(entry.stillFormats == [.text, .ansi, .ansi256])
    #expect(entry.animatedFormats == [.text, .ansi, .ansi256])
    var registry = RendererRegistry()
    try registry.register(entry)
    let drawList = SnapshotCorpus.entries[2].scene.drawList()
    let plain = try registry.renderer(named: "ascii").render(drawList)
    #expect(plain == Array(ASCIIRenderer(mode: .ascii, color: .none).render(drawList).utf8))
    let ansi = try entry.render(drawList, as: .ansi)
    #expect(ansi == Array(ASCIIRenderer().render(drawList).utf8))
  }
}

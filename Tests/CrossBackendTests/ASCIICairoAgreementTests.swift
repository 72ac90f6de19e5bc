import ActivityRings
import ActivityRingsASCII
import ActivityRingsCairo
import Testing
import _ActivityRingsTestSupport

/// The terminal grid must say the same thing as the raster: for every corpus scene, at least 95%
/// of cells agree on which ring (or ring track, or background) covers them. The Cairo raster is
/// drawn large enough that each cell spans at least 8×16 pixels, and each cell takes the colour
/// class most of its pixels have.
@Suite struct ASCIICairoAgreementTests {
  static let requiredAgreement = 0.95

  @Test(arguments: SnapshotCorpus.entries)
  func cellsAgreeWithCairo(entry: SnapshotCorpus.Entry) throws {
    let drawList = entry.scene.drawList()
    // The rings get the default 24 rows even when a label block takes part of the canvas.
    let ringShare = entry.scene.layout().ringArea.height / drawList.size.height
    let ascii = ASCIIRenderer(
      grid: .fitting(
        drawList.size,
        rows: Int((Double(ASCIIRenderer.CellGrid.defaultRows) / ringShare).rounded(.up))),
      mode: .ascii, color: .none)
    let grid = ascii.grid(for: drawList)
    let owners = ascii.cellOwners(of: drawList)
    // Enlarge the picture so every cell covers at least 8 × 16 pixels.
    let factor = max(
      1, 8 * Double(grid.columns) / drawList.size.width,
      16 * Double(grid.rows) / drawList.size.height)
    let raster = try CairoRenderer().image(drawList.enlarged(by: factor))
    // Fonts legitimately differ between backends: with label text, only the cells whose
    // centre lies in the rings' square are compared.
    let region = drawList.texts.isEmpty ? nil : entry.scene.layout().ringArea
    var agreeing = 0
    var cells = 0
    for row in 0..<grid.rows {
      for column in 0..<grid.columns {
        if let region {
          let centre = Point(
            x: (Double(column) + 0.5) / Double(grid.columns) * drawList.size.width,
            y: (Double(row) + 0.5) / Double(grid.rows) * drawList.size.height)
          guard region.contains(centre) else { continue }
        }
        cells += 1
        let x0 = column * raster.width / grid.columns
        let x1 = (column + 1) * raster.width / grid.columns
        let y0 = row * raster.height / grid.rows
        let y1 = (row + 1) * raster.height / grid.rows
        var counts: [ColorClass: Int] = [:]
        for y in y0..<y1 {
          for x in x0..<x1 { counts[ColorClass(raster[x, y]), default: 0] += 1 }
        }
        let majority = counts.max {
          $0.value < $1.value || ($0.value == $1.value && $0.key.rank < $1.key.rank)
        }?.key
        if majority == ColorClass(owners[row][column]) { agreeing += 1 }
      }
    }
    let fraction = Double(agreeing) / Double(cells)
    #expect(
      fraction >= Self.requiredAgreement,
      """
      \(entry.name): \(agreeing) of \(cells) cells agree \
      (\(DecimalFormat(maximumFractionDigits: 2).string(fraction * 100))%, required 95%)
      """)
  }
}

/// What a cell or pixel shows: background, a ring's track or a ring.
enum ColorClass: Hashable {
  case background
  case track(RingKind)
  case ring(RingKind)

  var rank: Int {
    switch self {
    case .background: 0
    case .track: 1
    case .ring: 2
    }
  }

  init(_ owner: ASCIIRenderer.CellOwner?) {
    switch owner {
    case nil: self = .background
    case .track(let kind)?: self = .track(kind)
    case .ring(let kind)?: self = .ring(kind)
    }
  }

  /// The nearest of black and the six ring and track colours; transparent is background.
  init(_ pixel: RGBAImage.Pixel) {
    guard pixel.alpha >= 128 else {
      self = .background
      return
    }
    var best = ColorClass.background
    var bestDistance = Self.distance(pixel, .black)
    for kind in RingKind.allCases {
      for (candidate, color) in [
        (ColorClass.ring(kind), kind.color), (.track(kind), kind.trackColor),
      ] {
        let distance = Self.distance(pixel, color)
        if distance < bestDistance {
          best = candidate
          bestDistance = distance
        }
      }
    }
    self = best
  }

  private static func distance(_ pixel: RGBAImage.Pixel, _ color: RGBColor) -> Int {
    let red = Int(pixel.red) - Int(color.red)
    let green = Int(pixel.green) - Int(color.green)
    let blue = Int(pixel.blue) - Int(color.blue)
    return red * red + green * green + blue * blue
  }
}

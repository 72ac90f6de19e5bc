import ActivityRings
import Testing
import _ActivityRingsTestSupport

@testable import ActivityRingsASCII

/// The cell owners against a raster classified pixel by pixel, as the cross-backend suite will
/// classify Cairo's output: each pixel takes the nearest of the ring, track and black colours
/// (or none when mostly transparent), and a cell the class of at least half of its pixels.
@Suite struct CellOwnerAgreementTests {
  static let pixelsAcross = 4
  static let pixelsDown = 8

  static func nearestClass(_ pixel: RGBAImage.Pixel) -> ASCIIRenderer.CellOwner? {
    guard pixel.alpha >= 128 else { return nil }
    var best: ASCIIRenderer.CellOwner?
    var bestDistance = distance(pixel, .black)
    for kind in RingKind.allCases {
      for (owner, color) in [
        (ASCIIRenderer.CellOwner.ring(kind), kind.color), (.track(kind), kind.trackColor),
      ] {
        let candidate = distance(pixel, color)
        if candidate < bestDistance {
          best = owner
          bestDistance = candidate
        }
      }
    }
    return best
  }

  static func distance(_ pixel: RGBAImage.Pixel, _ color: RGBColor) -> Int {
    let red = Int(pixel.red) - Int(color.red)
    let green = Int(pixel.green) - Int(color.green)
    let blue = Int(pixel.blue) - Int(color.blue)
    return red * red + green * green + blue * blue
  }

  @Test(arguments: SnapshotCorpus.entries)
  func ownersAgreeWithAPixelMajority(_ entry: SnapshotCorpus.Entry) {
    let drawList = entry.scene.drawList()
    let renderer = ASCIIRenderer()
    let grid = renderer.grid(for: drawList)
    let owners = renderer.cellOwners(of: drawList)
    let image = SampledPicture(
      drawList, width: grid.columns * Self.pixelsAcross, height: grid.rows * Self.pixelsDown,
      samplesX: 2, samplesY: 2
    ).image
    var agreeing = 0
    for row in 0..<grid.rows {
      for column in 0..<grid.columns {
        var tally: [ASCIIRenderer.CellOwner?: Int] = [:]
        for y in 0..<Self.pixelsDown {
          for x in 0..<Self.pixelsAcross {
            let pixel = image[column * Self.pixelsAcross + x, row * Self.pixelsDown + y]
            tally[Self.nearestClass(pixel), default: 0] += 1
          }
        }
        let half = Self.pixelsAcross * Self.pixelsDown / 2
        let majority = tally.first { $0.value >= half && $0.key != nil }?.key
        if majority == owners[row][column] { agreeing += 1 }
      }
    }
    let agreement = Double(agreeing) / Double(grid.rows * grid.columns)
    #expect(agreement >= 0.97, "\(entry): \(agreement)")
  }
}

import ActivityRings
import ActivityRingsCairo
import ActivityRingsLibrsvg
import ActivityRingsSVG
import Testing
import _ActivityRingsTestSupport

/// The SVG text, rasterised by librsvg, must match Cairo's raster of the same draw list: at least
/// 99.5% of pixels within 8/255 on every channel. Both draw the draw list's own Bézier curves,
/// so only anti-aliasing can differ.
@Suite struct SVGCairoAgreementTests {
  static let requiredAgreement = 0.995
  static let channelTolerance = 8

  @Test(arguments: SnapshotCorpus.entries)
  func librsvgMatchesCairo(entry: SnapshotCorpus.Entry) throws {
    let drawList = entry.scene.drawList()
    let cairo = try CairoRenderer().image(drawList)
    let svg = try SVGRenderer().render(drawList)
    let librsvg = try LibrsvgRasterizer().rasterize(svg, width: cairo.width, height: cairo.height)
    let comparison = PixelAgreement(cairo, librsvg, tolerance: Self.channelTolerance)
    #expect(
      comparison.fraction >= Self.requiredAgreement,
      """
      \(entry.name): \(comparison.percentText) of \(comparison.total) pixels within \
      \(Self.channelTolerance)/255 (required \(Self.requiredAgreement * 100)%); largest channel \
      difference \(comparison.largestDifference)
      """)
  }
}

/// How many pixels of two same-sized images agree within a per-channel tolerance.
struct PixelAgreement {
  let total: Int
  let agreeing: Int
  let largestDifference: Int

  init(_ a: RGBAImage, _ b: RGBAImage, tolerance: Int) {
    precondition(a.width == b.width && a.height == b.height, "images differ in size")
    var agreeing = 0
    var largest = 0
    a.bytes.withUnsafeBufferPointer { left in
      b.bytes.withUnsafeBufferPointer { right in
        var index = 0
        while index < left.count {
          var worst = 0
          for channel in 0..<4 {
            worst = max(worst, abs(Int(left[index + channel]) - Int(right[index + channel])))
          }
          if worst <= tolerance { agreeing += 1 }
          largest = max(largest, worst)
          index += 4
        }
      }
    }
    total = a.width * a.height
    self.agreeing = agreeing
    largestDifference = largest
  }

  var fraction: Double { total == 0 ? 1 : Double(agreeing) / Double(total) }
  var percentText: String { DecimalFormat(maximumFractionDigits: 3).string(fraction * 100) + "%" }
}

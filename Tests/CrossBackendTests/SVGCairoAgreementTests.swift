import ActivityRings
import ActivityRingsCairo
import ActivityRingsSVG
import Testing
import _ActivityRingsLibrsvg
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
    // Fonts legitimately differ between backends: with label text, only the rings' square
    // is compared.
    let region = drawList.texts.isEmpty ? nil : entry.scene.layout().ringArea
    let comparison = PixelAgreement(
      cairo, librsvg, tolerance: Self.channelTolerance, region: region,
      scale: Double(drawList.scale.factor))
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

  /// Compares every pixel, or only those inside `region` (in points, times `scale`).
  init(
    _ a: RGBAImage, _ b: RGBAImage, tolerance: Int, region: LayoutRect? = nil, scale: Double = 1
  ) {
    precondition(a.width == b.width && a.height == b.height, "images differ in size")
    let xs = Self.range(region.map { ($0.x * scale, $0.maxX * scale) }, limit: a.width)
    let ys = Self.range(region.map { ($0.y * scale, $0.maxY * scale) }, limit: a.height)
    var agreeing = 0
    var largest = 0
    for y in ys {
      for x in xs {
        let worst = a[x, y].maximumChannelDifference(to: b[x, y])
        if worst <= tolerance { agreeing += 1 }
        largest = max(largest, worst)
      }
    }
    total = xs.count * ys.count
    self.agreeing = agreeing
    largestDifference = largest
  }

  /// The whole pixels inside `bounds` (all of `0..<limit` without bounds).
  private static func range(_ bounds: (Double, Double)?, limit: Int) -> Range<Int> {
    guard let (low, high) = bounds else { return 0..<limit }
    let start = min(max(0, Int(low.rounded(.up))), limit)
    let end = min(max(start, Int(high.rounded(.down))), limit)
    return start..<end
  }

  var fraction: Double { total == 0 ? 1 : Double(agreeing) / Double(total) }
  var percentText: String { DecimalFormat(maximumFractionDigits: 3).string(fraction * 100) + "%" }
}

import ActivityRings
import ActivityRingsCairo
import Foundation
import Testing
import _ActivityRingsTestSupport

@testable import ActivityRingsPNG

@Suite struct PNGRoundTripTests {
  /// Noise, smooth gradients and flat runs, so the adaptive encoder picks every filter type.
  static func randomImage(width: Int, height: Int, opaque: Bool, seed: UInt64) -> RGBAImage {
    var generator = SeededGenerator(seed: seed)
    var image = RGBAImage(width: width, height: height)
    for y in 0..<height {
      let kind = y % 4
      for x in 0..<width {
        let noise = UInt8.random(in: 0...255, using: &generator)
        let pixel: RGBAImage.Pixel =
          switch kind {
          case 0: .init(red: noise, green: noise &* 3, blue: ~noise, alpha: noise)
          case 1: .init(red: UInt8(x & 0xff), green: UInt8(y & 0xff), blue: 7, alpha: 200)
          case 2: .init(red: 250, green: 17, blue: 79, alpha: 255)
          default:
            .init(
              red: UInt8((x + y) & 0xff), green: noise / 8, blue: UInt8(x * 3 & 0xff), alpha: 128)
          }
        image[x, y] = pixel
        if opaque { image[x, y].alpha = 255 }
      }
    }
    return image
  }

  @Test(arguments: PNGCompression.allCases, [false, true])
  func randomImagesSurviveARoundTrip(compression: PNGCompression, opaque: Bool) throws {
    for (index, size) in [(1, 1), (2, 3), (17, 5), (64, 64), (129, 31)].enumerated() {
      let image = Self.randomImage(
        width: size.0, height: size.1, opaque: opaque, seed: UInt64(index) + 1)
      let png = try PNGEncoder(compression: compression).encode(image)
      #expect(try PNGDecoder().decode(png) == image, "\(size.0)×\(size.1)")
    }
  }

  @Test func opaqueImagesAreWrittenAsRGBAndOthersAsRGBA() throws {
    let opaque = Self.randomImage(width: 8, height: 8, opaque: true, seed: 3)
    let translucent = Self.randomImage(width: 8, height: 8, opaque: false, seed: 3)
    // IHDR data starts at byte 16; the colour type is its tenth byte.
    #expect(try PNGEncoder().encode(opaque)[25] == 2)
    #expect(try PNGEncoder().encode(translucent)[25] == 6)
  }

  @Test(arguments: RenderScale.allCases)
  func physicalDensityRecordsTheScale(scale: RenderScale) throws {
    let expected = [RenderScale.x1: 2835, .x2: 5669, .x3: 8504][scale]
    #expect(PNGEncoder.pixelsPerMetre(at: scale) == expected)
    let png = try PNGEncoder(scale: scale).encode(RGBAImage(width: 2, height: 2))
    #expect(try PNGDecoder().pixelsPerMetre(in: png) == expected)
    let drawn = try CairoRenderer().pngData(
      RingScene(progress: RingProgressSet(move: 0.5), size: CanvasSize(side: 10), scale: scale)
        .drawList())
    #expect(try PNGDecoder().pixelsPerMetre(in: drawn) == expected)
  }

  @Test(
    .enabled(if: InstalledTool.isInstalled("pngcheck"), "pngcheck is not installed"),
    arguments: PNGCompression.allCases)
  func pngcheckFindsNoErrors(compression: PNGCompression) throws {
    let pngcheck = try InstalledTool.named("pngcheck")
    var files: [(name: String, bytes: [UInt8])] = []
    let images = [
      Self.randomImage(width: 33, height: 20, opaque: false, seed: 9),
      Self.randomImage(width: 33, height: 20, opaque: true, seed: 9),
    ]
    for (index, image) in images.enumerated() {
      files.append(("random-\(index).png", try PNGEncoder(compression: compression).encode(image)))
    }
    let scene = try RingScene(
      summary: SnapshotCorpus.mixed, size: CanvasSize(side: 400), scale: .x3)
    files.append(
      ("large.png", try CairoRenderer(options: .init(compression: compression)).render(scene)))
    let result = try InstalledTool.withFiles(files) { try pngcheck.run(["-q"] + $0) }
    #expect(result.status == 0, "pngcheck: \(result.output)")
  }

  @Test func maximumCompressionIsSmallerForRingArt() throws {
    let drawList = try RingScene(summary: SnapshotCorpus.mixed, size: CanvasSize(side: 256))
      .drawList()
    let fast = try CairoRenderer(options: .init(compression: .fast)).pngData(drawList)
    let maximum = try CairoRenderer(options: .init(compression: .maximum)).pngData(drawList)
    #expect(maximum.count < fast.count)
    #expect(try PNGDecoder().decode(fast) == PNGDecoder().decode(maximum))
  }

  @Test func maximumCompressionFiltersGradients() throws {
    var gradient = RGBAImage(width: 200, height: 100)
    for y in 0..<100 {
      for x in 0..<200 {
        gradient[x, y] = .init(
          red: UInt8(x), green: UInt8(y * 2), blue: UInt8((x + y) / 2), alpha: 255)
      }
    }
    let fast = try PNGEncoder(compression: .fast).encode(gradient)
    let maximum = try PNGEncoder(compression: .maximum).encode(gradient)
    // Unfiltered, a gradient barely compresses; filtered rows are nearly constant.
    #expect(maximum.count * 4 < fast.count)
    #expect(try PNGDecoder().decode(maximum) == gradient)
  }

  @Test func emptyImagesAreRefused() {
    #expect(throws: PNGError.self) { try PNGEncoder().encode(RGBAImage(width: 0, height: 4)) }
  }
}

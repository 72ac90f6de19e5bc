import ActivityRings
import ActivityRingsCairo
import ActivityRingsCairoSnapshotTesting
import ActivityRingsPNG
import Foundation
import SnapshotTesting
import Testing

@Suite struct PixelDiffingTests {
  static func image(_ width: Int, _ height: Int, fill: RGBAImage.Pixel) -> RGBAImage {
    var image = RGBAImage(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width { image[x, y] = fill }
    }
    return image
  }

  static let grey = RGBAImage.Pixel(red: 100, green: 100, blue: 100, alpha: 255)

  static func png(_ image: RGBAImage) throws -> Data { Data(try PNGEncoder().encode(image)) }

  @Test func countsPixelsBeyondTheTolerance() {
    let reference = Self.image(10, 10, fill: Self.grey)
    var actual = reference
    actual[0, 0].red = 108  // within 8
    actual[1, 0].green = 109  // beyond
    actual[2, 0].alpha = 0  // beyond: 255 apart
    let comparison = PixelComparison(reference: reference, actual: actual, tolerance: 8)
    #expect(comparison.differingPixels == 2)
    #expect(comparison.largestChannelDifference == 255)
    #expect(comparison.differingFraction == 0.02)
  }

  @Test func passesWithinTheAllowedFractionAndFailsBeyondIt() throws {
    let reference = Self.image(20, 20, fill: Self.grey)
    var actual = reference
    actual[3, 3].blue = 200  // 1 of 400 pixels: 0.25%
    let diffing = Diffing<Data>.pixels(precision: 0.995, tolerance: 8)
    #expect(diffing.diffV2(try Self.png(reference), try Self.png(reference)) == nil)
    #expect(diffing.diffV2(try Self.png(reference), try Self.png(actual)) == nil)
    actual[4, 4].blue = 200  // 2 of 400: 0.5%, still allowed
    #expect(diffing.diffV2(try Self.png(reference), try Self.png(actual)) == nil)
    actual[5, 5].red = 0  // 3 of 400: 0.75%
    let message = try #require(diffing.diffV2(try Self.png(reference), try Self.png(actual))?.0)
    #expect(message.hasPrefix("3 of 400 pixels (0.75%) differ by more than 8/255"), "\(message)")
    #expect(message.contains("(allowed: 0.5%)"), "\(message)")
    #expect(message.contains("largest channel difference 100/255"), "\(message)")
  }

  @Test func failureAttachesADiffImage() throws {
    let reference = Self.image(4, 4, fill: Self.grey)
    var actual = reference
    actual[1, 2].red = 0
    let diffing = Diffing<Data>.pixels(precision: 1, tolerance: 0)
    let (message, attachments) = try #require(
      diffing.diffV2(try Self.png(reference), try Self.png(actual)))
    #expect(message.hasPrefix("1 of 16 pixels (6.25%) differ by more than 0/255"), "\(message)")
    #expect(message.contains("largest channel difference 100/255"), "\(message)")
    guard case .data(let data, let name) = try #require(attachments.first) else {
      Issue.record("expected a data attachment")
      return
    }
    #expect(name == "diff.png")
    let diff = try PNGDecoder().decode(data)
    #expect(diff[1, 2] == RGBAImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
  }

  @Test func failsOnSizeChangesAndUnreadableData() throws {
    let diffing = Diffing<Data>.pixels(precision: 0.995, tolerance: 8)
    let small = try Self.png(Self.image(2, 2, fill: Self.grey))
    let large = try Self.png(Self.image(3, 2, fill: Self.grey))
    #expect(diffing.diffV2(small, large)?.0 == "Image sizes differ: reference 2×2 px, new 3×2 px")
    let garbage = Data("not a png".utf8)
    #expect(
      diffing.diffV2(garbage, small)?.0.hasPrefix("The reference is not a readable PNG") == true)
    #expect(
      diffing.diffV2(small, garbage)?.0.hasPrefix("The new snapshot is not a readable PNG") == true)
  }

  @Test func diffImageMarksDifferencesInRed() {
    let reference = Self.image(2, 1, fill: Self.grey)
    var actual = reference
    actual[1, 0].green = 0
    let diff = PixelComparison.diffImage(reference: reference, actual: actual, tolerance: 8)
    #expect(diff[1, 0] == RGBAImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
    #expect(diff[0, 0] == RGBAImage.Pixel(red: 25, green: 25, blue: 25, alpha: 255))
  }

  @Test func strategyStoresPNGReferences() {
    #expect(Snapshotting<Data, Data>.png().pathExtension == "png")
    #expect(Snapshotting<RingScene, Data>.png(precision: 0.99, tolerance: 4).pathExtension == "png")
  }
}

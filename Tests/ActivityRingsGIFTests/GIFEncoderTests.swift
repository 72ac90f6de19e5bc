import ActivityRings
import ActivityRingsCairo
import ActivityRingsGIF
import Testing
import _ActivityRingsTestSupport

/// Still GIFs decoded back with giflib (``GIFDecoder``) against Cairo's pixels of the same
/// draw list.
@Suite struct GIFEncoderTests {
  /// Every pixel within 44/255 of Cairo's, a mean difference of at most 1.6/255, and at most
  /// 5% of pixels more than 6/255 apart: what 256 colours a frame, chosen by giflib's median
  /// cut and refined once, keep of the corpus (measured: at most 40/255, in the 1024-point
  /// picture; mean 1.52/255, 4.0% over 6/255; flat looks at most 6/255).
  /// The rings' colours on their centre lines, where the pictures are judged, stay within
  /// ``centreLine``.
  static let tolerance = (largest: 44, mean: 1.6, loose: 6, share: 0.05)

  /// The largest channel difference on the rings' centre lines (``RingSample``).
  static let centreLine = 8

  @Test(arguments: SnapshotCorpus.entries)
  func corpusStillsKeepTheirColours(_ entry: SnapshotCorpus.Entry) throws {
    let drawList = entry.scene.drawList()
    let reference = try CairoRenderer().image(drawList)
    let animation = try GIFDecoder().decode(GIFRenderer().render(drawList))
    #expect(animation.frames.count == 1)
    #expect(animation.loopCount == nil)
    #expect(animation.comments == [drawList.accessibilityText])
    let frame = try #require(animation.frames.first).image
    let fidelity = GIFFidelity(frame, reference: reference, tolerance: Self.tolerance.loose)
    #expect(fidelity.transparencyMismatches == 0, "\(fidelity)")
    #expect(fidelity.largestDifference <= Self.tolerance.largest, "\(fidelity)")
    #expect(fidelity.shareOver <= Self.tolerance.share, "\(fidelity)")
    #expect(fidelity.meanDifference <= Self.tolerance.mean, "\(fidelity)")
    for sample in RingSample.all(in: entry.scene) {
      let expected = sample.pixel(in: reference, scale: entry.scene.scale)
      let actual = sample.pixel(in: frame, scale: entry.scene.scale)
      #expect(
        expected.maximumChannelDifference(to: actual) <= Self.centreLine,
        "\(sample): \(actual) for \(expected)")
    }
  }

  @Test func aFewColoursAreKeptExactly() throws {
    var image = RGBAImage(width: 3, height: 2)
    let colors: [RGBAImage.Pixel] = [
      .init(red: 250, green: 17, blue: 79, alpha: 255),
      .init(red: 166, green: 255, blue: 0, alpha: 255),
      .init(red: 0, green: 255, blue: 246, alpha: 255),
    ]
    for x in 0..<3 {
      image[x, 0] = colors[x]
      image[x, 1] = colors[2 - x]
    }
    let decoded = try GIFDecoder().decode(GIFEncoder().encode(image))
    #expect(decoded.frames.map(\.image) == [image])
    #expect(decoded.comments.isEmpty)
  }

  @Test func aCommentKeepsItsTextWithEachNULWrittenAsAReplacementCharacter() throws {
    let image = RGBAImage(width: 1, height: 1)
    // Longer than one 255-byte sub-block, with NULs beside combining marks and emoji.
    let text = String(repeating: "Zoë \u{0}\u{301}😀 ", count: 40) + "\u{0}"
    let decoded = try GIFDecoder().decode(GIFEncoder(comment: text).encode(image))
    let expected = String(repeating: "Zoë \u{FFFD}\u{301}😀 ", count: 40) + "\u{FFFD}"
    #expect(decoded.comments == [expected])
  }

  @Test func aCircleBackgroundLeavesItsCornersTransparent() throws {
    let scene = try RingScene(
      summary: SnapshotCorpus.mixed, size: CanvasSize(side: 96), scale: .x2,
      options: RingOptions(background: .circle))
    let drawList = scene.drawList()
    let reference = try CairoRenderer().image(drawList)
    let frame = try #require(GIFDecoder().decode(GIFRenderer().render(drawList)).frames.first)
    let fidelity = GIFFidelity(frame.image, reference: reference, tolerance: Self.tolerance.loose)
    #expect(frame.image[0, 0].alpha == 0)
    #expect(fidelity.transparencyMismatches == 0, "\(fidelity)")
    #expect(fidelity.largestDifference <= Self.tolerance.largest, "\(fidelity)")
  }

  @Test func emptyAndOversizedPicturesAreRefused() {
    #expect(throws: GIFError.invalidImage("0×0 pixels is not 1 to 65535 pixels a side")) {
      try GIFEncoder().encode(RGBAImage(width: 0, height: 0))
    }
  }

  @Test func bytesThatAreNotAGIFAreRefused() {
    #expect(throws: GIFError.self) { try GIFDecoder().decode(Array("PNG".utf8)) }
  }
}

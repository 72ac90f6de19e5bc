import ActivityRings
import Testing

@testable import ActivityRingsCairo

@Suite struct APNGEncoderTests {
  static let tenth = FrameDelay(numerator: 1, denominator: 10)

  /// Ring frames: the rings growing from nothing past a full lap, a 96 pt canvas at 1×.
  static func ringFrames(count: Int) throws -> [RGBAImage] {
    let scene = try RingScene(progress: .noData, size: CanvasSize(side: 96))
    return try (0..<count).map { index in
      let value = Double(index) / Double(max(1, count - 1)) * 1.3
      return try CairoRenderer().image(
        scene.showing(RingProgressSet(move: value, exercise: value / 2, stand: value / 3))
          .drawList())
    }
  }

  /// Seeded noise, which deflate cannot shrink: `side` × `side` RGBA pixels.
  static func noise(side: Int, seed: UInt64, alpha: UInt8? = nil) -> RGBAImage {
    var generator = SeededGenerator(seed: seed)
    var bytes = (0..<(side * side * 4)).map { _ in UInt8.random(in: 0...255, using: &generator) }
    if let alpha {
      for index in stride(from: 3, to: bytes.count, by: 4) { bytes[index] = alpha }
    }
    return RGBAImage(width: side, height: side, bytes: bytes) ?? RGBAImage(width: 0, height: 0)
  }

  @Test func chunksComeInOrderWithOneSequenceAcrossFrameControlAndData() throws {
    // 600 px of noise is more than one 1 MiB data chunk per frame.
    let frames = (1...3).map { Self.noise(side: 600, seed: $0) }
    let apng = try APNGEncoder().encode(
      frames: frames, delays: Array(repeating: Self.tenth, count: 3))
    let playback = try APNGPlayback(apng)
    #expect(
      playback.chunkTypes == [
        "IHDR", "pHYs", "acTL", "fcTL", "IDAT", "IDAT", "fcTL", "fdAT", "fdAT", "fcTL", "fdAT",
        "fdAT", "IEND",
      ])
    #expect(playback.sequenceNumbers == Array(0..<7))
    #expect(playback.frames.map(\.sequence) == [0, 1, 4])
    #expect(playback.frames.map(\.canvas) == frames)
  }

  @Test(arguments: [1, 0, 5])
  func animationControlCountsFramesAndPlays(plays: Int) throws {
    let frames = try Self.ringFrames(count: 4)
    let apng = try APNGEncoder(plays: plays).encode(
      frames: frames, delays: Array(repeating: Self.tenth, count: 4))
    let playback = try APNGPlayback(apng)
    #expect(playback.frameCount == 4)
    #expect(playback.plays == plays)
    #expect(playback.frames.count == 4)
    #expect(playback.frames.allSatisfy { $0.delay == Self.tenth })
  }

  @Test(arguments: PNGCompression.allCases, [true, false])
  func playbackShowsEveryFrameExactly(compression: PNGCompression, crops: Bool) throws {
    var encoder = APNGEncoder(compression: compression, scale: .x2)
    encoder.cropsFrames = crops
    let rings = try Self.ringFrames(count: 6)
    // A repeated frame, and translucent noise after opaque rings.
    let frames = rings + [rings[5], Self.noise(side: 96, seed: 7)]
    let delays = (1...8).map { FrameDelay(numerator: UInt16($0), denominator: 60) }
    let apng = try encoder.encode(frames: frames, delays: delays)
    let playback = try APNGPlayback(apng)
    #expect(playback.frames.map(\.canvas) == frames)
    #expect(playback.frames.map(\.delay) == delays)
    #expect(playback.colorType == 6)
    #expect(try PNGDecoder().pixelsPerMetre(in: apng) == PNGEncoder.pixelsPerMetre(at: .x2))
  }

  @Test func theFirstFrameIsTheDefaultImage() throws {
    let frames = try Self.ringFrames(count: 3)
    let apng = try APNGEncoder().encode(
      frames: frames, delays: Array(repeating: Self.tenth, count: 3))
    #expect(try PNGDecoder().decode(apng) == frames[0])
  }

  @Test func framesAreCroppedToWhatChanged() throws {
    let first = try Self.ringFrames(count: 1)[0]
    var second = first
    second[10, 20] = .init(red: 1, green: 2, blue: 3, alpha: 255)
    second[40, 30] = .init(red: 1, green: 2, blue: 3, alpha: 255)
    let frames = [first, second, second]
    let apng = try APNGEncoder().encode(
      frames: frames, delays: Array(repeating: Self.tenth, count: 3))
    let playback = try APNGPlayback(apng)
    #expect(
      playback.frames.map(\.region) == [
        PixelRegion(first), PixelRegion(x: 10, y: 20, width: 31, height: 11),
        PixelRegion(x: 0, y: 0, width: 1, height: 1),
      ])
    #expect(playback.frames.map(\.canvas) == frames)
    #expect(playback.colorType == 2)

    var uncropped = APNGEncoder()
    uncropped.cropsFrames = false
    let full = try uncropped.encode(frames: frames, delays: Array(repeating: Self.tenth, count: 3))
    #expect(try APNGPlayback(full).frames.allSatisfy { $0.region == PixelRegion(first) })
    #expect(apng.count < full.count)
  }

  @Test func changedRegionsAreTheBoundingBoxOfTheDifferences() {
    let base = Self.noise(side: 9, seed: 1)
    #expect(PixelRegion.changed(from: base, to: base) == nil)
    for (points, expected) in [
      ([(0, 0)], PixelRegion(x: 0, y: 0, width: 1, height: 1)),
      ([(8, 8)], PixelRegion(x: 8, y: 8, width: 1, height: 1)),
      ([(3, 1), (1, 5), (6, 4)], PixelRegion(x: 1, y: 1, width: 6, height: 5)),
      ([(8, 0), (0, 8)], PixelRegion(x: 0, y: 0, width: 9, height: 9)),
    ] {
      var changed = base
      for (x, y) in points { changed[x, y].alpha &+= 1 }
      #expect(PixelRegion.changed(from: base, to: changed) == expected, "\(points)")
    }
  }

  @Test func invalidAnimationsAreClearErrors() throws {
    let frame = Self.noise(side: 4, seed: 1)
    func message(_ body: () throws -> Void) -> String? {
      do {
        try body()
        return nil
      } catch {
        return "\(error)"
      }
    }
    #expect(
      message { _ = try APNGEncoder().encode(frames: [], delays: []) }
        == "cannot encode animated PNG: there are no frames")
    #expect(
      message { _ = try APNGEncoder().encode(frames: [frame, frame], delays: [Self.tenth]) }
        == "cannot encode animated PNG: 2 frames need as many delays, not 1")
    #expect(
      message {
        _ = try APNGEncoder().encode(
          frames: [frame, Self.noise(side: 5, seed: 1)], delays: [Self.tenth, Self.tenth])
      }
        == "cannot encode animated PNG: frame 1 is 5×5 pixels, frame 0 is 4×4; "
        + "all frames must have the same size")
    #expect(
      message { _ = try APNGEncoder(plays: -1).encode(frames: [frame], delays: [Self.tenth]) }
        == "cannot encode animated PNG: plays is -1, not 0 (for ever) to 2^31 − 1")
    #expect(throws: PNGError.self) {
      try APNGEncoder().encode(frames: [RGBAImage(width: 0, height: 3)], delays: [Self.tenth])
    }
  }
}

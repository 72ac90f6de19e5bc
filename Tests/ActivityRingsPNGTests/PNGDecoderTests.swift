import ActivityRings
import Foundation
import Testing
import _CairoWrapper

@testable import ActivityRingsCairo
@testable import ActivityRingsPNG

@Suite struct PNGDecoderTests {
  /// A PNG built by hand from rows filtered with `filters` (cycled), written by a filter
  /// implementation independent of the encoder's.
  static func handMadePNG(
    _ image: RGBAImage, filters: [UInt8], colorType: UInt8 = 6, bitDepth: UInt8 = 8,
    interlace: UInt8 = 0
  ) throws -> [UInt8] {
    let channels = colorType == 6 ? 4 : 3
    let rowBytes = image.width * channels
    var rows: [[UInt8]] = []
    for y in 0..<image.height {
      var row: [UInt8] = []
      for x in 0..<image.width {
        let pixel = image[x, y]
        row += [pixel.red, pixel.green, pixel.blue]
        if channels == 4 { row.append(pixel.alpha) }
      }
      rows.append(row)
    }
    var data: [UInt8] = []
    for (y, row) in rows.enumerated() {
      let filter = filters[y % filters.count]
      let prior = y > 0 ? rows[y - 1] : [UInt8](repeating: 0, count: rowBytes)
      data.append(filter)
      for i in 0..<rowBytes {
        let a = i >= channels ? Int(row[i - channels]) : 0
        let b = Int(prior[i])
        let c = i >= channels ? Int(prior[i - channels]) : 0
        let prediction: Int
        switch filter {
        case 1: prediction = a
        case 2: prediction = b
        case 3: prediction = (a + b) / 2
        case 4:
          let p = a + b - c
          let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
          prediction = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
        default: prediction = 0
        }
        data.append(UInt8(truncatingIfNeeded: Int(row[i]) - prediction))
      }
    }
    var writer = PNGChunkWriter()
    var header: [UInt8] = []
    header.appendBigEndian(UInt32(image.width))
    header.appendBigEndian(UInt32(image.height))
    header += [bitDepth, colorType, 0, 0, interlace]
    writer.append(.header, header)
    writer.append(.imageData, try PNGZlib.compress(data, level: 6))
    writer.append(.end, [])
    return writer.bytes
  }

  static let sample = PNGRoundTripTests.randomImage(width: 13, height: 9, opaque: false, seed: 42)

  @Test(arguments: [[0], [1], [2], [3], [4], [0, 1, 2, 3, 4]] as [[UInt8]])
  func undoesEveryFilterType(filters: [UInt8]) throws {
    #expect(try PNGDecoder().decode(Self.handMadePNG(Self.sample, filters: filters)) == Self.sample)
    var opaque = Self.sample
    for y in 0..<opaque.height {
      for x in 0..<opaque.width { opaque[x, y].alpha = 255 }
    }
    let rgb = try Self.handMadePNG(opaque, filters: filters, colorType: 2)
    #expect(try PNGDecoder().decode(rgb) == opaque)
  }

  /// Cairo's own writer (libpng, adaptive filters, zlib level 6) must decode to the pixels
  /// Cairo drew.
  @Test func readsCairosOwnPNGWriter() throws {
    let drawList = try RingScene(
      progress: RingProgressSet(move: 0.7, exercise: 1.4, stand: 0.2), size: CanvasSize(side: 90),
      scale: .x2, options: RingOptions(background: .circle)
    ).drawList()
    let surface = try CairoImageSurface(width: 180, height: 180)
    let context = try CairoContext(surface: surface)
    context.scale(by: 2)
    try context.draw(drawList)
    let decoded = try PNGDecoder().decode(surface.cairoPNG())
    let drawn = try surface.rgbaImage()
    // libpng un-premultiplies with its own rounding: allow one step.
    let worst = zip(decoded.bytes, drawn.bytes).map { abs(Int($0) - Int($1)) }.max() ?? 0
    #expect(decoded.width == 180 && decoded.height == 180)
    #expect(worst <= 1)
  }

  static let valid: [UInt8] = {
    // Built once; the encoder is tested elsewhere.
    (try? PNGEncoder().encode(
      PNGRoundTripTests.randomImage(width: 6, height: 4, opaque: false, seed: 5)))
      ?? []
  }()

  func decodingFails(_ bytes: [UInt8]) -> PNGError? {
    do {
      _ = try PNGDecoder().decode(bytes)
      return nil
    } catch {
      return error
    }
  }

  @Test func refusesDataWithoutTheSignature() {
    #expect(decodingFails([]) == .notPNG)
    #expect(decodingFails(Array("GIF89a".utf8)) == .notPNG)
    #expect(decodingFails(Array(Self.valid.dropFirst())) == .notPNG)
  }

  @Test func reportsTruncationAtEveryLength() {
    for length in stride(from: 8, to: Self.valid.count, by: 1) {
      let error = decodingFails(Array(Self.valid.prefix(length)))
      guard case .truncated = error else {
        Issue.record("cut at \(length) of \(Self.valid.count) bytes: \(String(describing: error))")
        continue
      }
    }
  }

  @Test func reportsCRCMismatchesInEveryChunk() throws {
    // Flip one data or CRC byte of IHDR (offset 20), pHYs (41) and IDAT (58).
    for offset in [20, 29, 41, 58, Self.valid.count - 5] {
      var bytes = Self.valid
      bytes[offset] ^= 0x40
      let error = try #require(decodingFails(bytes))
      #expect(error.description.contains("CRC mismatch"), "offset \(offset): \(error)")
    }
  }

  @Test func reportsCorruptCompressedData() throws {
    var writer = PNGChunkWriter()
    writer.append(.header, Array(Self.valid[16..<29]))
    writer.append(.imageData, [0x78, 0x9c, 0xff, 0xff, 0xff, 0x00])
    writer.append(.end, [])
    let error = try #require(decodingFails(writer.bytes))
    #expect(error.description.hasPrefix("corrupt PNG: image data does not inflate"), "\(error)")
  }

  @Test func reportsABadFilterType() throws {
    var bytes = try Self.handMadePNG(Self.sample, filters: [0])
    // Rebuild with a filter byte 7 on the first row.
    let imageData = try #require(try PNGChunkReader(bytes).chunks.first { $0.type == .imageData })
    var data = try PNGZlib.decompress(Array(imageData.data), expectedSize: (13 * 4 + 1) * 9)
    data[0] = 7
    var writer = PNGChunkWriter()
    writer.append(.header, Array(bytes[16..<29]))
    writer.append(.imageData, try PNGZlib.compress(data, level: 1))
    writer.append(.end, [])
    bytes = writer.bytes
    #expect(decodingFails(bytes) == .corrupt("row 0 has unknown filter type 7"))
  }

  @Test func reportsMissingImageData() {
    var writer = PNGChunkWriter()
    writer.append(.header, Array(Self.valid[16..<29]))
    writer.append(.end, [])
    #expect(decodingFails(writer.bytes) == .corrupt("no IDAT chunk"))
  }

  @Test func namesUnsupportedKinds() throws {
    let cases: [(colorType: UInt8, bitDepth: UInt8, interlace: UInt8, expected: String)] = [
      (3, 8, 0, "unsupported PNG: palette colour (colour type 3)"),
      (0, 8, 0, "unsupported PNG: greyscale (colour type 0)"),
      (6, 16, 0, "unsupported PNG: 16-bit samples"),
      (6, 8, 1, "unsupported PNG: Adam7 interlacing"),
    ]
    for entry in cases {
      let bytes = try Self.handMadePNG(
        Self.sample, filters: [0], colorType: entry.colorType, bitDepth: entry.bitDepth,
        interlace: entry.interlace)
      #expect(decodingFails(bytes)?.description == entry.expected)
    }
  }
}

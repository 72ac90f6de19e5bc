@testable import ActivityRings
@testable import ActivityRingsPNG

/// An APNG read back the way a viewer plays it, written independently of ``APNGEncoder``: each
/// frame's data is wrapped in a still PNG of its region's size, decoded, and drawn onto the
/// canvas (dispose `NONE`, blend `SOURCE`: the only operations the encoder writes).
struct APNGPlayback {
  /// One frame as its `fcTL` describes it, and the canvas after drawing it.
  struct Frame {
    var sequence: UInt32
    var region: PixelRegion
    var delay: FrameDelay
    var canvas: RGBAImage
  }

  /// Chunk types in file order.
  var chunkTypes: [String] = []
  /// The sequence numbers of `fcTL` and `fdAT` chunks, in file order.
  var sequenceNumbers: [UInt32] = []
  /// `acTL`'s fields.
  var frameCount = 0
  var plays = 0
  /// IHDR's colour type: 2 (RGB) or 6 (RGBA).
  var colorType: UInt8 = 0
  var frames: [Frame] = []

  init(_ bytes: [UInt8]) throws {
    let chunks = try PNGChunkReader(bytes).chunks
    chunkTypes = chunks.map(\.type.description)
    let header = Array(chunks[0].data)
    colorType = header[9]
    let width = Int(PNGChunkReader.bigEndian(header, at: 0))
    let height = Int(PNGChunkReader.bigEndian(header, at: 4))
    var canvas = [UInt8](repeating: 0, count: width * height * 4)
    var pending: (sequence: UInt32, region: PixelRegion, delay: FrameDelay)?
    var data: [UInt8] = []

    func finishFrame() throws {
      guard let frame = pending else { return }
      var still = PNGChunkWriter()
      var fields: [UInt8] = []
      fields.appendBigEndian(UInt32(frame.region.width))
      fields.appendBigEndian(UInt32(frame.region.height))
      fields += header[8...]
      still.append(.header, fields)
      still.append(.imageData, data)
      still.append(.end, [])
      let pixels = try PNGDecoder().decode(still.bytes).bytes
      let rowBytes = frame.region.width * 4
      for y in 0..<frame.region.height {
        let target = ((frame.region.y + y) * width + frame.region.x) * 4
        canvas.replaceSubrange(
          target..<(target + rowBytes), with: pixels[(y * rowBytes)..<((y + 1) * rowBytes)])
      }
      let image = RGBAImage(width: width, height: height, bytes: canvas)
      frames.append(
        Frame(
          sequence: frame.sequence, region: frame.region, delay: frame.delay,
          canvas: image ?? RGBAImage(width: 0, height: 0)))
      pending = nil
      data = []
    }

    for chunk in chunks {
      let fields = Array(chunk.data)
      switch chunk.type {
      case .animationControl:
        frameCount = Int(PNGChunkReader.bigEndian(fields, at: 0))
        plays = Int(PNGChunkReader.bigEndian(fields, at: 4))
      case .frameControl:
        try finishFrame()
        precondition(fields.count == 26 && fields[24] == 0 && fields[25] == 0)
        let sequence = PNGChunkReader.bigEndian(fields, at: 0)
        sequenceNumbers.append(sequence)
        func field(_ index: Int) -> Int { Int(PNGChunkReader.bigEndian(fields, at: 4 + 4 * index)) }
        pending = (
          sequence,
          PixelRegion(x: field(2), y: field(3), width: field(0), height: field(1)),
          FrameDelay(
            numerator: UInt16(fields[20]) << 8 | UInt16(fields[21]),
            denominator: UInt16(fields[22]) << 8 | UInt16(fields[23]))
        )
      case .imageData where pending != nil:
        data += fields
      case .frameData:
        sequenceNumbers.append(PNGChunkReader.bigEndian(fields, at: 0))
        data += fields.dropFirst(4)
      case .end:
        try finishFrame()
      default:
        break
      }
    }
  }
}

import Testing
import _ActivityRingsTestSupport
import _ZlibWrapper

/// `Zlib.compress` writes zlib's raw deflate data between a header and an Adler-32 checksum of
/// its own: the stream must be byte for byte the one zlib's `deflate` writes with its own
/// header and checksum (`DeflateStream`), whatever the length (across the 5552-byte blocks the
/// checksum sums at once) and content (runs of 255, the largest sums).
@Suite struct ZlibCompressTests {
  static func inputs() -> [(name: String, bytes: [UInt8])] {
    var generator = SeededGenerator(seed: 7)
    let noise = (0..<100_003).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
    return [
      ("empty", []), ("one byte", [42]), ("5552 × 255", Array(repeating: 255, count: 5552)),
      ("5553 × 255", Array(repeating: 255, count: 5553)),
      ("1 MB × 255", Array(repeating: 255, count: 1 << 20)), ("noise", noise),
      ("rows", (0..<70_000).map { UInt8(truncatingIfNeeded: $0 / 300) }),
    ]
  }

  @Test(arguments: [1, 6, 9] as [Int32])
  func compressWritesZlibsOwnStream(level: Int32) throws {
    for input in Self.inputs() {
      let ours = try Zlib.compress(input.bytes, level: level)
      let zlibs = try DeflateStream(level: level, raw: false).compress(input.bytes, finish: true)
      #expect(ours == zlibs, "\(input.name) at level \(level)")
      #expect(try Zlib.decompress(ours, expectedSize: input.bytes.count) == input.bytes)
    }
  }
}

import Foundation
import _ZlibWrapper

/// A zip of one deflated entry, `head` + `padding` spaces + `tail`, compressed with zlib as
/// Python's `zipfile` does it (level 6, raw deflate) and streamed, so a test can build an entry
/// of hundreds of MiB in a few hundred KB of memory.
struct PaddedZip {
  var head: [UInt8] = Array("<HealthData>".utf8)
  var padding: Int
  var tail: [UInt8] = []
  var entryName = "apple_health_export/export.xml"
  /// Compressed bytes left off the end of the entry (its sizes say so): a deflate stream that
  /// stops before its end.
  var droppedCompressedBytes = 0

  /// The entry's uncompressed size.
  var contentSize: Int { head.count + padding + tail.count }

  /// Writes the archive to a new temporary file.
  func write() throws -> URL {
    let stream = try DeflateStream(level: 6, raw: true)
    var compressed: [UInt8] = []
    var checksum: UInt32 = 0
    let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 1 << 20)
    var pieces = [head]
    var left = padding
    while left > 0 {
      pieces.append(Array(spaces.prefix(left)))
      left -= min(left, spaces.count)
    }
    pieces.append(tail)
    for (index, piece) in pieces.enumerated() {
      checksum = piece.withUnsafeBytes { Zlib.crc32(continuing: checksum, $0) }
      compressed += try stream.compress(piece, finish: index == pieces.count - 1)
    }
    compressed.removeLast(min(droppedCompressedBytes, compressed.count))
    let name = Array(entryName.utf8)
    let crc = checksum
    var zip: [UInt8] = []
    func le(_ value: some FixedWidthInteger) {
      withUnsafeBytes(of: value.littleEndian) { zip.append(contentsOf: $0) }
    }
    // Local header: version 20, no flags, deflate, no time, sizes, name.
    le(UInt32(0x0403_4B50)); le(UInt16(20)); le(UInt16(0)); le(UInt16(8)); le(UInt32(0))
    le(crc); le(UInt32(compressed.count)); le(UInt32(contentSize)); le(UInt16(name.count))
    le(UInt16(0)); zip += name
    zip += compressed
    let directoryOffset = zip.count
    le(UInt32(0x0201_4B50)); le(UInt16(20)); le(UInt16(20)); le(UInt16(0)); le(UInt16(8))
    le(UInt32(0)); le(crc); le(UInt32(compressed.count)); le(UInt32(contentSize))
    le(UInt16(name.count)); le(UInt16(0)); le(UInt16(0)); le(UInt16(0)); le(UInt16(0))
    le(UInt32(0)); le(UInt32(0)); zip += name
    let directorySize = zip.count - directoryOffset
    le(UInt32(0x0605_4B50)); le(UInt16(0)); le(UInt16(0)); le(UInt16(1)); le(UInt16(1))
    le(UInt32(directorySize)); le(UInt32(directoryOffset)); le(UInt16(0))
    let url = try HealthFixtures.temporaryFolder().appendingPathComponent("export.zip")
    try Data(zip).write(to: url)
    return url
  }
}

/// Splits a PNG stream into its chunks, checking the signature, every length and every CRC.
///
/// ```swift
/// let chunks = try PNGChunkReader(bytes).chunks
/// chunks.first?.type  // IHDR
/// ```
struct PNGChunkReader {
  /// One chunk: its type and its data (a slice of the stream).
  struct Chunk {
    /// The four-letter code.
    var type: PNGChunkType
    /// The data between the type and the CRC.
    var data: ArraySlice<UInt8>
  }

  /// The chunks up to and including `IEND`, in order; anything after `IEND` is ignored.
  let chunks: [Chunk]

  /// Reads every chunk of `bytes`.
  ///
  /// - Throws: ``PNGError/notPNG`` without the signature, ``PNGError/truncated(_:)`` when a chunk
  ///   or `IEND` is missing, ``PNGError/checksumMismatch(chunk:)`` for a wrong CRC.
  init(_ bytes: [UInt8]) throws(PNGError) {
    guard bytes.starts(with: PNGChunkWriter.signature) else { throw .notPNG }
    var chunks: [Chunk] = []
    var offset = PNGChunkWriter.signature.count
    while true {
      guard bytes.count - offset >= 8 else {
        throw .truncated("the data stops after \(chunks.count) chunks, before IEND")
      }
      let length = Int(Self.bigEndian(bytes, at: offset))
      let type = PNGChunkType(bytes: Array(bytes[(offset + 4)..<(offset + 8)]))
      guard length < 1 << 31 else {
        throw .corrupt("chunk \(type) claims \(length) bytes, more than PNG allows")
      }
      guard bytes.count - offset - 12 >= length else {
        throw .truncated("chunk \(type) needs \(length) bytes of data and its CRC")
      }
      let data = bytes[(offset + 8)..<(offset + 8 + length)]
      let stored = Self.bigEndian(bytes, at: offset + 8 + length)
      guard stored == PNGChunkWriter.crc(type, Array(data)) else {
        throw .checksumMismatch(chunk: type.description)
      }
      chunks.append(Chunk(type: type, data: data))
      offset += 12 + length
      if type == .end { break }
    }
    self.chunks = chunks
  }

  /// The big-endian 32-bit integer at `offset` (four bytes must be there).
  static func bigEndian(_ bytes: some Collection<UInt8>, at offset: Int) -> UInt32 {
    let start = bytes.index(bytes.startIndex, offsetBy: offset)
    return bytes[start...].prefix(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
  }
}

import CWebP

/// A container's metadata chunks (`XMP `, `EXIF`, `ICCP`): written into a WebP file and read
/// back, through libwebp's mux and demux.
package enum WebPChunk {
  /// `bitstream` with a chunk `fourCC` (four characters, such as `XMP `) holding `payload`,
  /// replacing one already there; the file becomes the extended format (`VP8X`) if it was not.
  ///
  /// - Throws: ``WebPFailure`` when libwebp cannot read the file or write the chunk.
  package static func setting(_ fourCC: String, to payload: [UInt8], in bitstream: [UInt8])
    throws(WebPFailure) -> [UInt8]
  {
    let result: Result<[UInt8], WebPFailure> = bitstream.withUnsafeBufferPointer { file in
      var data = WebPData(bytes: file.baseAddress, size: file.count)
      guard let mux = WebPMuxCreate(&data, 1) else {
        return .failure(WebPFailure("adding a \(fourCC) chunk", "the file is not WebP"))
      }
      defer { WebPMuxDelete(mux) }
      let set = payload.withUnsafeBufferPointer { bytes in
        var chunk = WebPData(bytes: bytes.baseAddress, size: bytes.count)
        return WebPMuxSetChunk(mux, fourCC, &chunk, 1)
      }
      guard set == WEBP_MUX_OK else {
        return .failure(WebPFailure("adding a \(fourCC) chunk", "mux error \(set.rawValue)"))
      }
      var assembled = WebPData()
      WebPDataInit(&assembled)
      defer { WebPDataClear(&assembled) }
      let status = WebPMuxAssemble(mux, &assembled)
      guard status == WEBP_MUX_OK, let bytes = assembled.bytes else {
        return .failure(WebPFailure("adding a \(fourCC) chunk", "mux error \(status.rawValue)"))
      }
      return .success(Array(UnsafeBufferPointer(start: bytes, count: assembled.size)))
    }
    return try result.get()
  }

  /// The payload of the chunk `fourCC` in `bytes`; nil when there is none or the file is not
  /// WebP.
  package static func payload(_ fourCC: String, in bytes: [UInt8]) -> [UInt8]? {
    bytes.withUnsafeBufferPointer { file in
      var data = WebPData(bytes: file.baseAddress, size: file.count)
      guard let demuxer = WebPDemux(&data) else { return nil }
      defer { WebPDemuxDelete(demuxer) }
      var iterator = WebPChunkIterator()
      guard WebPDemuxGetChunk(demuxer, fourCC, 1, &iterator) != 0 else { return nil }
      defer { WebPDemuxReleaseChunkIterator(&iterator) }
      guard let start = iterator.chunk.bytes else { return [] }
      return Array(UnsafeBufferPointer(start: start, count: iterator.chunk.size))
    }
  }
}

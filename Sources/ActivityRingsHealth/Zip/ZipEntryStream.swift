import ActivityRings
import _ZlibWrapper

/// Streams one zip entry's bytes, inflating deflate data with zlib, through a fixed pair of
/// 256 KiB buffers. Input is bounded by the entry's compressed size and the file; output by a
/// byte limit, so neither a lying header nor a zip bomb can make it read or allocate more.
///
/// ```swift
/// let outcome = try ZipEntryStream(file: file, entry: entry).read(maximumBytes: 1 << 30) {
///   scanner.feed($0)
///   return true  // keep going
/// }
/// ```
struct ZipEntryStream {
  /// How a read ended.
  enum Outcome: Equatable {
    /// The whole entry was read and its checksum matches.
    case complete(bytes: Int64)
    /// The consumer asked to stop.
    case stopped(bytes: Int64)
    /// The entry holds more than the byte limit; the bytes up to it were delivered.
    case limitReached(bytes: Int64)
    /// The data is damaged: cut short, not valid deflate, or a checksum mismatch. The bytes
    /// before the damage were delivered.
    case damaged(bytes: Int64, reason: String)
  }

  let file: ReadOnlyFile
  let entry: ZipEntry
  /// The size of each read and of each inflated piece handed to the consumer.
  var bufferSize = 256 << 10
  /// The most compressed bytes read: a read that only needs the entry's start (to sniff what
  /// it holds) costs no more than this, however the data is built.
  var maximumCompressedBytes = Int64.max

  /// The entry's path, quoted for a message.
  private var quotedName: String { QuotedText.quotedFromFile(entry.path) }

  /// Reads the entry, handing each piece of its content to `consume` (return false to stop).
  ///
  /// - Throws: ``HealthImportError/unsupportedArchiveEntry(path:entry:reason:)`` for encrypted
  ///   entries and compression methods other than stored and deflate,
  ///   ``HealthImportError/corruptArchive(path:reason:)`` when the local header is missing, or
  ///   the file's read error.
  func read(maximumBytes: Int64, _ consume: (UnsafeRawBufferPointer) -> Bool)
    throws(HealthImportError) -> Outcome
  {
    guard !entry.isEncrypted else {
      throw .unsupportedArchiveEntry(path: file.path, entry: entry.path, reason: "it is encrypted")
    }
    guard entry.method == 0 || entry.method == 8 else {
      throw .unsupportedArchiveEntry(
        path: file.path, entry: entry.path,
        reason: "compression method \(entry.method) is not supported (only stored and deflate)")
    }
    guard entry.localHeaderOffset < UInt64(file.size) else {
      throw .corruptArchive(
        path: file.path,
        reason: "the directory places \(quotedName) at byte \(entry.localHeaderOffset), past the "
          + "file's end (byte \(file.size))")
    }
    let header = try file.read(at: Int64(entry.localHeaderOffset), count: 30)
    guard header.count == 30, header.starts(with: [0x50, 0x4B, 0x03, 0x04]) else {
      throw .corruptArchive(path: file.path, reason: "the local header of \(quotedName) is missing")
    }
    let fields = ByteReader(header[...])
    guard fields.uint16(at: 8) == entry.method else {
      throw .corruptArchive(
        path: file.path,
        reason: "the local header of \(quotedName) gives compression method "
          + "\(fields.uint16(at: 8)), the directory \(entry.method)")
    }
    let dataStart =
      entry.localHeaderOffset + 30 + UInt64(fields.uint16(at: 26)) + UInt64(fields.uint16(at: 28))
    // The data must end before the next entry (or the directory) starts: entries that share
    // bytes are refused, and so is a local header whose name or extra field runs past its data.
    guard dataStart <= entry.followingOffset,
      entry.compressedSize <= entry.followingOffset - dataStart
    else {
      throw .corruptArchive(
        path: file.path,
        reason: entry.isLastInFile
          ? "the data of \(quotedName) runs into the central directory (its local header's "
            + "name and extra field, or its size, are past the data's end)"
          : "the data of \(quotedName) runs into the next entry (their data share bytes of the "
            + "file, as only a crafted archive's do)")
    }
    var source = Source(
      file: file, offset: Int64(dataStart),
      remaining: min(Int64(entry.compressedSize), max(maximumCompressedBytes, 0)))
    let input = UnsafeMutableRawBufferPointer.allocate(
      byteCount: bufferSize, alignment: ReadOnlyFile.bufferAlignment)
    defer { input.deallocate() }
    let output = UnsafeMutableRawBufferPointer.allocate(byteCount: bufferSize, alignment: 16)
    defer { output.deallocate() }
    // The sink keeps the consumer only for the length of this call.
    let result = withoutActuallyEscaping(consume) { consume -> Result<Outcome, HealthImportError> in
      var sink = Sink(maximumBytes: maximumBytes, consume: consume)
      do throws(HealthImportError) {
        if entry.method == 0 {
          return .success(try copyStored(from: &source, to: &sink, buffer: input))
        }
        return .success(try inflate(from: &source, to: &sink, input: input, output: output))
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// The entry's stored bytes, read in order and never past the entry or the file.
  private struct Source {
    let file: ReadOnlyFile
    var offset: Int64
    var remaining: Int64

    /// Fills the start of `buffer`; returns the count, 0 when the entry's data is used up.
    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(HealthImportError)
      -> Int
    {
      let wanted = Int(min(Int64(buffer.count), remaining))
      guard wanted > 0 else { return 0 }
      let count = try file.read(
        at: offset, into: UnsafeMutableRawBufferPointer(rebasing: buffer[0..<wanted]))
      offset += Int64(count)
      remaining = count == 0 ? 0 : remaining - Int64(count)
      return count
    }
  }

  /// Hands bytes to the consumer, keeping count and checksum, and stopping at the limit.
  private struct Sink {
    let maximumBytes: Int64
    let consume: (UnsafeRawBufferPointer) -> Bool
    var produced: Int64 = 0
    var checksum: UInt32 = 0

    /// Delivers `bytes`; returns the outcome that ends the read, or nil to go on.
    mutating func deliver(_ bytes: UnsafeRawBufferPointer) -> Outcome? {
      guard !bytes.isEmpty else { return nil }
      let room = maximumBytes - produced
      let allowed = Int(min(Int64(bytes.count), max(room, 0)))
      if allowed > 0 {
        let piece = UnsafeRawBufferPointer(rebasing: bytes[0..<allowed])
        checksum = Zlib.crc32(continuing: checksum, piece)
        produced += Int64(allowed)
        if !consume(piece) { return .stopped(bytes: produced) }
      }
      return allowed < bytes.count ? .limitReached(bytes: produced) : nil
    }
  }

  private func copyStored(
    from source: inout Source, to sink: inout Sink, buffer: UnsafeMutableRawBufferPointer
  ) throws(HealthImportError) -> Outcome {
    while true {
      let count = try source.read(into: buffer)
      guard count > 0 else { return finished(sink) }
      if let outcome = sink.deliver(UnsafeRawBufferPointer(rebasing: buffer[0..<count])) {
        return outcome
      }
    }
  }

  private func inflate(
    from source: inout Source, to sink: inout Sink, input: UnsafeMutableRawBufferPointer,
    output: UnsafeMutableRawBufferPointer
  ) throws(HealthImportError) -> Outcome {
    // Raw deflate: zip entries carry no zlib header.
    let stream: InflateStream
    do {
      stream = try InflateStream(raw: true)
    } catch {
      return .damaged(bytes: 0, reason: "zlib could not start (\(error))")
    }
    var inputEnded = false
    while true {
      if stream.pendingInput == 0, !inputEnded {
        let count = try source.read(into: input)
        stream.setInput(UnsafeRawBufferPointer(rebasing: input[0..<count]))
        inputEnded = count == 0
      }
      let (produced, status) = stream.inflate(into: output)
      if let outcome = sink.deliver(UnsafeRawBufferPointer(rebasing: output[0..<produced])) {
        return outcome
      }
      switch status {
      case .ended:
        return finished(sink)
      case .progressed:
        // Progress was made. With no input left zlib may still hold output (and the end of the
        // stream) from bits it has already taken in: when its last input byte is taken in just
        // as the output buffer fills, it can only say so on the next call. Only a call that can
        // make no progress (stalled) with the input used up means the data is cut short.
        continue
      case .stalled where stream.pendingInput == 0 && !inputEnded:
        continue
      case .stalled where stream.pendingInput == 0:
        return .damaged(
          bytes: sink.produced,
          reason: "the compressed data of \(quotedName) ends before its deflate stream does")
      case .stalled:
        return .damaged(
          bytes: sink.produced,
          reason: "the data of \(quotedName) is not valid deflate (no progress)")
      case .corrupt(let message):
        return .damaged(
          bytes: sink.produced,
          reason: "the data of \(quotedName) is not valid deflate (\(message))")
      }
    }
  }

  private func finished(_ sink: Sink) -> Outcome {
    guard sink.produced == entry.uncompressedSize else {
      return .damaged(
        bytes: sink.produced,
        reason:
          "\(quotedName) holds \(sink.produced) bytes where the directory says "
          + "\(entry.uncompressedSize); its data may be damaged")
    }
    guard sink.checksum == entry.crc32 else {
      return .damaged(
        bytes: sink.produced,
        reason:
          "the checksum of \(quotedName) does not match; its data may be damaged"
      )
    }
    return .complete(bytes: sink.produced)
  }
}

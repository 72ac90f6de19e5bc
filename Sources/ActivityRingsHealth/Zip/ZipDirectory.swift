import ActivityRings

/// A zip archive's central directory, read from the end of the file: the list of its entries.
/// ZIP64 archives (over 4 GiB, or over 65,535 entries) are read too. Nothing is trusted: every
/// offset and size is checked against the file before use.
///
/// ```swift
/// let directory = try ZipDirectory(file: ReadOnlyFile(path: "export.zip"))
/// for entry in directory.entries { print(entry.path) }
/// ```
///
/// Zip reading is done here rather than with ZIPFoundation, whose 0.9.20 inflate loop never
/// ends when an entry's deflate stream runs past the end of the file (five crafted bytes do it),
/// which would hang an import of a hostile archive.
struct ZipDirectory {
  /// Why an archive cannot be read.
  struct Failure: Error, Equatable {
    var reason: String
  }

  /// The entries, in directory order.
  let entries: [ZipEntry]

  /// Reads the directory of `file`, refusing one larger than `maximumBytes`
  /// (``HealthImportLimits/maximumArchiveDirectoryBytes``).
  ///
  /// - Throws: ``HealthImportError/corruptArchive(path:reason:)`` naming what is missing or
  ///   inconsistent (a directory over `maximumBytes` among them), or the file's read error.
  init(file: ReadOnlyFile, maximumBytes: Int) throws(HealthImportError) {
    do {
      var (entries, directoryOffset) = try Self.readEntries(
        file, maximumBytes: UInt64(maximumBytes))
      try Self.placeApart(&entries, before: directoryOffset)
      self.entries = entries
    } catch let failure as Failure {
      throw .corruptArchive(path: file.path, reason: failure.reason)
    } catch let error as HealthImportError {
      throw error
    } catch {
      throw .corruptArchive(path: file.path, reason: "\(error)")
    }
  }

  /// The entries, and where the central directory starts (every entry's data ends before it).
  private static func readEntries(_ file: ReadOnlyFile, maximumBytes: UInt64) throws -> (
    [ZipEntry], UInt64
  ) {
    // The end record is 22 bytes plus a comment of up to 65,535 bytes, at the very end.
    let tailLength = Int(min(file.size, 22 + 65_535))
    let tailStart = file.size - Int64(tailLength)
    let tail = try file.read(at: tailStart, count: tailLength)
    guard let endIndex = lastIndex(of: [0x50, 0x4B, 0x05, 0x06], in: tail),
      tail.count >= endIndex + 22
    else {
      throw Failure(reason: "no end of central directory (the file is not a zip, or cut short)")
    }
    let end = ByteReader(tail[endIndex..<(endIndex + 22)])
    var entryCount = UInt64(end.uint16(at: 10))
    var directorySize = UInt64(end.uint32(at: 12))
    var directoryOffset = UInt64(end.uint32(at: 16))
    // A ZIP64 locator, when present, sits just before the end record.
    let locatorIndex = endIndex - 20
    if locatorIndex >= 0,
      tail[locatorIndex..<(locatorIndex + 4)].elementsEqual([0x50, 0x4B, 0x06, 0x07])
    {
      let locator = ByteReader(tail[locatorIndex..<(locatorIndex + 20)])
      let recordOffset = locator.uint64(at: 8)
      guard recordOffset < UInt64(file.size) else {
        throw Failure(reason: "the ZIP64 end record lies outside the file")
      }
      let record = try file.read(at: Int64(recordOffset), count: 56)
      guard record.count == 56, record.starts(with: [0x50, 0x4B, 0x06, 0x06]) else {
        throw Failure(reason: "the ZIP64 end record is missing")
      }
      let reader = ByteReader(record[...])
      entryCount = reader.uint64(at: 32)
      directorySize = reader.uint64(at: 40)
      directoryOffset = reader.uint64(at: 48)
    }
    guard entryCount > 0 else { return ([], directoryOffset) }
    guard directorySize <= maximumBytes else {
      throw Failure(
        reason: "the central directory is \(directorySize) bytes, more than the limit of "
          + "\(maximumBytes) (a real export's is well under 1 MiB)")
    }
    guard directoryOffset <= UInt64(file.size), directorySize <= UInt64(file.size) - directoryOffset
    else {
      throw Failure(reason: "the central directory lies outside the file")
    }
    let directory = try file.read(at: Int64(directoryOffset), count: Int(directorySize))
    var entries: [ZipEntry] = []
    var position = 0
    while entries.count < entryCount {
      guard position + 46 <= directory.count,
        directory[position..<(position + 4)].elementsEqual([0x50, 0x4B, 0x01, 0x02])
      else {
        throw Failure(
          reason: "the central directory lists \(entries.count) of \(entryCount) entries")
      }
      let header = ByteReader(directory[position..<(position + 46)])
      let nameLength = Int(header.uint16(at: 28))
      let extraLength = Int(header.uint16(at: 30))
      let commentLength = Int(header.uint16(at: 32))
      let nameStart = position + 46
      let extraStart = nameStart + nameLength
      let next = extraStart + extraLength + commentLength
      guard next <= directory.count else {
        throw Failure(reason: "a central directory entry runs past its end")
      }
      var entry = ZipEntry(
        path: String(decoding: directory[nameStart..<extraStart], as: UTF8.self),
        flags: header.uint16(at: 8), method: header.uint16(at: 10), crc32: header.uint32(at: 16),
        compressedSize: UInt64(header.uint32(at: 20)),
        uncompressedSize: UInt64(header.uint32(at: 24)),
        localHeaderOffset: UInt64(header.uint32(at: 42)))
      applyZIP64(directory[extraStart..<(extraStart + extraLength)], to: &entry)
      entries.append(entry)
      position = next
    }
    return (entries, directoryOffset)
  }

  /// Refuses entries whose data overlap: in the file's order, each entry's local header (30
  /// bytes at least) and compressed data must end before the next entry's header starts (the
  /// last one's before the central directory, `end`), and each entry learns where that is
  /// (``ZipEntry/followingOffset``). A size that runs past the file's end is refused here too. Only a crafted archive
  /// points several entries at the same bytes, to have them read over and over: with entries
  /// apart, reading every entry reads each byte of the file at most once.
  ///
  /// - Complexity: O(n log n) for n entries.
  private static func placeApart(_ entries: inout [ZipEntry], before end: UInt64) throws(Failure) {
    let order = entries.indices.sorted {
      entries[$0].localHeaderOffset < entries[$1].localHeaderOffset
    }
    for (position, index) in order.enumerated() {
      let entry = entries[index]
      let (withHeader, overflowsSize) = entry.compressedSize.addingReportingOverflow(30)
      let (dataEnd, overflowsOffset) = entry.localHeaderOffset.addingReportingOverflow(withHeader)
      guard position + 1 < order.count else {
        // An offset past the directory is the stream's to name (no local header there).
        guard
          entry.localHeaderOffset >= end || (!overflowsSize && !overflowsOffset && dataEnd <= end)
        else {
          throw Failure(
            reason: "the directory gives \(QuotedText.quotedFromFile(entry.path)) "
              + "\(entry.compressedSize) bytes of data at byte \(entry.localHeaderOffset), which "
              + "run past where the directory starts (byte \(end))")
        }
        entries[index].followingOffset = end
        entries[index].isLastInFile = true
        break
      }
      let next = entries[order[position + 1]]
      guard !overflowsSize, !overflowsOffset, dataEnd <= next.localHeaderOffset else {
        throw Failure(
          reason: "entries \(QuotedText.quotedFromFile(entry.path)) and "
            + "\(QuotedText.quotedFromFile(next.path)) overlap (their data share bytes of the "
            + "file, as only a crafted archive's do)")
      }
      entries[index].followingOffset = next.localHeaderOffset
    }
  }

  /// Replaces 0xFFFFFFFF sizes and offset with the values of a ZIP64 extra field (id 1), which
  /// holds only the fields that overflowed, in this order.
  private static func applyZIP64(_ extra: ArraySlice<UInt8>, to entry: inout ZipEntry) {
    var position = extra.startIndex
    while position + 4 <= extra.endIndex {
      let field = ByteReader(extra[position..<(position + 4)])
      let id = field.uint16(at: 0)
      let size = Int(field.uint16(at: 2))
      let dataStart = position + 4
      guard dataStart + size <= extra.endIndex else { return }
      if id == 1 {
        let data = ByteReader(extra[dataStart..<(dataStart + size)])
        var offset = 0
        func next(_ value: UInt64) -> UInt64 {
          guard value == 0xFFFF_FFFF, offset + 8 <= size else { return value }
          defer { offset += 8 }
          return data.uint64(at: offset)
        }
        entry.uncompressedSize = next(entry.uncompressedSize)
        entry.compressedSize = next(entry.compressedSize)
        entry.localHeaderOffset = next(entry.localHeaderOffset)
        return
      }
      position = dataStart + size
    }
  }

  private static func lastIndex(of signature: [UInt8], in bytes: [UInt8]) -> Int? {
    guard bytes.count >= signature.count else { return nil }
    var index = bytes.count - signature.count
    while index >= 0 {
      if bytes[index] == signature[0],
        bytes[index..<(index + signature.count)].elementsEqual(signature)
      {
        return index
      }
      index -= 1
    }
    return nil
  }
}

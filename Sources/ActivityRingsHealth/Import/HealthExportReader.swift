import ActivityRings
import ActivityRingsFiles
import _ActivityRingsPlatform

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads the Activity summaries of an Apple Health export: `export.zip` as the Health app writes
/// it, the `export.xml` inside it, or an ActivitySummary CSV. The kind is told from the file's
/// content, never its name, and so is the XML inside a zip (`导出.xml` works).
///
/// ```swift
/// let reader = HealthExportReader()
/// let result = try reader.read(
///   contentsOf: URL(fileURLWithPath: "export.zip"),
///   since: try CalendarDay(parsing: "2024-01-01")
/// ) { bytesRead, totalBytes in
///   print(bytesRead, "of", totalBytes ?? 0)
/// }
/// print(result.summaries.count, "days;", result.warnings.count, "warnings")
/// ```
///
/// The file is read in fixed-size chunks through ``ActivitySummaryScanner``, so memory stays
/// flat however large the export is (in a release build, a 0.5 GB export in about 1.3 times
/// the time of `grep -c ActivitySummary`, with 4 MB above the process's own; see the README and
/// `Scripts/benchmark-import`). Problems inside the export are ``HealthImportWarning``s, and
/// what could be read is kept; only an unusable file is a ``HealthImportError``.
public struct HealthExportReader: Sendable {
  /// The bounds that keep hostile input harmless.
  public var limits: HealthImportLimits
  /// The size of each read, in bytes. Default 256 KiB (reads of a zip entry are kept between
  /// 1 KiB and 1 MiB).
  public var chunkSize: Int
  /// Today, in the reader's time zone: days after tomorrow are named in a warning
  /// (``HealthImport/nameUnlikelyDays(after:)``), as days before Apple Watch always are. Nil
  /// (the default) names only those.
  public var today: CalendarDay? = nil

  /// Creates a reader.
  public init(limits: HealthImportLimits = HealthImportLimits(), chunkSize: Int = 256 << 10) {
    self.limits = limits
    self.chunkSize = max(chunkSize, 1)
  }

  /// Reads the summaries from `since` to `until` (both included; nil for no bound).
  ///
  /// - Parameters:
  ///   - url: the export: `export.zip`, `export.xml` or an ActivitySummary CSV.
  ///   - since: the first day to keep, or nil for no bound.
  ///   - until: the last day to keep, or nil for no bound.
  ///   - progress: called after each chunk with the bytes of XML (or CSV) read so far and the
  ///     total when known (the file's size, or the zip entry's claimed size).
  /// - Returns: One summary per day, sorted by day, and the warnings.
  /// - Throws: ``HealthImportError`` when the file is missing, unreadable, not an export, an
  ///   empty or corrupt zip, a zip without an export XML, or past
  ///   ``HealthImportLimits/maximumExportBytes``.
  public func read(
    contentsOf url: URL, since: CalendarDay? = nil, until: CalendarDay? = nil,
    progress: (_ bytesRead: Int64, _ totalBytes: Int64?) -> Void = { _, _ in }
  ) throws(HealthImportError) -> HealthImport {
    let file = try ReadOnlyFile(path: url.path, displayPath: url.relativePath)
    return try read(file, since: since, until: until, progress: progress)
  }

  /// Reads the summaries from an open descriptor: standard input, a pipe, a socket or a file.
  /// The descriptor is duplicated, so the caller's stays open. A stream is read once from start
  /// to end in chunks, as a file is; a zip on a stream is first copied to a temporary file in
  /// `temporaryFolder` (unlinked at once, so nothing stays behind however the process ends),
  /// because its directory is at its end.
  ///
  /// - Parameters:
  ///   - descriptor: an open, readable descriptor.
  ///   - name: how messages name the input.
  ///   - since: the first day to keep, or nil for no bound.
  ///   - until: the last day to keep, or nil for no bound.
  ///   - temporaryFolder: where a zip on a stream is copied; default `TMPDIR`, else `/tmp`.
  ///   - progress: called after each chunk with the bytes read so far and the total when
  ///     known (nil for a stream).
  /// - Throws: as ``read(contentsOf:since:until:progress:)``; also when a zip on a stream is
  ///   longer than ``HealthImportLimits/maximumExportBytes`` or cannot be copied.
  public func read(
    fileDescriptor descriptor: Int32, named name: String, since: CalendarDay? = nil,
    until: CalendarDay? = nil, temporaryFolder: String? = nil,
    progress: (_ bytesRead: Int64, _ totalBytes: Int64?) -> Void = { _, _ in }
  ) throws(HealthImportError) -> HealthImport {
    // dup(2), closed on exec as every descriptor this package opens.
    let copy = fcntl(descriptor, F_DUPFD_CLOEXEC, 0)
    guard copy >= 0 else {
      throw .unreadable(path: name, reason: SystemReason.readingText(forCode: errno))
    }
    let file = try ReadOnlyFile(descriptor: copy, displayPath: name)
    return try read(
      file, since: since, until: until, temporaryFolder: temporaryFolder, progress: progress)
  }

  /// The file's summaries, with the days no watch can have recorded named.
  private func read(
    _ file: ReadOnlyFile, since: CalendarDay?, until: CalendarDay?,
    temporaryFolder: String? = nil, progress: (Int64, Int64?) -> Void
  ) throws(HealthImportError) -> HealthImport {
    var result = try readSummaries(
      file, since: since, until: until, temporaryFolder: temporaryFolder, progress: progress)
    result.nameUnlikelyDays(after: try? today?.adding(days: 1))
    return result
  }

  private func readSummaries(
    _ file: ReadOnlyFile, since: CalendarDay?, until: CalendarDay?,
    temporaryFolder: String?, progress: (Int64, Int64?) -> Void
  ) throws(HealthImportError) -> HealthImport {
    let prefix = try file.read(at: 0, count: ExportKind.sniffLength)
    switch ExportKind(sniffing: prefix) {
    case .zip:
      let folder =
        temporaryFolder ?? getenv("TMPDIR").map { PathEncoding.string(fromCString: $0) }.flatMap {
          $0.isEmpty ? nil : $0
        } ?? "/tmp"
      let seekable = try file.spooled(
        maximumBytes: limits.maximumExportBytes, temporaryFolder: folder)
      return try readZip(seekable, since: since, until: until, progress: progress)
    case .xml:
      var scanner = ActivitySummaryScanner(since: since, until: until, limits: limits)
      try stream(file, progress: progress) { scanner.feed($0) }
      return scanner.finish()
    case .csv:
      var scanner = SummaryCSVScanner(since: since, until: until, limits: limits)
      try stream(file, progress: progress) { scanner.feed($0) }
      return scanner.finish()
    case .unknown:
      throw .notAnExport(path: file.path)
    }
  }

  /// Reads the whole file chunk by chunk into `consume`.
  private func stream(
    _ file: ReadOnlyFile, progress: (Int64, Int64?) -> Void,
    _ consume: (UnsafeRawBufferPointer) -> Void
  ) throws(HealthImportError) {
    let buffer = UnsafeMutableRawBufferPointer.allocate(
      byteCount: chunkSize, alignment: ReadOnlyFile.bufferAlignment)
    defer { buffer.deallocate() }
    var offset: Int64 = 0
    let total = file.size > 0 ? file.size : nil
    while true {
      let count = try file.read(at: offset, into: buffer)
      guard count > 0 else { return }
      consume(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
      offset += Int64(count)
      progress(offset, total)
    }
  }

  private func readZip(
    _ file: ReadOnlyFile, since: CalendarDay?, until: CalendarDay?,
    progress: (Int64, Int64?) -> Void
  ) throws(HealthImportError) -> HealthImport {
    let directory = try ZipDirectory(file: file, maximumBytes: limits.maximumArchiveDirectoryBytes)
    let entry = try exportEntry(in: directory, of: file)
    guard entry.uncompressedSize <= UInt64(limits.maximumExportBytes) else {
      throw .sizeLimitExceeded(path: file.path, entry: entry.path, limit: limits.maximumExportBytes)
    }
    var scanner = ActivitySummaryScanner(since: since, until: until, limits: limits)
    var zipStream = ZipEntryStream(file: file, entry: entry)
    zipStream.bufferSize = min(max(chunkSize, 1 << 10), 1 << 20)
    let total = Int64(clamping: entry.uncompressedSize)
    // One byte past the limit tells "exactly at the limit" from "past it".
    let outcome = try zipStream.read(maximumBytes: limits.maximumExportBytes + 1) { chunk in
      scanner.feed(chunk)
      progress(scanner.bytesScanned, total)
      return true
    }
    var result: HealthImport
    switch outcome {
    case .complete, .stopped:
      result = scanner.finish()
    case .limitReached(let bytes) where bytes > limits.maximumExportBytes:
      throw .sizeLimitExceeded(path: file.path, entry: entry.path, limit: limits.maximumExportBytes)
    case .limitReached:
      result = scanner.finish()
    case .damaged(let bytes, let reason):
      result = scanner.finish()
      result.warnings.insert(
        HealthImportWarning(
          kind: .damagedArchive, byteOffset: bytes,
          message: "\(reason); kept what was read before it"),
        at: 0)
    }
    return result
  }

  /// The most compressed bytes of an entry read to sniff its start: twice what the sniff
  /// inflates, enough for any real data (deflate grows data by 5 bytes per 64 KiB at worst),
  /// so an entry built of data that inflates to nothing costs no more. With entries apart (see
  /// ``ZipDirectory``), sniffing every entry reads each byte of the file at most once.
  private static let maximumSniffedCompressedBytes = Int64(2 * ExportKind.sniffLength)

  /// The first file in the archive whose content starts like an export XML: `.xml` files first,
  /// then the others, skipping folders, empty files and files that cannot be read, and looking
  /// at no more than ``HealthImportLimits/maximumFilesSearched`` of them.
  private func exportEntry(in directory: ZipDirectory, of file: ReadOnlyFile)
    throws(HealthImportError) -> ZipEntry
  {
    // The files' places in the directory, `.xml` first: places, not copies, since a directory
    // at its size limit holds 350,000 entries.
    let entries = directory.entries
    let isXML = entries.map { $0.path.lowercased().hasSuffix(".xml") }
    let files = entries.indices.filter { !entries[$0].isDirectory }
    guard !files.isEmpty else { throw .emptyArchive(path: file.path) }
    let ordered = files.filter { isXML[$0] } + files.filter { !isXML[$0] }
    var firstProblem: HealthImportError?
    var searched = 0
    for entry in ordered.lazy.map({ entries[$0] })
    where entry.uncompressedSize > 0 || entry.compressedSize > 0 {
      guard searched < limits.maximumFilesSearched else {
        throw firstProblem
          ?? .searchLimitReached(path: file.path, fileCount: files.count, searched: searched)
      }
      searched += 1
      var prefix: [UInt8] = []
      // Small buffers: an archive of many small files costs little per file.
      var sniffer = ZipEntryStream(file: file, entry: entry)
      sniffer.bufferSize = 4 << 10
      sniffer.maximumCompressedBytes = Self.maximumSniffedCompressedBytes
      let outcome: ZipEntryStream.Outcome
      do {
        outcome = try sniffer.read(maximumBytes: Int64(ExportKind.sniffLength)) { chunk in
          prefix.append(contentsOf: chunk)
          return true
        }
      } catch {
        firstProblem = firstProblem ?? error
        continue
      }
      if ExportKind.isExportXML(prefix) { return entry }
      // A file whose start is damaged may be the export: if none is found, that is the reason.
      if case .damaged(_, let reason) = outcome {
        firstProblem = firstProblem ?? .corruptArchive(path: file.path, reason: reason)
      }
    }
    if let firstProblem { throw firstProblem }
    throw .noExportInArchive(path: file.path, fileCount: files.count)
  }
}

import ActivityRings

/// A streaming reader of an ActivitySummary table in CSV, as some Health export converters
/// write it: a header row naming the export's attributes (`dateComponents,activeEnergyBurned,…`,
/// in any order), then one row per day. Quoted fields (with `""` for a quote, and line breaks
/// inside quotes), a UTF-8 byte order mark, and line breaks of every kind (`\n`, `\r\n`, and
/// the old Mac's lone `\r`) are read; rows go through the same rules as XML attributes (see
/// ``SummaryAssembler``).
///
/// A file cut short never gives a value that was not in it: a row with fewer fields than the
/// header is skipped with a warning, and so is a last line without a line break, which may be
/// cut anywhere (`12` cut to `1`); a file that ends with a line break keeps its last row.
///
/// ```swift
/// var scanner = SummaryCSVScanner(since: nil, until: nil, limits: HealthImportLimits())
/// scanner.feed(bytes)
/// let result = scanner.finish()
/// ```
///
/// A row without quotes that lies whole in a chunk (nearly every row) is read where it lies, in
/// one pass; any other row is gathered byte by byte into one reused buffer and read the same
/// way. The header's names are matched to fields once, so a data row costs no string and no
/// allocation. A row longer than ``HealthImportLimits/maximumTagBytes`` is skipped with a
/// warning, which bounds the memory a row without line breaks can take.
package struct SummaryCSVScanner {
  private var collector: SummaryCollector
  private let maximumRowBytes: Int
  /// The field each column holds, from the header (nil: a column the importer does not read);
  /// nil before the header is read.
  private var columns: [SummaryField?]?
  /// The row being gathered byte by byte: its fields' bytes with one separator byte between
  /// each two, as in the file but without quotes.
  private var row: [UInt8] = []
  /// Where each field of the row ends (at its separator, or at the row's end).
  private var fieldEnds: [Int] = []
  private var values = SummaryValues()
  private var inQuotes = false
  /// A quote just closed inside a quoted field: the next byte decides if it was `""`.
  private var quoteClosed = false
  private var rowTooLong = false
  /// The last byte read outside quotes was a `\r`: a `\n` right after it ends no other line.
  private var afterCarriageReturn = false
  /// The same inside quotes, for the line count.
  private var quotedCarriageReturn = false
  private var line = 1
  private var rowLine = 1
  /// Whether the input's first bytes are still being matched against a byte order mark, and
  /// the bytes matched so far.
  private var atStart = true
  private var heldMark: [UInt8] = []

  package init(since: CalendarDay?, until: CalendarDay?, limits: HealthImportLimits) {
    collector = SummaryCollector(since: since, until: until, limits: limits)
    maximumRowBytes = limits.maximumTagBytes
    row.reserveCapacity(1024)
    fieldEnds.reserveCapacity(16)
  }

  /// The bytes that matter outside quotes, `,`, `\n`, `"` and `\r`, as bits of a 64-bit mask
  /// (all are below 64).
  private static let specials: UInt64 = 1 << 0x2C | 1 << 0x0A | 1 << 0x22 | 1 << 0x0D

  private static func isSpecial(_ byte: UInt8) -> Bool {
    byte < 64 && specials & (1 << UInt64(byte)) != 0
  }

  /// Reads the next bytes.
  ///
  /// - Complexity: O(`bytes.count`).
  package mutating func feed(_ chunk: UnsafeRawBufferPointer) {
    guard let start = chunk.baseAddress, chunk.count > 0 else { return }
    var bytes = UnsafeBufferPointer(
      start: start.assumingMemoryBound(to: UInt8.self), count: chunk.count)
    // A byte order mark is left out, even when it is split between chunks.
    while atStart, let byte = bytes.first {
      if byte == Self.byteOrderMark[heldMark.count] {
        heldMark.append(byte)
        bytes = UnsafeBufferPointer(rebasing: bytes[1...])
        if heldMark.count == Self.byteOrderMark.count {
          atStart = false
          heldMark = []
        }
      } else {
        releaseHeldMark()
      }
    }
    read(bytes)
  }

  private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// Ends the start of the input: the bytes held as a possible byte order mark are content.
  private mutating func releaseHeldMark() {
    atStart = false
    let held = heldMark
    heldMark = []
    held.withUnsafeBufferPointer { read($0) }
  }

  private mutating func read(_ bytes: UnsafeBufferPointer<UInt8>) {
    var index = 0
    let end = bytes.count
    while index < end {
      if afterCarriageReturn {
        // `\r\n` is one line break: the `\r` ended the row.
        afterCarriageReturn = false
        if bytes[index] == UInt8(ascii: "\n") {
          index += 1
          continue
        }
      }
      if inQuotes {
        index = readQuoted(bytes, from: index)
        continue
      }
      // At a row's start, a plain row that ends in this chunk is read where it lies.
      if row.isEmpty, fieldEnds.isEmpty, !rowTooLong,
        let length = readPlainRow(UnsafeBufferPointer(rebasing: bytes[index...]))
      {
        index += length
        continue
      }
      // Plain text: copy the run up to the next special byte in one piece.
      let runStart = index
      while index < end, !Self.isSpecial(bytes[index]) { index += 1 }
      append(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
      guard index < end else { break }
      switch bytes[index] {
      case UInt8(ascii: ","):
        endField()
      case UInt8(ascii: "\""):
        inQuotes = true
      default:
        // `\n`, `\r\n` or a lone `\r` (old Mac line ends): the end of a line.
        afterCarriageReturn = bytes[index] == UInt8(ascii: "\r")
        line += 1
        endRow()
        rowLine = line
      }
      index += 1
    }
  }

  /// Reads a whole row from the start of `bytes` when it has no quote, ends within `bytes` (at
  /// `\n`, `\r\n` or `\r`) and is within the length limit; returns the count of bytes read, its
  /// line break included. For any other row it reads nothing and returns nil; the caller then
  /// gathers that row byte by byte, to the same result.
  private mutating func readPlainRow(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    // The row's bytes, `\r\n` left out, may be up to the limit.
    let searchEnd = min(bytes.count, maximumRowBytes + 2)
    var index = 0
    while index < searchEnd {
      let byte = bytes[index]
      guard Self.isSpecial(byte) else {
        index += 1
        continue
      }
      if byte == UInt8(ascii: ",") {
        fieldEnds.append(index)
        index += 1
        continue
      }
      // The row ends at `\n`, `\r\n` or `\r`; a quote needs the general reading.
      guard byte != UInt8(ascii: "\"") else { break }
      let rowEnd = index
      if byte == UInt8(ascii: "\r") {
        if index + 1 < bytes.count {
          if bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
        } else {
          // A `\n` may start the next chunk.
          afterCarriageReturn = true
        }
      }
      guard rowEnd <= maximumRowBytes else {
        afterCarriageReturn = false
        break
      }
      fieldEnds.append(rowEnd)
      line += 1
      takeRow(UnsafeBufferPointer(rebasing: bytes[0..<rowEnd]))
      rowLine = line
      return index + 1
    }
    fieldEnds.removeAll(keepingCapacity: true)
    return nil
  }

  /// Reads inside a quoted field from `start`; returns the index of the next byte to read.
  private mutating func readQuoted(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    if quoteClosed {
      quoteClosed = false
      if bytes[index] == UInt8(ascii: "\"") {
        // `""`: a quote in the field, and still inside quotes.
        append(UnsafeBufferPointer(rebasing: bytes[index..<(index + 1)]))
        return index + 1
      }
      // The quote ended the quoted part; this byte is read as plain text.
      inQuotes = false
      return index
    }
    while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
      // Line breaks inside a field count as lines too, whatever their kind.
      switch bytes[index] {
      case UInt8(ascii: "\n"):
        if !quotedCarriageReturn { line += 1 }
        quotedCarriageReturn = false
      case UInt8(ascii: "\r"):
        line += 1
        quotedCarriageReturn = true
      default:
        quotedCarriageReturn = false
      }
      index += 1
    }
    append(UnsafeBufferPointer(rebasing: bytes[start..<index]))
    if index < bytes.count {
      quoteClosed = true
      quotedCarriageReturn = false
      index += 1
    }
    return index
  }

  private mutating func append(_ run: UnsafeBufferPointer<UInt8>) {
    guard !run.isEmpty, !rowTooLong else { return }
    guard row.count + run.count <= maximumRowBytes else {
      rowTooLong = true
      return
    }
    row.append(contentsOf: run)
  }

  private mutating func endField() {
    guard !rowTooLong else { return }
    guard row.count < maximumRowBytes else {
      rowTooLong = true
      return
    }
    fieldEnds.append(row.count)
    row.append(UInt8(ascii: ","))
  }

  /// Ends the row gathered byte by byte: at a line break, or at the end of the input, where a
  /// row is a last line without a line break, which may be cut anywhere, and is skipped.
  private mutating func endRow(atEndOfInput: Bool = false) {
    defer {
      row.removeAll(keepingCapacity: true)
      fieldEnds.removeAll(keepingCapacity: true)
      rowTooLong = false
    }
    guard !rowTooLong else {
      collector.warn(
        HealthImportWarning(
          kind: .malformedTag, line: rowLine,
          message: "a CSV row longer than \(maximumRowBytes) bytes; skipped it"))
      return
    }
    fieldEnds.append(row.count)
    if atEndOfInput {
      // A row of empty fields (a blank last line) is no row.
      guard row.count == fieldEnds.count - 1 else {
        collector.warn(
          HealthImportWarning(
            kind: .truncated, line: rowLine,
            message:
              "the CSV's last line has no line break, so it may be cut short; skipped it (end "
              + "the file with a line break to keep it)"))
        return
      }
    }
    row.withUnsafeBufferPointer { takeRow($0) }
  }

  /// Reads one row: `source` holds its fields with one separator byte between each two, and
  /// `fieldEnds` where each ends; `fieldEnds` is emptied.
  private mutating func takeRow(_ source: UnsafeBufferPointer<UInt8>) {
    defer { fieldEnds.removeAll(keepingCapacity: true) }
    // A row of empty fields (a blank line) is no row.
    if source.count == fieldEnds.count - 1 { return }
    guard let columns else {
      readHeader(source)
      return
    }
    if fieldEnds.count < columns.count {
      // Fields missing at its end: a row cut short, whose last field may be cut too.
      collector.warn(
        HealthImportWarning(
          kind: .malformedTag, line: rowLine,
          message:
            "a CSV row with \(fieldEnds.count) field\(fieldEnds.count == 1 ? "" : "s"), the "
            + "header has \(columns.count); skipped it, as it may be cut short"))
      return
    }
    if fieldEnds.count > columns.count {
      collector.warn(
        HealthImportWarning(
          kind: .malformedTag, line: rowLine,
          message:
            "a CSV row with \(fieldEnds.count) fields, the header has \(columns.count); "
            + "read the fields that match a column"))
    }
    values.removeAll()
    var fieldStart = 0
    for (column, fieldEnd) in zip(columns, fieldEnds) {
      if let column { values.set(column, toSource: fieldStart..<fieldEnd) }
      fieldStart = fieldEnd + 1
    }
    SummaryAssembler.assemble(values, source: source, line: rowLine, into: &collector)
  }

  /// Takes a row as the header: each column's field, and a warning for a name given twice
  /// (its later column is read, as the later of two values counts).
  private mutating func readHeader(_ source: UnsafeBufferPointer<UInt8>) {
    var fieldStart = 0
    let names = fieldEnds.map { fieldEnd in
      defer { fieldStart = fieldEnd + 1 }
      return Array(
        SummaryAssembler.trimmed(UnsafeBufferPointer(rebasing: source[fieldStart..<fieldEnd])))
    }
    columns = names.map { $0.withUnsafeBufferPointer(SummaryField.init(name:)) }
    var seen: Set<[UInt8]> = []
    var reported: Set<[UInt8]> = []
    for name in names where !name.isEmpty && !seen.insert(name).inserted {
      guard reported.insert(name).inserted else { continue }
      collector.warn(
        HealthImportWarning(
          kind: .malformedTag, line: rowLine,
          message:
            "the CSV header names \(name.withUnsafeBufferPointer(QuotedText.quotedFromFile)) "
            + "more than once; read the later column"))
    }
  }

  /// Ends the input and returns the summaries with every warning.
  package mutating func finish() -> HealthImport {
    if atStart { releaseHeldMark() }
    if inQuotes, !quoteClosed {
      collector.warn(
        HealthImportWarning(
          kind: .truncated, line: rowLine,
          message: "the CSV ends inside a quoted field, so it looks cut short; skipped this row"))
    } else {
      inQuotes = false
      quoteClosed = false
      endRow(atEndOfInput: true)
    }
    return collector.finish()
  }
}

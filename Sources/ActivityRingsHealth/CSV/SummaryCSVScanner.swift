import ActivityRings

/// A streaming reader of an ActivitySummary table in CSV, as some Health export converters
/// write it: a header row naming the export's attributes (`dateComponents,activeEnergyBurned,…`,
/// in any order), then one row per day. Quoted fields (with `""` for a quote, and line breaks
/// inside quotes), CRLF line ends and a UTF-8 byte order mark are read; rows go through the same
/// rules as XML attributes (see ``SummaryAssembler``).
///
/// ```swift
/// var scanner = SummaryCSVScanner(since: nil, until: nil, limits: HealthImportLimits())
/// scanner.feed(bytes)
/// let result = scanner.finish()
/// ```
struct SummaryCSVScanner {
  private var collector: SummaryCollector
  private let maximumFieldBytes: Int
  private var header: [String]?
  private var fields: [String] = []
  private var field: [UInt8] = []
  private var inQuotes = false
  /// A quote just closed inside a quoted field: the next byte decides if it was `""`.
  private var quoteClosed = false
  private var fieldTooLong = false
  private var line = 1
  private var rowLine = 1
  private var atStart = true

  init(since: CalendarDay?, until: CalendarDay?, limits: HealthImportLimits) {
    collector = SummaryCollector(since: since, until: until, limits: limits)
    maximumFieldBytes = limits.maximumTagBytes
  }

  /// Reads the next bytes.
  ///
  /// - Complexity: O(`bytes.count`).
  mutating func feed(_ bytes: UnsafeRawBufferPointer) {
    var slice = bytes[...]
    if atStart {
      atStart = false
      if slice.starts(with: [0xEF, 0xBB, 0xBF]) { slice = slice.dropFirst(3) }
    }
    for byte in slice {
      read(byte)
    }
  }

  private mutating func read(_ byte: UInt8) {
    if byte == UInt8(ascii: "\n") { line += 1 }
    if inQuotes {
      if quoteClosed {
        quoteClosed = false
        if byte == UInt8(ascii: "\"") {
          append(byte)
          return
        }
        inQuotes = false
      } else {
        if byte == UInt8(ascii: "\"") {
          quoteClosed = true
        } else {
          append(byte)
        }
        return
      }
    }
    switch byte {
    case UInt8(ascii: "\""):
      inQuotes = true
    case UInt8(ascii: ","):
      endField()
    case UInt8(ascii: "\n"):
      endField()
      endRow()
      rowLine = line
    case UInt8(ascii: "\r"):
      break
    default:
      append(byte)
    }
  }

  private mutating func append(_ byte: UInt8) {
    guard field.count < maximumFieldBytes else {
      fieldTooLong = true
      return
    }
    field.append(byte)
  }

  private mutating func endField() {
    fields.append(String(decoding: field, as: UTF8.self))
    field.removeAll(keepingCapacity: true)
  }

  private mutating func endRow() {
    defer {
      fields.removeAll(keepingCapacity: true)
      fieldTooLong = false
    }
    if fields.allSatisfy(\.isEmpty) { return }
    guard let header else {
      let names = fields.map { String(SummaryAssembler.trimmed($0)) }
      header = names
      warnAboutRepeatedColumns(names)
      return
    }
    guard !fieldTooLong else {
      collector.warn(
        HealthImportWarning(
          kind: .malformedTag, line: rowLine,
          message: "a CSV field longer than \(maximumFieldBytes) bytes; skipped the row"))
      return
    }
    if fields.count != header.count {
      collector.warn(
        HealthImportWarning(
          kind: .malformedTag, line: rowLine,
          message:
            "a CSV row with \(fields.count) fields, the header has \(header.count); "
            + "read the fields that match a column"))
    }
    let values = zip(header, fields).map { (name: $0, value: $1) }
    collector.add(SummaryAssembler.assemble(values, line: rowLine), line: rowLine)
  }

  /// A column named twice is read from its later copy (as ``SummaryAssembler`` takes the later
  /// of two values), never silently: one warning per repeated name.
  private mutating func warnAboutRepeatedColumns(_ names: [String]) {
    var seen: Set<String> = []
    var reported: Set<String> = []
    for name in names where !name.isEmpty && !seen.insert(name).inserted {
      guard reported.insert(name).inserted else { continue }
      collector.warn(
        HealthImportWarning(
          kind: .malformedTag, line: rowLine,
          message:
            "the CSV header names \(QuotedText.quoted(name)) more than once; read the later column"
        ))
    }
  }

  /// Ends the input and returns the summaries with every warning.
  mutating func finish() -> HealthImport {
    if inQuotes, !quoteClosed {
      collector.warn(
        HealthImportWarning(
          kind: .truncated, line: rowLine,
          message: "the CSV ends inside a quoted field, so it looks cut short; skipped this row"))
    } else {
      inQuotes = false
      quoteClosed = false
      endField()
      endRow()
    }
    return collector.finish()
  }
}

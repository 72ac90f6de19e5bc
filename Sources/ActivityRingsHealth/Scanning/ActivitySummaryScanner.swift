import ActivityRings
import _ActivityRingsPlatform

/// A streaming scanner that finds every `<ActivitySummary …/>` element in the bytes of an Apple
/// Health `export.xml`, fed in chunks of any size, split anywhere.
///
/// ```swift
/// var scanner = ActivitySummaryScanner(since: try CalendarDay(parsing: "2024-01-01"))
/// for chunk in chunks { chunk.withUnsafeBytes { scanner.feed($0) } }
/// let result = scanner.finish()
/// print(result.summaries.count, result.warnings)
/// ```
///
/// It is not an XML parser: it looks for `<` with `memchr`, reads only `ActivitySummary` start
/// tags in full, and skips everything else. The `<!DOCTYPE …>` declaration is skipped whole,
/// its DTD included (see `DoctypeSkipper`), so only tags in the document's body are summaries
/// (an entity whose text is an `ActivitySummary` tag is not one), and the broken iOS 16 header
/// does not matter. Comments, CDATA sections and processing instructions are skipped as XML
/// says.
/// Inside an `ActivitySummary` tag it follows quotes, so `>` in a value does not end the tag,
/// and a `<` ends a tag that lost its `>` (a warning, then scanning goes on from that `<`).
/// Tags longer than ``HealthImportLimits/maximumTagBytes`` are skipped with a warning.
///
/// Memory stays flat: one tag buffer, the days kept, and at most
/// ``HealthImportLimits/maximumWarnings`` warnings. Time is linear in the input; most bytes are
/// touched only by `memchr` and a vectorised newline count (`NewlineCounter`).
/// (`memchr` for every `<` measured faster here than glibc's `memmem` for `<ActivitySummary`:
/// 30 against 45 ms over 0.5 GB, with a `<` every 155 bytes on average, and it also
/// finds the comments and CDATA sections that must be skipped.)
public struct ActivitySummaryScanner {
  /// The markup the scanner recognises after a `<`, spelled without the `<`.
  private enum Markup {
    case activitySummary, rootStart, rootEnd, comment, cdata, doctype

    var pattern: StaticString {
      switch self {
      case .activitySummary: "ActivitySummary"
      case .rootStart: "HealthData"
      case .rootEnd: "/HealthData"
      case .comment: "!--"
      case .cdata: "![CDATA["
      case .doctype: "!DOCTYPE"
      }
    }

    /// Whether a name that must be followed by a space, `/` or `>`.
    var needsDelimiter: Bool {
      switch self {
      case .activitySummary, .rootStart, .rootEnd, .doctype: true
      case .comment, .cdata: false
      }
    }
  }

  /// Markup whose contents are skipped up to a terminator.
  private enum Skipped {
    case comment, cdata, processingInstruction

    var terminator: StaticString {
      switch self {
      case .comment: "-->"
      case .cdata: "]]>"
      case .processingInstruction: "?>"
      }
    }

    var name: String {
      switch self {
      case .comment: "a comment"
      case .cdata: "a CDATA section"
      case .processingInstruction: "a processing instruction"
      }
    }
  }

  private enum State {
    /// Between markup: looking for the next `<`.
    case text
    /// Just after a `<`.
    case open
    /// Matching a known markup name; the count of its bytes matched so far.
    case name(Markup, matched: Int)
    /// Inside skipped markup; the count of its terminator's bytes matched so far.
    case skipping(Skipped, matched: Int)
    /// Inside an `ActivitySummary` tag; the open quote, or 0 outside quotes.
    case tag(quote: UInt8)
    /// Inside an `ActivitySummary` tag that passed the length limit, skipping to its end.
    case overlongTag(quote: UInt8)
    /// Inside a `<!DOCTYPE …>` declaration, skipped with its DTD.
    case doctype(DoctypeSkipper)
  }

  private static let lessThan = UInt8(ascii: "<")
  private static let greaterThan = UInt8(ascii: ">")
  /// The bytes that matter inside a tag, `<`, `>`, `"` and `'`, as bits of a 64-bit mask
  /// (all are below 64).
  private static let tagSpecials: UInt64 =
    1 << 0x3C | 1 << 0x3E | 1 << 0x22 | 1 << 0x27

  private var state = State.text
  private var collector: SummaryCollector
  private var tagBuffer: [UInt8] = []
  private var attributeParser = TagAttributeParser()
  /// The values of the tag being read, reused from tag to tag.
  private var values = SummaryValues()
  /// The byte offset and line of the `<` of the markup being read.
  private var markupOffset: Int64 = 0
  private var markupLine = 1
  /// The line at `lineCursor` in the current chunk.
  private var line = 1
  private var lineCursor = 0
  private var sawRootStart = false
  private var sawRootEnd = false

  /// How many bytes have been fed so far.
  public private(set) var bytesScanned: Int64 = 0

  /// The limits in force.
  public let limits: HealthImportLimits

  /// Creates a scanner that keeps the days from `since` to `until`, both included (nil: no
  /// bound).
  public init(
    since: CalendarDay? = nil, until: CalendarDay? = nil,
    limits: HealthImportLimits = HealthImportLimits()
  ) {
    self.limits = limits
    collector = SummaryCollector(since: since, until: until, limits: limits)
    tagBuffer.reserveCapacity(1024)
  }

  /// Whether a `<HealthData` start tag has been seen: the input is an export.
  public var hasSeenHealthData: Bool { sawRootStart }

  /// The number of distinct days kept so far.
  public var dayCount: Int { collector.dayCount }

  /// Scans the next bytes of the export.
  ///
  /// - Complexity: O(`chunk.count`).
  public mutating func feed(_ chunk: UnsafeRawBufferPointer) {
    guard let start = chunk.baseAddress, chunk.count > 0 else { return }
    let base = start.assumingMemoryBound(to: UInt8.self)
    let bytes = UnsafeBufferPointer(start: base, count: chunk.count)
    let end = bytes.count
    lineCursor = 0
    var index = 0
    while index < end {
      guard case .text = state else {
        index = step(bytes, at: index)
        continue
      }
      let position: Int
      if bytes[index] == Self.lessThan {
        // Markup right after markup (`<<<…`): no call to find what is already here.
        position = index
      } else {
        guard let found = memchr(base + index, Int32(Self.lessThan), end - index) else {
          index = end
          break
        }
        position = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
      }
      index = position + 1
      // Most tags (`<Record`, `</Record>`, `<MetadataEntry`…) are dismissed by their first
      // byte. A name the scanner wants is compared whole where the chunk holds it, so that
      // markup that only starts like one (`<A<A…`, `<H…`) costs one comparison, not a walk
      // byte by byte; a name cut by the chunk's end is read the general way.
      guard index < end else {
        openMarkup(at: position, in: bytes)
        continue
      }
      let markup: Markup
      switch bytes[index] {
      case UInt8(ascii: "A"): markup = .activitySummary
      case UInt8(ascii: "H"): markup = .rootStart
      case UInt8(ascii: "/"):
        // Closing tags matter only for `</HealthData`.
        if index + 1 < end, bytes[index + 1] != UInt8(ascii: "H") { continue }
        markup = .rootEnd
      case UInt8(ascii: "!"), UInt8(ascii: "?"):
        openMarkup(at: position, in: bytes)
        continue
      default:
        continue
      }
      let length = markup.pattern.utf8CodeUnitCount
      guard end - index > length else {
        openMarkup(at: position, in: bytes)
        continue
      }
      // The second byte first, inline: most near-misses (`<A<A…`) end there, without a call.
      guard bytes[index + 1] == markup.pattern.utf8Start[1],
        memcmp(base + index, markup.pattern.utf8Start, length) == 0
      else { continue }
      let next = bytes[index + length]
      guard next <= 0x20 || next == UInt8(ascii: "/") || next == Self.greaterThan else {
        continue
      }
      markupLine = lineAt(position, in: bytes)
      markupOffset = bytesScanned + Int64(position)
      index += length
      guard markup == .activitySummary else {
        // `<HealthData` or `</HealthData`, read whole: back to text from the byte after it.
        if markup == .rootStart { sawRootStart = true } else { sawRootEnd = true }
        continue
      }
      // A plainly well-formed tag is read in one pass where it lies; anything else (a tag cut
      // by the chunk's end, a problem to report) is collected and read the general way.
      let rest = UnsafeBufferPointer(rebasing: bytes[index..<end])
      if let length = attributeParser.parseWellFormed(
        rest, limit: limits.maximumTagBytes, into: &values)
      {
        SummaryAssembler.assemble(values, source: rest, line: markupLine, into: &collector)
        index += length
      } else {
        tagBuffer.removeAll(keepingCapacity: true)
        state = .tag(quote: 0)
      }
    }
    _ = lineAt(end, in: bytes)
    bytesScanned += Int64(end)
  }

  /// Starts reading the markup whose `<` is at `position` byte by byte: its line and offset
  /// noted, for a warning about it (an export cut inside `<HealthData` names that line,
  /// however the input is cut into chunks).
  private mutating func openMarkup(at position: Int, in bytes: UnsafeBufferPointer<UInt8>) {
    markupLine = lineAt(position, in: bytes)
    markupOffset = bytesScanned + Int64(position)
    state = .open
  }

  /// Scans the next bytes of the export.
  public mutating func feed(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { feed($0) }
  }

  /// Ends the input: reports an export that stops inside a tag or comment, or before
  /// `</HealthData>`, and returns the summaries sorted by day with every warning.
  public mutating func finish() -> HealthImport {
    let kept = collector.dayCount
    let keptText = "kept the \(kept) day\(kept == 1 ? "" : "s") read before it"
    switch state {
    case .text:
      if sawRootStart, !sawRootEnd {
        collector.warn(
          HealthImportWarning(
            kind: .truncated, byteOffset: bytesScanned,
            message: "the export ends without </HealthData>, so it looks cut short; \(keptText)"))
      }
    case .open, .name:
      collector.warn(
        HealthImportWarning(
          kind: .truncated, line: markupLine,
          message: "the export ends inside a tag, so it looks cut short; \(keptText)"))
    case .skipping(let skipped, _):
      collector.warn(
        HealthImportWarning(
          kind: .truncated, line: markupLine,
          message:
            "the export ends inside \(skipped.name) that starts here, so nothing after this "
            + "line was read; \(keptText)"))
    case .doctype:
      collector.warn(
        HealthImportWarning(
          kind: .truncated, line: markupLine,
          message:
            "the export ends inside its <!DOCTYPE> declaration (the DTD) that starts here, so "
            + "nothing after this line was read; \(keptText)"))
    case .tag, .overlongTag:
      collector.warn(
        HealthImportWarning(
          kind: .truncated, line: markupLine,
          message:
            "the export ends inside this ActivitySummary tag, which is lost; \(keptText)"))
    }
    state = .text
    return collector.finish()
  }

  /// Handles one byte outside plain text; returns the index of the next byte to read (the same
  /// index when the byte must be read again in the state just entered).
  private mutating func step(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
    let byte = bytes[index]
    switch state {
    case .text:
      return index
    case .open:
      switch byte {
      case UInt8(ascii: "A"): state = .name(.activitySummary, matched: 1)
      case UInt8(ascii: "H"): state = .name(.rootStart, matched: 1)
      case UInt8(ascii: "/"): state = .name(.rootEnd, matched: 1)
      case UInt8(ascii: "!"): state = .name(.comment, matched: 1)
      case UInt8(ascii: "?"): state = .skipping(.processingInstruction, matched: 0)
      default:
        state = .text
        return index
      }
      return index + 1
    case .name(let markup, let matched):
      return matchName(markup, matched: matched, byte: byte, at: index)
    case .skipping(let skipped, let matched):
      let terminator = skipped.terminator.utf8Start
      let length = skipped.terminator.utf8CodeUnitCount
      if matched == 0, byte != terminator[0], let base = bytes.baseAddress {
        // Inside a comment, CDATA or processing instruction: on to its terminator's first byte.
        let rest = bytes.count - index - 1
        guard let found = memchr(base + index + 1, Int32(terminator[0]), rest) else {
          return bytes.count
        }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
      }
      if byte == terminator[matched] {
        if matched + 1 == length {
          state = .text
        } else {
          state = .skipping(skipped, matched: matched + 1)
        }
      } else if byte == terminator[0] {
        // "--->" and "]]]>" still end: a repeated first byte keeps the longest match.
        let keeps = matched > 1 && terminator[1] == terminator[0]
        state = .skipping(skipped, matched: keeps ? matched : 1)
      } else {
        state = .skipping(skipped, matched: 0)
      }
      return index + 1
    case .tag(let quote):
      return collectTag(bytes, from: index, quote: quote)
    case .doctype(var skipper):
      let (next, ending) = skipper.skip(bytes, from: index)
      switch ending {
      case nil:
        state = .doctype(skipper)
      case .closed:
        state = .text
      case .afterLessThan:
        // An element starts inside a DTD that never closed: read it from its `<`, which may
        // have been the last byte of the chunk before.
        markupLine = lineAt(max(next - 1, 0), in: bytes)
        markupOffset = bytesScanned + Int64(next) - 1
        state = .open
      }
      return next
    case .overlongTag(let quote):
      if byte == Self.lessThan {
        state = .text
        return index
      }
      if quote == 0 {
        if byte == Self.greaterThan {
          state = .text
        } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
          state = .overlongTag(quote: byte)
        }
      } else if byte == quote {
        state = .overlongTag(quote: 0)
      }
      return index + 1
    }
  }

  private mutating func matchName(_ markup: Markup, matched: Int, byte: UInt8, at index: Int)
    -> Int
  {
    let pattern = markup.pattern.utf8Start
    let length = markup.pattern.utf8CodeUnitCount
    guard matched < length else {
      // The whole name matched; it counts only if the name ends here.
      guard byte <= 0x20 || byte == UInt8(ascii: "/") || byte == Self.greaterThan else {
        state = .text
        return index
      }
      switch markup {
      case .activitySummary:
        tagBuffer.removeAll(keepingCapacity: true)
        state = .tag(quote: 0)
      case .rootStart:
        sawRootStart = true
        state = .text
      case .rootEnd:
        sawRootEnd = true
        state = .text
      case .doctype:
        state = .doctype(DoctypeSkipper())
      case .comment, .cdata:
        state = .text
      }
      return index
    }
    if byte == pattern[matched] {
      if matched + 1 == length, !markup.needsDelimiter {
        state = .skipping(markup == .comment ? .comment : .cdata, matched: 0)
      } else {
        state = .name(markup, matched: matched + 1)
      }
      return index + 1
    }
    if markup == .comment, matched == 1, byte == UInt8(ascii: "[") {
      state = .name(.cdata, matched: 2)
      return index + 1
    }
    if markup == .comment, matched == 1, byte == UInt8(ascii: "D") {
      state = .name(.doctype, matched: 2)
      return index + 1
    }
    // Not markup the scanner wants (`<!DOCTYPE`, `<Record`…): back to text, and read this byte
    // again there, since it may be the `<` of the next tag.
    state = .text
    return index
  }

  /// Reads the bytes of an `ActivitySummary` tag from `start`, as far as its end, the chunk's
  /// end or the length limit; returns the index of the next byte to read. The bytes between
  /// the special ones (`<`, `>`, quotes) are appended to the tag buffer a run at a time.
  private mutating func collectTag(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, quote: UInt8
  ) -> Int {
    var quote = quote
    var index = start
    // The byte that would take the buffer past the limit is the last one read here.
    let room = limits.maximumTagBytes - tagBuffer.count
    let stop = bytes.count - start > room ? start + room + 1 : bytes.count
    while index < stop {
      let byte = bytes[index]
      // Most bytes of a tag are letters, digits and spaces: one test passes them by.
      if byte >= 64 || Self.tagSpecials & (1 << UInt64(byte)) == 0 {
        index += 1
        continue
      }
      if byte == Self.lessThan {
        // XML allows no `<` inside a tag, quoted or not: this tag lost its `>` (or a quote).
        collector.warn(
          HealthImportWarning(
            kind: .malformedTag, line: markupLine,
            message: "an ActivitySummary tag without its closing '>'; skipped it"))
        state = .text
        return index
      }
      if quote == 0 {
        if byte == Self.greaterThan {
          let rest = UnsafeBufferPointer(rebasing: bytes[start..<index])
          if tagBuffer.isEmpty {
            // The whole tag is in this chunk (the usual case): read it where it is.
            completeTag(rest)
          } else {
            tagBuffer.append(contentsOf: rest)
            tagBuffer.withUnsafeBufferPointer { completeTag($0) }
          }
          state = .text
          return index + 1
        }
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
          quote = byte
        }
      } else if byte == quote {
        quote = 0
      }
      index += 1
    }
    tagBuffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
    if tagBuffer.count > limits.maximumTagBytes {
      collector.warn(
        HealthImportWarning(
          kind: .malformedTag, line: markupLine,
          message:
            "an ActivitySummary tag longer than \(limits.maximumTagBytes) bytes; skipped it"))
      tagBuffer.removeAll(keepingCapacity: false)
      tagBuffer.reserveCapacity(1024)
      state = .overlongTag(quote: quote)
    } else {
      state = .tag(quote: quote)
    }
    return index
  }

  /// Reads the attributes of a whole tag (the bytes after its name, without the `>`).
  private mutating func completeTag(_ tag: UnsafeBufferPointer<UInt8>) {
    do {
      try attributeParser.parse(tag, into: &values)
    } catch {
      collector.warn(
        HealthImportWarning(
          kind: .malformedTag, line: markupLine,
          message: "a malformed ActivitySummary tag (\(error.reason)); skipped it"))
      return
    }
    SummaryAssembler.assemble(values, source: tag, line: markupLine, into: &collector)
  }

  /// The line of `bytes[index]`, counting newlines from where the last count stopped.
  private mutating func lineAt(_ index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    guard index > lineCursor else { return line }
    line += NewlineCounter.count(in: bytes, from: lineCursor, to: index)
    lineCursor = index
    return line
  }
}

import _ActivityRingsPlatform

/// Skips a `<!DOCTYPE …>` declaration, its internal subset (the DTD) included, fed in chunks
/// split anywhere, so that nothing declared there becomes part of the document: an entity whose
/// text is an `<ActivitySummary …/>` tag stays text.
///
/// ```swift
/// var skipper = DoctypeSkipper()
/// // bytes: ` HealthData [<!ENTITY e "<ActivitySummary …/>">]><HealthData>`
/// let (next, ending) = skipper.skip(bytes, from: 0)
/// // ending == .closed, next: the index of `<HealthData>`
/// ```
///
/// Quoted literals (entity values, defaults), comments and processing instructions are skipped
/// whole, so a `]` or `>` inside them does not end anything. The real exports' quirks read as
/// before: the iOS 16 DTD whose last `<!ATTLIST` lacks its `>` still ends at its `]>`. A DTD
/// that never closes its subset ends where an element starts (a `<` followed by anything but
/// `!` or `?`), and a declaration that lost its `>` ends at the next `<`: the body is read from
/// there.
///
/// Memory: none. Time: linear, a few byte tests per byte of the declaration, `memchr` inside
/// literals.
struct DoctypeSkipper {
  /// How a call ended the declaration.
  enum Ending: Equatable {
    /// At its `>` (the returned index is just past it), or at a `<` that starts the body (the
    /// returned index is that `<`, to be read again as markup).
    case closed
    /// At an element's start inside the subset: the returned index is just past its `<`.
    case afterLessThan
  }

  private enum Part: Equatable {
    /// Outside the internal subset: the name, an external identifier, `[…]`, then `>`.
    case declaration
    /// Inside `[…]`, between or inside declarations.
    case subset
    /// Inside a quoted literal, in the subset or outside it.
    case literal(quote: UInt8, inSubset: Bool)
    /// Just after a `<` in the subset.
    case afterLessThan
    /// Just after `<!`, and after `<!-`.
    case afterBang, afterBangDash
    /// Inside a comment; how many `-` were just read (up to 2).
    case comment(dashes: Int)
    /// Inside a processing instruction; whether a `?` was just read.
    case processingInstruction(afterQuestionMark: Bool)
  }

  private var part = Part.declaration

  /// Reads the declaration from `start` to its end or to the end of `bytes`; returns the index
  /// of the next byte to read and how the declaration ended (nil: it goes on in the next
  /// chunk).
  ///
  /// - Complexity: O(the bytes read).
  mutating func skip(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (
    next: Int, ending: Ending?
  ) {
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      switch part {
      case .declaration:
        switch byte {
        case UInt8(ascii: ">"): return (index + 1, .closed)
        case UInt8(ascii: "<"): return (index, .closed)
        case UInt8(ascii: "["): part = .subset
        case UInt8(ascii: "\""), UInt8(ascii: "'"): part = .literal(quote: byte, inSubset: false)
        default: break
        }
      case .subset:
        switch byte {
        case UInt8(ascii: "]"): part = .declaration
        case UInt8(ascii: "<"): part = .afterLessThan
        case UInt8(ascii: "\""), UInt8(ascii: "'"): part = .literal(quote: byte, inSubset: true)
        default: break
        }
      case .literal(let quote, let inSubset):
        guard let base = bytes.baseAddress,
          let found = memchr(base + index, Int32(quote), bytes.count - index)
        else { return (bytes.count, nil) }
        index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        part = inSubset ? .subset : .declaration
      case .afterLessThan:
        switch byte {
        case UInt8(ascii: "!"): part = .afterBang
        case UInt8(ascii: "?"): part = .processingInstruction(afterQuestionMark: false)
        default:
          // Not DTD markup: the subset ended without its `]>`; the body starts at this tag.
          part = .declaration
          return (index, .afterLessThan)
        }
      case .afterBang, .afterBangDash:
        guard byte == UInt8(ascii: "-") else {
          // `<!ELEMENT`, `<!ATTLIST`, `<!ENTITY`…: read as the rest of the subset.
          part = .subset
          continue
        }
        part = part == .afterBang ? .afterBangDash : .comment(dashes: 0)
      case .comment(let dashes):
        if byte == UInt8(ascii: "-") {
          part = .comment(dashes: min(dashes + 1, 2))
        } else {
          part = byte == UInt8(ascii: ">") && dashes == 2 ? .subset : .comment(dashes: 0)
        }
      case .processingInstruction(let afterQuestionMark):
        if byte == UInt8(ascii: ">"), afterQuestionMark {
          part = .subset
        } else {
          part = .processingInstruction(afterQuestionMark: byte == UInt8(ascii: "?"))
        }
      }
      index += 1
    }
    return (index, nil)
  }
}

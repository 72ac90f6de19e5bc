import ActivityRings

/// Wraps a draw list's accessibility text within a width, on as many lines as it takes or on
/// at most a given number, or fits it on one line.
///
/// In order, it tries: the text as it is; a compact form ("Move: 350 of 500 calories,
/// 70 percent." becomes "Move: 350/500 cal 70%."); the percentages alone ("Move: 70%."); that
/// cut short with an ellipsis (`…`, or `...` when only ASCII is allowed). Control characters
/// become spaces; with `asciiOnly`, non-ASCII characters become their ASCII counterparts or `?`
/// (``ASCIIFallback``), so the caption never adds a byte ≥ 0x80 or an escape to plain output.
enum CaptionFormatter {
  /// Word replacements that shorten the core's accessibility sentence; text the core writes
  /// differently is left as it is and, if need be, cut short.
  static let compactions: [(String, String)] = [
    (" percent", "%"),
    (" of ", "/"),
    (" calories", " cal"),
    (" kilojoules", " kJ"),
    (" minutes", " min"),
    (" hours", " h"),
  ]

  /// The caption for `text`, at most `width` characters.
  ///
  /// ```swift
  /// CaptionFormatter.caption("Move: 350 of 500 calories, 70 percent.", width: 22, asciiOnly: true)
  /// // "Move: 350/500 cal 70%."
  /// ```
  static func caption(_ text: String, width: Int, asciiOnly: Bool) -> String {
    let clean = asciiOnly ? asciiSafe(text) : withoutControlCharacters(text)
    guard clean.count > width else { return clean }
    var compact = clean
    for (long, short) in compactions { compact = replacing(long, with: short, in: compact) }
    compact = removingCommasBeforeDigits(compact)
    guard compact.count > width else { return compact }
    compact = percentagesOnly(compact)
    guard compact.count > width else { return compact }
    let ellipsis = asciiOnly ? "..." : "…"
    guard width > ellipsis.count else { return String(ellipsis.prefix(max(0, width))) }
    var cut = String(compact.prefix(width - ellipsis.count))
    while cut.last == " " || cut.last == ";" || cut.last == "," { cut.removeLast() }
    return cut + ellipsis
  }

  /// The caption for `text` on lines of at most `width` characters, at most `most` of them:
  /// the text wrapped between words (a word longer than a line is cut), else its compact form
  /// wrapped, else its percentages wrapped, else one line as ``caption(_:width:asciiOnly:)``
  /// shortens it.
  ///
  /// ```swift
  /// CaptionFormatter.lines(
  ///   "Move: 350 of 500 calories, 70 percent.", width: 20, most: 2, asciiOnly: true)
  /// // ["Move: 350/500 cal", "70%."]: the whole sentence takes three lines
  /// ```
  static func lines(_ text: String, width: Int, most: Int, asciiOnly: Bool) -> [String] {
    guard width > 0, most > 0 else { return [] }
    let clean = asciiOnly ? asciiSafe(text) : withoutControlCharacters(text)
    var compact = clean
    for (long, short) in compactions { compact = replacing(long, with: short, in: compact) }
    compact = removingCommasBeforeDigits(compact)
    for form in [clean, compact, percentagesOnly(compact)] {
      let wrapped = wrap(form, width: width)
      if wrapped.count <= most { return wrapped }
    }
    return [caption(text, width: width, asciiOnly: asciiOnly)]
  }

  /// `text` on lines of at most `width` characters, broken at spaces; a word longer than a
  /// line is cut into lines of its own.
  private static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      var word = Substring(word)
      if !line.isEmpty, line.count + 1 + word.count <= width {
        line += " " + word
        continue
      }
      if !line.isEmpty { lines.append(line) }
      while word.count > width {
        lines.append(String(word.prefix(width)))
        word = word.dropFirst(width)
      }
      line = String(word)
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  /// "Move: 350/500 cal 70%. Stand: no data." → "Move: 70%. Stand: no data.": each sentence
  /// whose last word is a percentage keeps only its first word (the ring's name) and that
  /// percentage.
  private static func percentagesOnly(_ text: String) -> String {
    let endsWithFullStop = text.hasSuffix(".")
    let body = endsWithFullStop ? String(text.dropLast()) : text
    let parts = body.split(separator: ". ", omittingEmptySubsequences: false).map { part in
      let words = part.split(separator: " ")
      guard words.count > 2, let first = words.first, let last = words.last, last.hasSuffix("%")
      else { return String(part) }
      return "\(first) \(last)"
    }
    return parts.joined(separator: ". ") + (endsWithFullStop ? "." : "")
  }

  /// "Move: 350/500 cal, 70%" → "Move: 350/500 cal 70%".
  private static func removingCommasBeforeDigits(_ text: String) -> String {
    var result = ""
    var characters = Array(text)[...]
    while let character = characters.popFirst() {
      if character == ",", characters.first == " ", let digit = characters.dropFirst().first,
        digit.isNumber
      {
        continue
      }
      result.append(character)
    }
    return result
  }

  /// Control characters (line feeds, ESC…) become spaces: the caption breaks only where it is
  /// wrapped and cannot smuggle escape sequences into the output.
  private static func withoutControlCharacters(_ text: String) -> String {
    LabelBlock.singleLine(text)
  }

  /// `text` with every `target` replaced by `replacement`, left to right, matched on UTF-8
  /// bytes (the compactions are ASCII words).
  static func replacing(_ target: String, with replacement: String, in text: String) -> String {
    let bytes = Array(text.utf8)
    let needle = Array(target.utf8)
    guard !needle.isEmpty, bytes.count >= needle.count else { return text }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      if index + needle.count <= bytes.count,
        bytes[index..<(index + needle.count)].elementsEqual(needle)
      {
        result.append(contentsOf: replacement.utf8)
        index += needle.count
      } else {
        result.append(bytes[index])
        index += 1
      }
    }
    return String(decoding: result, as: UTF8.self)
  }

  private static func asciiSafe(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        withoutControlCharacters(text).unicodeScalars.map(ASCIIFallback.scalar)))
  }
}

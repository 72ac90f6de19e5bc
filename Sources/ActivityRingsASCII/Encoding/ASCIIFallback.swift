/// What a character becomes where only ASCII may be printed: punctuation with a plain
/// counterpart becomes it (the en dash of "May 6–12, 2019" a hyphen, curly quotes straight
/// ones, a no-break space a space), anything else `?`, one character for one so columns stay.
///
/// ```swift
/// ASCIIFallback.scalar("–")   // "-"
/// ASCIIFallback.scalar("é")   // "?"
/// ```
enum ASCIIFallback {
  /// `scalar` itself when it is ASCII, else its plain counterpart or `?`.
  static func scalar(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    if scalar.isASCII { return scalar }
    switch scalar.value {
    case 0x2010...0x2015, 0x2212: return "-"  // hyphens, dashes, minus
    case 0x2018, 0x2019, 0x201A, 0x2032: return "'"
    case 0x201C, 0x201D, 0x201E, 0x2033: return "\""
    case 0x00A0, 0x2007, 0x202F: return " "  // no-break spaces
    case 0x2026: return "."  // an ellipsis, in one column
    default: return "?"
    }
  }
}

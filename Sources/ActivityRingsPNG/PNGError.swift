/// Why PNG bytes could not be written or read.
///
/// ```swift
/// do {
///   _ = try PNGDecoder().decode([0x89, 0x50])
/// } catch {
///   print(error)  // not a PNG: the 8-byte signature is missing
/// }
/// ```
public enum PNGError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The bytes do not start with the PNG signature.
  case notPNG
  /// The data ends early; the text says where.
  case truncated(String)
  /// The data is malformed; the text says how.
  case corrupt(String)
  /// A chunk's stored CRC does not match its contents.
  case checksumMismatch(chunk: String)
  /// A valid PNG that this decoder does not read (palette, 16-bit, grey, interlaced, …).
  case unsupported(String)
  /// The image cannot be encoded (e.g. it has no pixels).
  case invalidImage(String)
  /// The frames, delays or play count cannot make an animated PNG (no frames, frames of
  /// different sizes, a delay per frame missing, frame times that do not increase, …).
  case invalidAnimation(String)
  /// A text entry PNG does not allow: a keyword that is empty, too long or not printable, or
  /// text holding the NUL character.
  ///
  /// ```swift
  /// try PNGText(keyword: "", text: "rings")  // throws .invalidText(…)
  /// ```
  case invalidText(String)
  /// zlib reported an error while compressing or decompressing.
  case compression(String)

  /// One line naming the problem.
  public var description: String {
    switch self {
    case .notPNG: "not a PNG: the 8-byte signature is missing"
    case .truncated(let detail): "truncated PNG: \(detail)"
    case .corrupt(let detail): "corrupt PNG: \(detail)"
    case .checksumMismatch(let chunk): "corrupt PNG: CRC mismatch in chunk \(chunk)"
    case .unsupported(let detail): "unsupported PNG: \(detail)"
    case .invalidImage(let detail): "cannot encode PNG: \(detail)"
    case .invalidAnimation(let detail): "cannot encode animated PNG: \(detail)"
    case .invalidText(let detail): "cannot write PNG text: \(detail)"
    case .compression(let detail): "zlib: \(detail)"
    }
  }
}

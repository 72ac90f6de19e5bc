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
  ///
  /// ```swift
  /// try PNGDecoder().decode(Array("GIF89a".utf8))  // throws PNGError.notPNG
  /// ```
  case notPNG
  /// The data ends early; the text says where.
  ///
  /// ```swift
  /// try PNGDecoder().decode(png.prefix(40))  // throws .truncated("chunk pHYs needs …")
  /// ```
  case truncated(String)
  /// The data is malformed; the text says how.
  ///
  /// ```swift
  /// PNGError.corrupt("no IDAT chunk").description  // "corrupt PNG: no IDAT chunk"
  /// ```
  case corrupt(String)
  /// A chunk's stored CRC does not match its contents.
  ///
  /// ```swift
  /// PNGError.checksumMismatch(chunk: "IDAT").description  // "corrupt PNG: CRC mismatch in chunk IDAT"
  /// ```
  case checksumMismatch(chunk: String)
  /// A valid PNG that this decoder does not read (palette, 16-bit, grey, interlaced, …).
  ///
  /// ```swift
  /// PNGError.unsupported("Adam7 interlacing").description  // "unsupported PNG: Adam7 interlacing"
  /// ```
  case unsupported(String)
  /// The image cannot be encoded (e.g. it has no pixels).
  ///
  /// ```swift
  /// try PNGEncoder().encode(RGBAImage(width: 0, height: 0))  // throws .invalidImage(…)
  /// ```
  case invalidImage(String)
  /// The frames, delays or play count cannot make an animated PNG (no frames, frames of
  /// different sizes, a delay per frame missing, frame times that do not increase, …).
  ///
  /// ```swift
  /// try APNGEncoder().encode(frames: [], delays: [])  // throws .invalidAnimation(…)
  /// ```
  case invalidAnimation(String)
  /// zlib reported an error while compressing or decompressing.
  ///
  /// ```swift
  /// PNGError.compression("deflate failed with status -2").description  // "zlib: deflate failed …"
  /// ```
  case compression(String)

  /// One line naming the problem.
  ///
  /// ```swift
  /// PNGError.unsupported("16-bit samples").description  // "unsupported PNG: 16-bit samples"
  /// ```
  public var description: String {
    switch self {
    case .notPNG: "not a PNG: the 8-byte signature is missing"
    case .truncated(let detail): "truncated PNG: \(detail)"
    case .corrupt(let detail): "corrupt PNG: \(detail)"
    case .checksumMismatch(let chunk): "corrupt PNG: CRC mismatch in chunk \(chunk)"
    case .unsupported(let detail): "unsupported PNG: \(detail)"
    case .invalidImage(let detail): "cannot encode PNG: \(detail)"
    case .invalidAnimation(let detail): "cannot encode animated PNG: \(detail)"
    case .compression(let detail): "zlib: \(detail)"
    }
  }
}

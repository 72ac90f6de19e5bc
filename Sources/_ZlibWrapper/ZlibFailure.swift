/// Why zlib could not compress or decompress a buffer; the callers (PNG, zip) put it in their
/// own words.
package enum ZlibFailure: Error, Sendable, Hashable, CustomStringConvertible {
  /// The input or output of this many bytes is more than zlib takes at once (4 GiB).
  case tooLarge(Int)
  /// zlib reported an error status; the text says which call and zlib's message.
  case library(String)
  /// The compressed data is malformed; the text is zlib's status and message.
  case corrupt(String)
  /// The compressed data stops after producing this many bytes.
  case truncated(produced: Int)
  /// The data holds more bytes than expected.
  case longer
  /// The data is complete but holds this many bytes, fewer than expected.
  case wrongLength(Int)

  /// The failure in zlib's terms.
  package var description: String {
    switch self {
    case .tooLarge(let count): "\(count) bytes is more than zlib takes at once"
    case .library(let text): text
    case .corrupt(let text): "the data does not inflate (\(text))"
    case .truncated(let produced): "the data stops after \(produced) bytes"
    case .longer: "the data is longer than expected"
    case .wrongLength(let produced): "the data holds \(produced) bytes"
    }
  }
}

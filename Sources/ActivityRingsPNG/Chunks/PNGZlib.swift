import _ZlibWrapper

/// zlib for PNG image data, its failures in PNG's words (``PNGError``).
enum PNGZlib {
  /// `input` compressed into one zlib stream at `level` (1…9).
  ///
  /// - Throws: ``PNGError/invalidImage(_:)`` from 4 GiB, ``PNGError/compression(_:)`` if zlib
  ///   fails.
  static func compress(_ input: [UInt8], level: Int32) throws(PNGError) -> [UInt8] {
    do {
      return try Zlib.compress(input, level: level)
    } catch .tooLarge(let count) {
      throw .invalidImage("\(count) bytes of image data is more than zlib takes at once")
    } catch {
      throw .compression("\(error)")
    }
  }

  /// One zlib stream of exactly `expectedSize` bytes, decompressed.
  ///
  /// - Throws: ``PNGError/truncated(_:)`` when the stream stops early,
  ///   ``PNGError/corrupt(_:)`` when it is malformed or its length differs from `expectedSize`,
  ///   ``PNGError/unsupported(_:)`` from 4 GiB.
  static func decompress(_ input: [UInt8], expectedSize: Int) throws(PNGError) -> [UInt8] {
    do {
      return try Zlib.decompress(input, expectedSize: expectedSize)
    } catch {
      switch error {
      case .tooLarge: throw .unsupported("more than 4 GiB of image data")
      case .library(let text): throw .compression(text)
      case .wrongLength(let produced):
        throw .corrupt("image data holds \(produced) bytes, the header asks for \(expectedSize)")
      case .longer: throw .corrupt("image data is longer than the header's \(expectedSize) bytes")
      case .truncated(let produced):
        throw .truncated(
          "the compressed image data stops after \(produced) of \(expectedSize) bytes")
      case .corrupt(let text): throw .corrupt("image data does not inflate (\(text))")
      }
    }
  }
}

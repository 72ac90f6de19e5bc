import CGiflib
import Synchronization

/// giflib's colour quantiser, `GifQuantizeBuffer`: Heckbert's median cut over the colours
/// reduced to 5 bits per channel.
enum GiflibQuantizer {
  /// giflib's median cut sorts with `qsort` and a comparator that reads the axis from a static
  /// variable, so two quantisations at once can sort by each other's axis: one at a time.
  private static let giflibSort = Mutex(())

  /// At most `maximumColors` colours for the pixels whose channels are `red`, `green` and
  /// `blue` (one entry per pixel, equal counts), and each pixel's index into them.
  ///
  /// The colours come back at 5-bit precision (multiples of 8), as giflib makes them; callers
  /// refine them to their pixels' means.
  ///
  /// - Precondition: the three channels hold the same, non-zero number of pixels, and
  ///   1 ≤ `maximumColors` ≤ 256.
  /// - Throws: ``GIFError/giflib(_:)`` when giflib fails.
  /// - Complexity: O(pixels + 32³) time, O(32³) memory for the 15-bit histogram; calls wait
  ///   for each other (see `giflibSort`).
  static func quantize(red: [UInt8], green: [UInt8], blue: [UInt8], maximumColors: Int)
    throws(GIFError) -> (colors: [GIFColor], indices: [UInt8])
  {
    precondition(red.count == green.count && green.count == blue.count && !red.isEmpty)
    precondition((1...256).contains(maximumColors))
    var (red, green, blue) = (red, green, blue)
    var indices = [UInt8](repeating: 0, count: red.count)
    var table = [GifColorType](repeating: GifColorType(), count: 256)
    var count = Int32(maximumColors)
    // One row of every pixel: the quantiser reads Width × Height entries of each channel.
    let status = giflibSort.withLock { _ in
      GifQuantizeBuffer(UInt32(red.count), 1, &count, &red, &green, &blue, &indices, &table)
    }
    guard status == GIF_OK, (1...Int32(maximumColors)).contains(count) else {
      throw .giflib("quantizing a frame's colours failed")
    }
    let colors = table.prefix(Int(count)).map {
      GIFColor(red: $0.Red, green: $0.Green, blue: $0.Blue)
    }
    return (colors, indices)
  }
}

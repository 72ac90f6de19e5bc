import ActivityRings

/// A rectangle of whole pixels inside an image: what ``PNGEncoder`` compresses (the whole image
/// for a still PNG, the changed part of an animation frame for APNG).
///
/// ```swift
/// let whole = PixelRegion(image)
/// let corner = PixelRegion(x: 0, y: 0, width: 1, height: 1)
/// ```
package struct PixelRegion: Sendable, Hashable {
  /// The left column, from 0.
  package var x: Int
  /// The top row, from 0.
  package var y: Int
  /// Columns, at least 1.
  package var width: Int
  /// Rows, at least 1.
  package var height: Int

  /// A region from its corner and size.
  package init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The whole of `image`.
  package init(_ image: RGBAImage) {
    self.init(x: 0, y: 0, width: image.width, height: image.height)
  }

  /// The smallest region outside which `next` equals `previous` pixel for pixel; nil when the
  /// two are identical.
  ///
  /// - Precondition: both images have the same size.
  /// - Complexity: O(width × height), 16 pixels at a time where they are equal; rows inside
  ///   the change are read only from each end up to the region found so far.
  package static func changed(from previous: RGBAImage, to next: RGBAImage) -> PixelRegion? {
    precondition(
      previous.width == next.width && previous.height == next.height,
      "the images have the same size")
    let width = next.width
    return previous.bytes.withUnsafeBytes { old in
      next.bytes.withUnsafeBytes { new in
        old.withMemoryRebound(to: UInt32.self) { old in
          new.withMemoryRebound(to: UInt32.self) { new in
            // The first and last pixels in `pixels` (indices into both images) that differ,
            // comparing 16 pixels at a time until a block differs.
            func first(in pixels: Range<Int>) -> Int? {
              var index = pixels.lowerBound
              while index + 16 <= pixels.upperBound {
                var difference: UInt32 = 0
                for pixel in index..<(index + 16) { difference |= old[pixel] ^ new[pixel] }
                if difference != 0 { break }
                index += 16
              }
              return (index..<pixels.upperBound).first { old[$0] != new[$0] }
            }
            func last(in pixels: Range<Int>) -> Int? {
              var index = pixels.upperBound
              while index - 16 >= pixels.lowerBound {
                var difference: UInt32 = 0
                for pixel in (index - 16)..<index { difference |= old[pixel] ^ new[pixel] }
                if difference != 0 { break }
                index -= 16
              }
              return (pixels.lowerBound..<index).last { old[$0] != new[$0] }
            }
            func row(_ y: Int) -> Range<Int> { (y * width)..<((y + 1) * width) }
            guard let top = (0..<next.height).first(where: { first(in: row($0)) != nil }),
              let bottom = (top..<next.height).last(where: { last(in: row($0)) != nil })
            else { return nil }
            var left = width
            var right = -1
            for y in top...bottom {
              // Only columns outside the region found so far can widen it.
              let start = y * width
              if let pixel = first(in: start..<(start + left)) { left = pixel - start }
              if let pixel = last(in: (start + right + 1)..<(start + width)) {
                right = pixel - start
              }
            }
            return PixelRegion(
              x: left, y: top, width: right - left + 1, height: bottom - top + 1)
          }
        }
      }
    }
  }
}

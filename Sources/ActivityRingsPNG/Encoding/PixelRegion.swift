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
  /// - Complexity: O(width × height); rows inside the change are read only from each end up
  ///   to the region found so far.
  package static func changed(from previous: RGBAImage, to next: RGBAImage) -> PixelRegion? {
    precondition(
      previous.width == next.width && previous.height == next.height,
      "the images have the same size")
    let width = next.width
    return previous.bytes.withUnsafeBytes { old in
      next.bytes.withUnsafeBytes { new in
        func differs(_ x: Int, _ y: Int) -> Bool {
          let offset = (y * width + x) * 4
          return old.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
            != new.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
        }
        func rowDiffers(_ y: Int) -> Bool { (0..<width).contains { differs($0, y) } }
        guard let top = (0..<next.height).first(where: rowDiffers),
          let bottom = (top..<next.height).last(where: rowDiffers)
        else { return nil }
        var left = width
        var right = -1
        for y in top...bottom {
          // Only columns outside the region found so far can widen it.
          if let first = (0..<left).first(where: { differs($0, y) }) { left = first }
          if let last = ((right + 1)..<width).last(where: { differs($0, y) }) { right = last }
        }
        return PixelRegion(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
      }
    }
  }
}

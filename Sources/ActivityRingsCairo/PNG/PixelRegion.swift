import ActivityRings

/// A rectangle of whole pixels inside an image: what ``PNGEncoder`` compresses (the whole image
/// for a still PNG, the changed part of an animation frame for APNG).
///
/// ```swift
/// let whole = PixelRegion(image)
/// let corner = PixelRegion(x: 0, y: 0, width: 1, height: 1)
/// ```
struct PixelRegion: Sendable, Hashable {
  /// The left column, from 0.
  var x: Int
  /// The top row, from 0.
  var y: Int
  /// Columns, at least 1.
  var width: Int
  /// Rows, at least 1.
  var height: Int

  /// A region from its corner and size.
  init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The whole of `image`.
  init(_ image: RGBAImage) {
    self.init(x: 0, y: 0, width: image.width, height: image.height)
  }
}

import ActivityRings

/// Reads a GIF back with giflib (`DGifSlurp`): what the tests and your own checks decode our
/// GIFs with.
///
/// ```swift
/// let animation = try GIFDecoder().decode(gif)
/// let last = animation.frames[animation.frames.count - 1].image
/// ```
///
/// Frames are composed as viewers compose them: each image drawn over the canvas at its place
/// (its transparent entry leaves what is there), and after it shows, its area left (disposal
/// 0 or 1), cleared to transparent (2) or restored to what it was before (3).
public struct GIFDecoder: Sendable {
  /// Creates a decoder.
  public init() {}

  /// Decodes every frame.
  ///
  /// - Throws: ``GIFError/notGIF(_:)`` when giflib cannot read the bytes or an image lies
  ///   outside the canvas.
  /// - Complexity: O(frames × canvas pixels).
  public func decode(_ bytes: [UInt8]) throws(GIFError) -> GIFAnimation {
    let file = try GiflibReader.read(bytes)
    var canvas = RGBAImage(width: file.width, height: file.height)
    var frames: [GIFAnimation.Frame] = []
    for image in file.images {
      guard image.left >= 0, image.top >= 0, image.left + image.width <= file.width,
        image.top + image.height <= file.height
      else {
        throw .notGIF(
          "an image at \(image.left),\(image.top) of \(image.width)×\(image.height) pixels "
            + "lies outside the \(file.width)×\(file.height) canvas")
      }
      let before = canvas
      for row in 0..<image.height {
        for column in 0..<image.width {
          let index = Int(image.indices[row * image.width + column])
          guard index != image.transparentIndex else { continue }
          let color =
            index < image.colors.count ? image.colors[index] : GIFColor(red: 0, green: 0, blue: 0)
          canvas[image.left + column, image.top + row] = RGBAImage.Pixel(
            red: color.red, green: color.green, blue: color.blue, alpha: 255)
        }
      }
      frames.append(GIFAnimation.Frame(image: canvas, hundredths: image.hundredths))
      switch image.disposal {
      case 2:
        for row in 0..<image.height {
          for column in 0..<image.width {
            canvas[image.left + column, image.top + row] = RGBAImage.Pixel(
              red: 0, green: 0, blue: 0, alpha: 0)
          }
        }
      case 3: canvas = before
      default: break
      }
    }
    return GIFAnimation(
      width: file.width, height: file.height, frames: frames, loopCount: file.loopCount,
      comments: file.comments.map { String(decoding: $0, as: UTF8.self) })
  }
}

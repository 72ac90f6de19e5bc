import ActivityRings

/// How two images of the same size differ, pixel by pixel, against a per-channel tolerance.
///
/// ```swift
/// let comparison = PixelComparison(reference: expected, actual: image, tolerance: 8)
/// comparison.differingPixels        // pixels with a channel more than 8 apart
/// comparison.largestChannelDifference
/// ```
///
/// - Complexity: O(width × height).
public struct PixelComparison: Sendable, Hashable {
  /// The per-channel difference (0…255) a pixel may have and still count as the same.
  public let tolerance: Int
  /// The number of pixels compared.
  public let totalPixels: Int
  /// Pixels with at least one channel (red, green, blue or alpha) more than `tolerance` apart.
  public let differingPixels: Int
  /// The largest difference of any channel of any pixel, 0…255.
  public let largestChannelDifference: Int

  /// Compares two images of equal size.
  ///
  /// - Precondition: both images have the same width and height.
  public init(reference: RGBAImage, actual: RGBAImage, tolerance: Int) {
    precondition(
      reference.width == actual.width && reference.height == actual.height,
      "compare images of equal size")
    self.tolerance = tolerance
    totalPixels = reference.width * reference.height
    var differing = 0
    var largest = 0
    reference.bytes.withUnsafeBufferPointer { reference in
      actual.bytes.withUnsafeBufferPointer { actual in
        var pixel = 0
        while pixel < reference.count {
          var pixelLargest = 0
          for channel in pixel..<(pixel + 4) {
            pixelLargest = max(pixelLargest, abs(Int(reference[channel]) - Int(actual[channel])))
          }
          if pixelLargest > tolerance { differing += 1 }
          largest = max(largest, pixelLargest)
          pixel += 4
        }
      }
    }
    differingPixels = differing
    largestChannelDifference = largest
  }

  /// The share of pixels that differ, 0…1.
  public var differingFraction: Double {
    totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels)
  }

  /// The share of pixels that match within ``tolerance``, 0…1: what a precision is compared
  /// with.
  public var matchingFraction: Double {
    totalPixels == 0 ? 1 : Double(totalPixels - differingPixels) / Double(totalPixels)
  }

  /// A picture of where the images differ: differing pixels in opaque red, the rest the
  /// actual image darkened to a quarter, opaque.
  ///
  /// - Precondition: both images have the same width and height.
  public static func diffImage(reference: RGBAImage, actual: RGBAImage, tolerance: Int)
    -> RGBAImage
  {
    precondition(
      reference.width == actual.width && reference.height == actual.height,
      "compare images of equal size")
    var diff = RGBAImage(width: actual.width, height: actual.height)
    for y in 0..<actual.height {
      for x in 0..<actual.width {
        let new = actual[x, y]
        if reference[x, y].maximumChannelDifference(to: new) > tolerance {
          diff[x, y] = RGBAImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255)
        } else {
          let alpha = Int(new.alpha)
          func dim(_ channel: UInt8) -> UInt8 { UInt8(Int(channel) * alpha / 255 / 4) }
          diff[x, y] = RGBAImage.Pixel(
            red: dim(new.red), green: dim(new.green), blue: dim(new.blue), alpha: 255)
        }
      }
    }
    return diff
  }
}

/// A raster image: 8-bit red, green, blue and alpha per pixel, rows top to bottom, alpha not
/// premultiplied. The common currency between raster backends, decoders and tests.
///
/// ```swift
/// var image = RGBAImage(width: 2, height: 1)
/// image[0, 0] = RGBAImage.Pixel(red: 250, green: 17, blue: 79, alpha: 255)
/// image[0, 0].red  // 250
/// ```
public struct RGBAImage: Sendable, Hashable {
  /// One pixel's channels, alpha not premultiplied.
  public struct Pixel: Sendable, Hashable {
    /// Red, 0…255.
    public var red: UInt8
    /// Green, 0…255.
    public var green: UInt8
    /// Blue, 0…255.
    public var blue: UInt8
    /// Alpha, 0 (transparent) …255 (opaque).
    public var alpha: UInt8

    /// Creates a pixel.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
      self.red = red
      self.green = green
      self.blue = blue
      self.alpha = alpha
    }

    /// The largest difference between this pixel's channels and another's, 0…255.
    public func maximumChannelDifference(to other: Pixel) -> Int {
      max(
        abs(Int(red) - Int(other.red)), abs(Int(green) - Int(other.green)),
        abs(Int(blue) - Int(other.blue)), abs(Int(alpha) - Int(other.alpha)))
    }
  }

  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// `width × height × 4` bytes: R, G, B, A for each pixel, row by row.
  public private(set) var bytes: [UInt8]

  /// A transparent image.
  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    bytes = [UInt8](repeating: 0, count: self.width * self.height * 4)
  }

  /// Wraps existing RGBA bytes; nil unless there are exactly `width × height × 4` of them.
  public init?(width: Int, height: Int, bytes: [UInt8]) {
    guard width >= 0, height >= 0, bytes.count == width * height * 4 else { return nil }
    self.width = width
    self.height = height
    self.bytes = bytes
  }

  /// The pixel at column `x`, row `y` (both from 0, y from the top).
  public subscript(x: Int, y: Int) -> Pixel {
    get {
      precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside")
      let offset = (y * width + x) * 4
      return Pixel(
        red: bytes[offset], green: bytes[offset + 1], blue: bytes[offset + 2],
        alpha: bytes[offset + 3])
    }
    set {
      precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside")
      let offset = (y * width + x) * 4
      bytes[offset] = newValue.red
      bytes[offset + 1] = newValue.green
      bytes[offset + 2] = newValue.blue
      bytes[offset + 3] = newValue.alpha
    }
  }
}

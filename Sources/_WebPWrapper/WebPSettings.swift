/// How pictures are compressed: lossless (the default), or lossy at a quality.
package struct WebPSettings: Sendable, Hashable {
  /// Whether every pixel is kept exactly.
  package var lossless: Bool
  /// 0…100: for lossless, how hard to try for a smaller file; for lossy, the quality.
  package var quality: Float
  /// 0…6: for lossless, the effort; the encoder's speed against size (libwebp's `method`).
  package var method: Int

  package init(lossless: Bool = true, quality: Float = 75, method: Int = 4) {
    self.lossless = lossless
    self.quality = quality
    self.method = method
  }
}

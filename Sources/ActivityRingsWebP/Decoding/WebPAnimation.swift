import ActivityRings

/// A WebP file's frames, as ``WebPDecoder/decodeAnimation(_:)`` reads them.
public struct WebPAnimation: Sendable {
  /// One frame: the whole canvas and how long it is shown.
  public struct Frame: Sendable {
    /// The canvas as it shows this frame.
    public var image: RGBAImage
    /// How long it is shown, in milliseconds.
    public var milliseconds: Int
  }

  /// The frames, in order. libwebp merges a frame identical to the one before into it.
  public var frames: [Frame]
  /// How many times it plays; 0 for ever.
  public var loops: Int
}

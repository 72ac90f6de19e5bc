extension FramePlan {
  /// One frame: what to draw, when it shows, and how long it stays.
  public struct Frame: Sendable, Hashable {
    /// When the frame shows, in seconds from the start of a play (the first frame at 0).
    public let time: Double
    /// How long it stays before the next frame, as an exact fraction of a second.
    public let delay: FrameDelay
    /// What it shows.
    public let drawList: DrawList

    /// A frame.
    public init(time: Double, delay: FrameDelay, drawList: DrawList) {
      self.time = time
      self.delay = delay
      self.drawList = drawList
    }
  }
}

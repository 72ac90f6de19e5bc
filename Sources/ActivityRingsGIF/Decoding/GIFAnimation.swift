import ActivityRings

/// A GIF as a viewer shows it, read by ``GIFDecoder``: each frame composed onto the canvas as
/// the file's disposal methods say, with its delay, the loop count and the comments.
///
/// ```swift
/// let animation = try GIFDecoder().decode(gif)
/// animation.frames.count               // 61 for 2 s at 30 frames per second
/// animation.frames.map(\.hundredths)   // [3, 4, 3, 3, 4, 3, …, 0]
/// animation.plays                      // 1: no loop extension
/// animation.comments                   // ["Move: 350 of 500 calories, 70 percent. …"]
/// ```
public struct GIFAnimation: Sendable, Hashable {
  /// One frame as shown.
  public struct Frame: Sendable, Hashable {
    /// The whole canvas with this frame drawn; transparent pixels have alpha 0.
    public let image: RGBAImage
    /// How long it shows, in hundredths of a second.
    public let hundredths: Int
  }

  /// The canvas width in pixels.
  public let width: Int
  /// The canvas height in pixels.
  public let height: Int
  /// The frames, in order.
  public let frames: [Frame]
  /// The NETSCAPE2.0 loop count (repeats after the first play; 0 for ever), or nil when the
  /// file has none.
  public let loopCount: Int?
  /// The comment extensions' text, read as UTF-8, in file order.
  public let comments: [String]

  /// How many times browsers play it, as `FramePlan.plays` counts: 1 without a loop count, 0
  /// (for ever) for a count of 0, else the count plus one.
  public var plays: Int { loopCount.map { $0 == 0 ? 0 : $0 + 1 } ?? 1 }

  /// The delays added up, in hundredths of a second.
  public var totalHundredths: Int { frames.reduce(0) { $0 + $1.hundredths } }
}

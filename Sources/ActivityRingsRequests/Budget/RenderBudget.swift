import ActivityRings

/// The most drawing one request may ask for, counted in pixels, so a hostile or mistyped size
/// fails at once with the numbers instead of taking minutes and gigabytes: a picture, and an
/// animation's frames × pixels. Both limits live here; the `rings` tool checks them before it
/// draws anything.
///
/// ```swift
/// try RenderBudget.checkStill(width: 1024, height: 1024)                 // fine
/// try RenderBudget.checkAnimation(frames: 121, width: 512, height: 512)  // fine
/// try RenderBudget.checkAnimation(frames: 241, width: 8190, height: 8190)
/// // throws: 241 frames of 8190 × 8190 pixels are 16,165,340,100 pixels to draw; …
/// ```
///
/// Why these numbers (measured on a 2-core machine, Cairo, release build): a picture of
/// 4096 × 4096 pixels is 64 MiB of RGBA and takes about a second to draw and encode; the
/// largest side a scene allows (`CanvasSize.maximumPixelSide`) would be four times that on
/// each side, about 700 MB. An animation's cost is its frames times its pixels: 2 s at 60 fps of
/// 1024 × 1024 (127 M pixels) takes under a minute and fits; 240 fps at 8190 px would take
/// hours.
public enum RenderBudget {
  /// The most pixels in one picture: 4096 × 4096 = 16,777,216.
  public static let maximumStillPixels = 4096 * 4096
  /// The most pixels an animation draws, frames × pixels per frame: 2²⁸ = 268,435,456 (2 s at
  /// 60 fps of about 1490 × 1490, or of 1024 × 1024 with room to spare).
  public static let maximumAnimationPixels = 1 << 28

  /// Checks a picture of `width` × `height` pixels.
  ///
  /// - Throws: ``RenderBudgetError/stillTooLarge(width:height:limit:)`` above
  ///   ``maximumStillPixels``.
  public static func checkStill(width: Int, height: Int) throws(RenderBudgetError) {
    guard product(width, height) <= maximumStillPixels else {
      throw .stillTooLarge(width: width, height: height, limit: maximumStillPixels)
    }
  }

  /// Checks an animation of `frames` frames of `width` × `height` pixels each.
  ///
  /// - Throws: ``RenderBudgetError/animationTooLarge(frames:width:height:limit:)`` above
  ///   ``maximumAnimationPixels``.
  public static func checkAnimation(frames: Int, width: Int, height: Int)
    throws(RenderBudgetError)
  {
    guard product(product(frames, width), height) <= maximumAnimationPixels else {
      throw .animationTooLarge(
        frames: frames, width: width, height: height, limit: maximumAnimationPixels)
    }
  }

  /// Checks the picture of `size` points at `scale`: what `rings render`, `rings export` and
  /// `rings animate` (for each frame) all check, so that one size is refused or drawn alike
  /// everywhere.
  ///
  /// ```swift
  /// try RenderBudget.check(size: scene.size, scale: scene.scale)
  /// ```
  ///
  /// - Throws: ``RenderBudgetError/stillTooLarge(width:height:limit:)`` above
  ///   ``maximumStillPixels``.
  public static func check(size: CanvasSize, scale: RenderScale) throws(RenderBudgetError) {
    let pixels = size.pixels(at: scale)
    try checkStill(width: pixels.width, height: pixels.height)
  }

  /// Checks an animation of `frames` pictures of `size` points at `scale`: the whole
  /// animation's frames × pixels first, then each picture's pixels.
  ///
  /// ```swift
  /// try RenderBudget.check(size: scene.size, scale: scene.scale, frames: plan.frameCount)
  /// ```
  ///
  /// - Throws: ``RenderBudgetError/animationTooLarge(frames:width:height:limit:)`` above
  ///   ``maximumAnimationPixels``, then as ``check(size:scale:)``.
  public static func check(size: CanvasSize, scale: RenderScale, frames: Int)
    throws(RenderBudgetError)
  {
    let pixels = size.pixels(at: scale)
    try checkAnimation(frames: frames, width: pixels.width, height: pixels.height)
    try checkStill(width: pixels.width, height: pixels.height)
  }

  /// `a × b`, or `Int.max` when that overflows.
  static func product(_ a: Int, _ b: Int) -> Int {
    let (result, overflow) = a.multipliedReportingOverflow(by: b)
    return overflow ? Int.max : result
  }
}

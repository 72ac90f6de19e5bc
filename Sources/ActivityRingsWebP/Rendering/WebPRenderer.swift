import ActivityRings
import ActivityRingsCairo
import _WebPWrapper

/// Draws a `DrawList` with Cairo and writes it as WebP: a still, or a `FramePlan` as an
/// animated WebP, lossless by default.
///
/// ```swift
/// let still = try WebPRenderer().render(scene)
/// let plan = try FramePlan(transition, scene: scene, framesPerSecond: 30, plays: 0)
/// let animation = try WebPRenderer().renderAnimation(plan)
/// ```
///
/// Pixels are Cairo's (`CairoRenderer/image(_:)`), at the draw list's scale; lossless WebP
/// keeps every one of them (and what lies under a fully transparent one may change). Each file
/// carries the draw list's title and description in its `XMP ` chunk
/// (``WebPDescription``; an animation's: the scene it ends on). An animation's frames are
/// shown at the plan's times rounded to whole milliseconds, WebP's unit, each time rounded from
/// the start so that the whole lasts as long as the plan; it plays `FramePlan/plays` times (0:
/// for ever). libwebp keeps only what changes from frame to frame. A value without shared state.
public struct WebPRenderer: AnimatedRingRenderer {
  /// How pictures are compressed.
  public struct Options: Sendable, Hashable {
    /// Whether every pixel is kept exactly (the default), or compressed lossily at
    /// ``quality``.
    public var lossless: Bool
    /// 0…100: for lossy pictures the quality; for lossless ones, how hard libwebp tries for a
    /// smaller file. 75 by default.
    public var quality: Float
    /// 0…6: libwebp's effort, faster at 0 and smaller at 6; 4 by default.
    public var effort: Int

    /// Lossless, libwebp's defaults otherwise.
    public init(lossless: Bool = true, quality: Float = 75, effort: Int = 4) {
      self.lossless = lossless
      self.quality = quality
      self.effort = effort
    }

    var settings: WebPSettings {
      WebPSettings(lossless: lossless, quality: quality, method: effort)
    }
  }

  /// How pictures are compressed.
  public var options: Options
  /// The rasteriser.
  private let cairo = CairoRenderer()

  /// Creates a renderer.
  public init(options: Options = Options()) {
    self.options = options
  }

  /// The draw list as a still WebP.
  ///
  /// - Throws: `CairoError` when Cairo fails, ``WebPError`` when encoding fails.
  /// - Complexity: O(pixels + path elements).
  public func render(_ drawList: DrawList) throws -> [UInt8] {
    let image = try cairo.image(drawList)
    do {
      return try WebPChunk.setting(
        "XMP ", to: Self.description(of: drawList).xmp,
        in: WebPStill.encode(image, settings: options.settings))
    } catch {
      throw WebPError(error.description)
    }
  }

  /// A frame plan as an animated WebP.
  ///
  /// - Throws: `CairoError` when Cairo fails, ``WebPError`` when encoding fails.
  /// - Complexity: O(frames × pixels); one frame's pixels in memory at a time.
  public func renderAnimation(_ plan: FramePlan) throws -> [UInt8] {
    let pixels = plan.finalDrawList.size.pixels(at: plan.finalDrawList.scale)
    do {
      let writer = try WebPAnimationWriter(
        width: pixels.width, height: pixels.height, loops: plan.plays, settings: options.settings)
      for index in 0..<plan.frameCount {
        try writer.add(
          cairo.image(plan.drawList(at: index)), at: Self.milliseconds(plan.times[index]))
      }
      let end = plan.duration + plan.delays[plan.frameCount - 1].seconds
      return try WebPChunk.setting(
        "XMP ", to: Self.description(of: plan.finalDrawList).xmp,
        in: writer.finish(at: Self.milliseconds(end)))
    } catch let error as WebPFailure {
      throw WebPError(error.description)
    }
  }

  /// `seconds` in whole milliseconds, rounded.
  static func milliseconds(_ seconds: Double) -> Int {
    Int((seconds * 1000).rounded())
  }

  /// The title and description a file of `drawList` carries.
  static func description(of drawList: DrawList) -> WebPDescription {
    WebPDescription(title: drawList.title, description: drawList.accessibilityText)
  }
}

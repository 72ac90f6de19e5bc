import ActivityRings
import ActivityRingsPNG
import _CairoWrapper

/// Draws a `DrawList` with Cairo: PNG (our own encoder), PDF (vector) or raw RGBA pixels.
///
/// ```swift
/// let scene = try RingScene(summary: summary, size: CanvasSize(side: 160), scale: .x2)
/// let png = try CairoRenderer().render(scene)                               // 320×320 px PNG
/// let pdf = try CairoRenderer(options: .init(format: .pdf)).render(scene)   // 160×160 pt page
/// let pixels = try CairoRenderer().image(scene.drawList())
/// ```
///
/// It draws exactly what the draw list says, with Cairo's default antialiasing: the background
/// (when there is one) over the whole canvas, then each path filled in order with its colour,
/// opacity and fill rule. Raster output is `size.pixels(at: scale)` pixels with every point
/// multiplied by the scale; PDF output is one page of `size` points, unscaled.
///
/// A value without shared state: each call makes and releases its own Cairo surface, so one
/// renderer can be used from any number of tasks at once. It draws and returns bytes; where
/// they go is the caller's business.
public struct CairoRenderer: AnimatedRingRenderer {
  /// What ``render(_:)`` produces and how.
  public var options: Options

  /// Creates a renderer; by default it writes quickly compressed PNG.
  public init(options: Options = Options()) {
    self.options = options
  }

  /// The draw list in ``Options/format``: PNG or PDF bytes.
  ///
  /// - Throws: ``CairoError`` when Cairo fails, `PNGError` when encoding fails.
  public func render(_ drawList: DrawList) throws -> [UInt8] {
    switch options.format {
    case .png: try pngData(drawList)
    case .pdf: try pdfData(drawList)
    }
  }

  /// The draw list rasterised: `size.pixels(at: scale)` pixels, alpha not premultiplied.
  ///
  /// - Throws: ``CairoError`` when Cairo fails.
  /// - Complexity: O(pixels + path elements).
  public func image(_ drawList: DrawList) throws(CairoError) -> RGBAImage {
    do throws(CairoFailure) {
      let pixels = drawList.size.pixels(at: drawList.scale)
      let surface = try CairoImageSurface(width: pixels.width, height: pixels.height)
      let context = try CairoContext(surface: surface)
      context.scale(by: Double(drawList.scale.factor))
      try context.draw(drawList)
      return try surface.rgbaImage()
    } catch {
      throw CairoError(error)
    }
  }

  /// The draw list as a PNG file, encoded by `PNGEncoder` with ``Options/compression``, the
  /// draw list's scale in `pHYs`, and its title and description as `iTXt` `Title` and
  /// `Description` (`PNGText.describing(_:)`).
  ///
  /// - Throws: ``CairoError`` when Cairo fails, `PNGError` when encoding fails.
  public func pngData(_ drawList: DrawList) throws -> [UInt8] {
    try PNGEncoder(
      compression: options.compression, scale: drawList.scale,
      texts: PNGText.describing(drawList)
    )
    .encode(image(drawList))
  }

  /// The draw list as a one-page vector PDF whose page is the canvas size in points, dated
  /// ``Options/pdfCreationDate`` (in UTC), so its bytes depend on nothing but the inputs. The
  /// document information's title and subject are the draw list's title and description (the
  /// words of an SVG's `<title>` and `<desc>`), which PDF viewers and screen readers show.
  ///
  /// - Throws: ``CairoError`` when Cairo fails.
  public func pdfData(_ drawList: DrawList) throws(CairoError) -> [UInt8] {
    do throws(CairoFailure) {
      let surface = try CairoPDFSurface(
        widthInPoints: drawList.size.width, heightInPoints: drawList.size.height,
        creationDate: options.pdfCreationDate, title: drawList.title,
        subject: drawList.accessibilityText)
      do {
        let context = try CairoContext(surface: surface)
        try context.draw(drawList)
        // The context must be gone before the document is finished.
      }
      return try surface.finish()
    } catch {
      throw CairoError(error)
    }
  }
}

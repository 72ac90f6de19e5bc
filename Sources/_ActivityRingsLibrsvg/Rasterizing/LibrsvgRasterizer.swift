import ActivityRings
import _CairoWrapper

/// Rasterises SVG text with librsvg onto a Cairo image surface: the way to turn the SVG backend's
/// output into pixels, for checking it against the Cairo backend or looking at it.
///
/// ```swift
/// let svg = try SVGRenderer().render(scene)
/// let pixels = scene.size.pixels(at: scene.scale)
/// let image = try LibrsvgRasterizer().rasterize(svg, width: pixels.width, height: pixels.height)
/// image[60, 10]  // the Move ring's colour at 12 o'clock
/// ```
///
/// The whole document is fitted into the `width × height` viewport (librsvg's
/// `rsvg_handle_render_document`), honouring the document's `viewBox` and
/// `preserveAspectRatio`; the pixels start fully transparent. Cairo's premultiplied ARGB32
/// pixels are converted to straight (non-premultiplied) RGBA, rounding to the nearest level, so
/// a fully transparent pixel reads as `(0, 0, 0, 0)` and an opaque one keeps its exact colour.
///
/// A value without state; each call creates and frees its own librsvg handle and Cairo surface,
/// so one rasteriser may be used from several tasks at once.
///
/// - Complexity: O(width × height) memory and conversion time, plus librsvg's parsing and
///   drawing.
public struct LibrsvgRasterizer: Sendable {
  /// The largest side, in pixels, that ``rasterize(_:width:height:)`` accepts (the same limit
  /// as `CanvasSize/maximumPixelSide`).
  public static var maximumPixelSide: Int { Int(CanvasSize.maximumPixelSide) }

  /// Creates a rasteriser.
  public init() {}

  /// Draws `svg` into a transparent image of `width × height` pixels.
  ///
  /// - Throws: ``LibrsvgError/invalidSize(width:height:)`` unless both sides are 1…8192;
  ///   ``LibrsvgError/unreadableSVG(_:)`` when librsvg cannot parse the text;
  ///   ``LibrsvgError/renderingFailed(_:)`` when it cannot draw it;
  ///   ``LibrsvgError/cairo(_:)`` when Cairo cannot create the surface.
  public func rasterize(_ svg: String, width: Int, height: Int) throws(LibrsvgError)
    -> RGBAImage
  {
    guard (1...Self.maximumPixelSide).contains(width),
      (1...Self.maximumPixelSide).contains(height)
    else {
      throw .invalidSize(width: width, height: height)
    }
    let document = try RsvgDocument(svg)
    let surface = try Self.cairo { () throws(CairoFailure) in
      try CairoImageSurface(width: width, height: height)
    }
    // The context lives only for the drawing, so it is gone before the pixels are read.
    do {
      let context = try Self.cairo { () throws(CairoFailure) in
        try CairoContext(surface: surface)
      }
      try document.render(on: context, width: width, height: height)
    }
    return try Self.cairo { () throws(CairoFailure) in try surface.rgbaImage() }
  }

  /// `body`'s result, a Cairo failure as ``LibrsvgError/cairo(_:)`` with Cairo's reason.
  private static func cairo<Result>(_ body: () throws(CairoFailure) -> Result)
    throws(LibrsvgError) -> Result
  {
    do {
      return try body()
    } catch {
      throw .cairo(error.reason)
    }
  }
}

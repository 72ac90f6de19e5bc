import CRsvg
import _CairoWrapper

/// A parsed SVG document: owns one `RsvgHandle` and releases it when the value goes away.
final class RsvgDocument {
  private let handle: UnsafeMutablePointer<RsvgHandle>

  /// Parses `svg` (UTF-8) with librsvg.
  ///
  /// - Throws: ``LibrsvgError/unreadableSVG(_:)`` with librsvg's message.
  init(_ svg: String) throws(LibrsvgError) {
    // librsvg treats empty data as a programming error (a GLib critical printed on stderr),
    // not as a GError: answer it here.
    guard !svg.isEmpty else { throw .unreadableSVG("the text is empty") }
    var failure: UnsafeMutablePointer<GError>?
    var text = svg
    let created = text.withUTF8 { bytes in
      rsvg_handle_new_from_data(bytes.baseAddress, gsize(bytes.count), &failure)
    }
    guard let created else {
      throw .unreadableSVG(GErrorMessage.take(failure, otherwise: "unknown parse error"))
    }
    GErrorMessage.discard(failure)
    handle = created
  }

  deinit {
    g_object_unref(handle)
  }

  /// Draws the whole document fitted into a `width × height` viewport at the origin.
  ///
  /// - Throws: ``LibrsvgError/renderingFailed(_:)`` with librsvg's message, or
  ///   ``LibrsvgError/cairo(_:)`` when the context is left in an error state.
  func render(on context: CairoContext, width: Int, height: Int) throws(LibrsvgError) {
    var viewport = RsvgRectangle(x: 0, y: 0, width: Double(width), height: Double(height))
    var failure: UnsafeMutablePointer<GError>?
    let succeeded = rsvg_handle_render_document(handle, context.pointer, &viewport, &failure)
    guard succeeded != 0 else {
      throw .renderingFailed(GErrorMessage.take(failure, otherwise: "unknown rendering error"))
    }
    GErrorMessage.discard(failure)
    do throws(CairoFailure) {
      try context.checkStatus("drawing the SVG")
    } catch {
      throw .cairo(error.reason)
    }
  }
}

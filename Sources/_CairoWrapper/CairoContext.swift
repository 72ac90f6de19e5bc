import ActivityRings
import CCairo

/// A Cairo drawing context (`cairo_t`) on a surface it keeps alive, destroyed when this object
/// goes. Drawing calls record errors in the context; ``checkStatus(_:)`` turns them into throws.
package final class CairoContext {
  package let pointer: OpaquePointer
  /// Held so the surface outlives every drawing call on it.
  private let surface: any CairoSurface

  /// Creates a context drawing on `surface`.
  ///
  /// - Throws: ``CairoFailure`` when Cairo cannot make it.
  package init(surface: any CairoSurface) throws(CairoFailure) {
    guard let context = cairo_create(surface.pointer) else {
      throw CairoFailure(operation: "creating a drawing context", status: CAIRO_STATUS_NO_MEMORY)
    }
    pointer = context
    self.surface = surface
    try checkStatus("creating a drawing context")
  }

  deinit {
    cairo_destroy(pointer)
  }

  /// Throws the context's error status, if it has one.
  package func checkStatus(_ operation: @autoclosure () -> String) throws(CairoFailure) {
    try CairoFailure.check(cairo_status(pointer), operation())
  }

  /// Multiplies every later coordinate by `factor` (points to pixels).
  package func scale(by factor: Double) {
    cairo_scale(pointer, factor, factor)
  }

  /// Fills the whole clip region (the surface) with an opaque colour.
  package func paint(_ color: RGBColor) {
    setSource(color, opacity: 1)
    cairo_paint(pointer)
  }

  /// Fills `path` with `paint` under `fillRule`, leaving no current path behind. Pieces
  /// (``Paint/pieces(_:)``) are filled, in order, into a group no larger than the path's pixels,
  /// and the path is filled from that group, so only its own outline is antialiased against
  /// what lies below.
  package func fill(_ path: DrawPath, with paint: Paint, rule fillRule: FillRule) {
    switch paint {
    case .solid(let color, let opacity):
      setPath(path)
      cairo_set_fill_rule(
        pointer, fillRule == .nonZero ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD)
      setSource(color, opacity: opacity)
      cairo_fill(pointer)
    case .pieces(let pieces):
      setPath(path)
      cairo_set_fill_rule(
        pointer, fillRule == .nonZero ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD)
      var box = (left: 0.0, top: 0.0, right: 0.0, bottom: 0.0)
      cairo_fill_extents(pointer, &box.left, &box.top, &box.right, &box.bottom)
      cairo_new_path(pointer)
      guard box.right > box.left, box.bottom > box.top else { return }
      cairo_save(pointer)
      // The group covers the path's whole pixels: a clip on pixel edges cuts nothing in half.
      clipToPixels(around: box)
      cairo_push_group(pointer)
      cairo_set_fill_rule(pointer, CAIRO_FILL_RULE_WINDING)
      for piece in pieces {
        setPath(piece.path)
        setSource(piece.color, opacity: 1)
        cairo_fill(pointer)
      }
      let group = cairo_pop_group(pointer)
      setPath(path)
      cairo_set_fill_rule(
        pointer, fillRule == .nonZero ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD)
      cairo_set_source(pointer, group)
      cairo_fill(pointer)
      cairo_pattern_destroy(group)
      cairo_restore(pointer)
    }
  }

  /// Makes `path` the current path.
  private func setPath(_ path: DrawPath) {
    cairo_new_path(pointer)
    for element in path.elements {
      switch element {
      case .move(let point):
        cairo_move_to(pointer, point.x, point.y)
      case .line(let point):
        cairo_line_to(pointer, point.x, point.y)
      case .curve(let point, let control1, let control2):
        cairo_curve_to(pointer, control1.x, control1.y, control2.x, control2.y, point.x, point.y)
      case .close:
        cairo_close_path(pointer)
      }
    }
  }

  /// Clips to the device pixels that `box` (user space) touches.
  private func clipToPixels(around box: (left: Double, top: Double, right: Double, bottom: Double))
  {
    func device(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
      var point = (x: x, y: y)
      cairo_user_to_device(pointer, &point.x, &point.y)
      return point
    }
    let corners = [
      device(box.left, box.top), device(box.right, box.top), device(box.left, box.bottom),
      device(box.right, box.bottom),
    ]
    var left = (corners.map(\.x).min() ?? 0).rounded(.down)
    var top = (corners.map(\.y).min() ?? 0).rounded(.down)
    var right = (corners.map(\.x).max() ?? 0).rounded(.up)
    var bottom = (corners.map(\.y).max() ?? 0).rounded(.up)
    cairo_device_to_user(pointer, &left, &top)
    cairo_device_to_user(pointer, &right, &bottom)
    cairo_new_path(pointer)
    cairo_rectangle(pointer, left, top, right - left, bottom - top)
    cairo_clip(pointer)
  }

  /// Draws one line of label text in `fonts` (Inter, and for characters it lacks the installed
  /// font fontconfig ranks next that has them), its baseline starting at the line's origin.
  package func show(_ line: DrawText, fonts: LabelFonts) {
    cairo_new_path(pointer)
    setSource(line.color, opacity: 1)
    cairo_move_to(pointer, line.origin.x, line.origin.y)
    let bold = line.weight == .bold
    for run in fonts.runs(of: line.text, bold: bold) {
      if let face = run.face {
        cairo_set_font_face(pointer, face)
      } else {
        cairo_select_font_face(
          pointer, fonts.family, CAIRO_FONT_SLANT_NORMAL,
          bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
      }
      cairo_set_font_size(pointer, line.fontSize)
      // Each run starts where the last one's advance left the current point.
      cairo_show_text(pointer, run.text)
    }
    cairo_new_path(pointer)
  }

  private func setSource(_ color: RGBColor, opacity: Double) {
    cairo_set_source_rgba(
      pointer, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255,
      min(max(opacity, 0), 1))
  }
}

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

  /// Fills `path` with `paint` under `fillRule`, leaving no current path behind.
  package func fill(_ path: DrawPath, with paint: Paint, rule fillRule: FillRule) {
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
    cairo_set_fill_rule(
      pointer, fillRule == .nonZero ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD)
    setSource(paint.color, opacity: paint.opacity)
    cairo_fill(pointer)
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

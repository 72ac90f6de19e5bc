import ActivityRings
import _CairoWrapper

extension CairoContext {
  /// Draws a draw list exactly as it says, in points (scale the context first for pixels):
  /// the background over everything when there is one, then each item in order.
  ///
  /// - Throws: ``CairoFailure`` when Cairo reports an error after drawing.
  /// - Complexity: O(total number of path elements).
  func draw(_ drawList: DrawList) throws(CairoFailure) {
    if let background = drawList.background {
      paint(background)
    }
    for item in drawList.items {
      fill(item.path, with: item.paint, rule: item.fillRule)
    }
    try checkStatus("drawing \(drawList.items.count) shapes")
    for line in drawList.texts {
      show(line, fonts: .shared)
    }
    try checkStatus("drawing \(drawList.texts.count) lines of label text")
  }
}

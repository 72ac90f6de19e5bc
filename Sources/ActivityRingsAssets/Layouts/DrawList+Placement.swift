import ActivityRings

extension DrawList {
  /// This drawing's shapes and text moved by `dx`, `dy` points, onto a canvas of `size`.
  func placed(at dx: Double, _ dy: Double, on size: CanvasSize) -> DrawList {
    func move(_ point: Point) -> Point { Point(x: point.x + dx, y: point.y + dy) }
    var moved = self
    moved.size = size
    moved.items = items.map { $0.mapped(move) }
    moved.texts = texts.map { text in
      var text = text
      text.origin = move(text.origin)
      return text
    }
    return moved
  }
}

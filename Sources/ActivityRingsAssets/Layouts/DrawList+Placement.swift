import ActivityRings

extension DrawList {
  /// This drawing's shapes and text moved by `dx`, `dy` points, onto a canvas of `size`.
  func placed(at dx: Double, _ dy: Double, on size: CanvasSize) -> DrawList {
    func move(_ point: Point) -> Point { Point(x: point.x + dx, y: point.y + dy) }
    var moved = self
    moved.size = size
    moved.items = items.map { item in
      var item = item
      item.path = DrawPath(
        item.path.elements.map { element -> PathElement in
          switch element {
          case .move(let point): .move(to: move(point))
          case .line(let point): .line(to: move(point))
          case .curve(let point, let control1, let control2):
            .curve(to: move(point), control1: move(control1), control2: move(control2))
          case .close: .close
          }
        })
      return item
    }
    moved.texts = texts.map { text in
      var text = text
      text.origin = move(text.origin)
      return text
    }
    return moved
  }
}

extension GuidelineMeasurement {
  /// ``GuidelineRule/blackBackground``: a black canvas, or an opaque black enclosing circle,
  /// drawn under the rings, that covers every ring.
  func blackBackground() -> (passed: Bool, measured: String) {
    if drawList.background == .black { return (true, "canvas \(RGBColor.black.hex)") }
    let canvas = drawList.background.map { "canvas \($0.hex)" } ?? "transparent canvas"
    let firstRingItem =
      drawList.items.firstIndex { $0.role.ring != nil } ?? drawList.items.endIndex
    let enclosures = drawList.items.indices.filter {
      drawList.items[$0].role.part == .enclosure
    }
    guard let circle = enclosureCircle, !enclosures.isEmpty else {
      return (
        false,
        "\(canvas) and no black enclosing circle: Apple shows the rings on black only (their "
          + "dark tracks and the gaps between them are drawn for black), so draw black behind "
          + "them where this picture goes"
      )
    }
    var problems: [String] = []
    for index in enclosures {
      let paint = drawList.items[index].paint
      if paint.color != .black || paint.opacity < 1 {
        let opacity = DecimalFormat(maximumFractionDigits: 2).string(paint.opacity)
        problems.append("enclosing circle \(paint.color.hex) at opacity \(opacity), not black")
      }
      if index > firstRingItem { problems.append("enclosing circle drawn over the rings") }
    }
    guard problems.isEmpty else { return (false, "\(canvas); \(Self.summary(of: problems))") }
    let reach = allBands?.farthest ?? 0
    let covered = circle.radius - circle.center.distance(to: layout.center)
    guard covered >= reach - tolerance else {
      return (
        false,
        "\(canvas); the black circle covers \(Self.points(covered)) from the centre, "
          + "the rings reach \(Self.points(reach))"
      )
    }
    return (
      true,
      "\(canvas), rings reaching \(Self.points(reach)) inside a black circle of radius "
        + Self.points(circle.radius)
    )
  }
}

extension GuidelineMeasurement {
  /// ``GuidelineRule/ringColors``: tracks in ``RingKind/trackColor`` (the gradient's start
  /// colour at 15%); laps, arcs and dots opaque
  /// and exactly the HIG colour (flat look) or a shade between ``RingKind/gradientStartColor``
  /// and ``RingKind/gradientTipColor`` (gradient look); glyphs black, or the ring's colour on a
  /// bare track; decorations in their own fixed colours.
  func ringColors() -> (passed: Bool, measured: String) {
    var problems: [String] = []
    var shades: [String] = []
    var trackOnly: [String] = []
    var hasTracks = false
    for kind in RingKind.allCases {
      let items = drawList.items.filter { $0.role.ring == kind }
      guard !items.isEmpty else { continue }
      var values: [RGBColor] = []
      let onTrackOnly = !items.contains { [.lap, .arc, .dot].contains($0.role.part) }
      for item in items {
        let paint = item.paint
        let name = "\(kind.name) \(item.role.part.rawValue)"
        switch item.role.part {
        case .track:
          hasTracks = true
          if let problem = Self.expect(paint, kind.trackColor, "15% \(kind.trackColor.hex)", name) {
            problems.append(problem)
          }
        case .lap, .arc, .dot:
          // A gradient's every piece (``Paint/pieces(_:)``) is one of its colours.
          let colors = paint.colors
          values += colors
          if paint.opacity != 1 {
            problems.append("\(name) opacity \(Self.opacity(paint)) ≠ 1")
          } else if look == .flat, let other = colors.first(where: { $0 != kind.color }) {
            problems.append("\(name) \(other.hex) ≠ HIG \(kind.color.hex)")
          } else if look == .gradient,
            let other = colors.first(where: { !Self.isGradientShade($0, of: kind) })
          {
            problems.append(
              "\(name) \(other.hex) outside the gradient "
                + "\(kind.gradientStartColor.hex)…\(kind.gradientTipColor.hex)")
          }
        case .shadow:
          if paint.color != .black || paint.opacity <= 0 || paint.opacity >= 1 {
            problems.append(
              "\(name) \(paint.color.hex) at opacity \(Self.opacity(paint)) ≠ translucent black")
          }
        case .glyph:
          // Black on the ring's value; on a bare track, the ring's colour keeps it legible.
          let glyphColor = onTrackOnly ? kind.color : RingGlyph.color
          if let problem = Self.expect(
            paint, glyphColor, onTrackOnly ? "\(kind.color.hex) on a bare track" : "black", name)
          {
            problems.append(problem)
          }
        case .highlight:
          // A calendar's highlight belongs to no ring, so no ring's items include it.
          break
        case .marker, .enclosure:
          if let problem = Self.expect(paint, decorationColor(item.role.part), nil, name) {
            problems.append(problem)
          }
        }
      }
      if let shade = Self.shades(of: kind, values) {
        shades.append(shade)
      } else {
        trackOnly.append(kind.name)
      }
    }
    for item in drawList.items where item.role.ring == nil && item.role.part == .marker {
      if let problem = Self.expect(item.paint, PausedMarker.color, nil, "paused mark") {
        problems.append(problem)
      }
    }
    guard problems.isEmpty else { return (false, Self.summary(of: problems)) }
    var parts: [String] = []
    if !shades.isEmpty {
      let colours = look == .flat ? "= HIG, opaque" : "within their gradients, opaque"
      parts.append("\(shades.joined(separator: ", ")) \(colours)")
    }
    if !trackOnly.isEmpty { parts.append("\(trackOnly.joined(separator: ", ")) track only") }
    if hasTracks { parts.append("tracks at 15%") }
    return (true, parts.isEmpty ? "no rings drawn" : parts.joined(separator: "; "))
  }

  private func decorationColor(_ part: DrawRole.Part) -> RGBColor {
    part == .marker ? PausedMarker.color : .black
  }

  /// A problem when `paint` is not exactly `color` and opaque.
  private static func expect(
    _ paint: Paint, _ color: RGBColor, _ name: String?, _ item: String
  ) -> String? {
    guard paint.color != color || paint.opacity != 1 else { return nil }
    let expected = name ?? color.hex
    if paint.color == color { return "\(item) opacity \(opacity(paint)) ≠ 1" }
    return "\(item) \(paint.color.hex) ≠ \(expected)"
  }

  private static func opacity(_ paint: Paint) -> String {
    DecimalFormat(maximumFractionDigits: 3).string(paint.opacity)
  }

  /// Whether every channel of `color` lies between the gradient's start colour and the HIG one.
  static func isGradientShade(_ color: RGBColor, of kind: RingKind) -> Bool {
    let start = kind.gradientStartColor
    let end = kind.gradientTipColor
    func between(_ value: UInt8, _ a: UInt8, _ b: UInt8) -> Bool {
      min(a, b) <= value && value <= max(a, b)
    }
    return between(color.red, start.red, end.red) && between(color.green, start.green, end.green)
      && between(color.blue, start.blue, end.blue)
  }

  /// "Move #fa114f", or "Move #d60034…#fa114f" (the deepest shade to the nearest to HIG); nil
  /// without laps, arcs or dots.
  /// The range of colours a ring shows, from the one nearest its start colour to the one
  /// farthest from it; nil when it shows none.
  private static func shades(of kind: RingKind, _ values: [RGBColor]) -> String? {
    func distance(_ color: RGBColor) -> Int {
      let start = kind.gradientStartColor
      return abs(Int(color.red) - Int(start.red)) + abs(Int(color.green) - Int(start.green))
        + abs(Int(color.blue) - Int(start.blue))
    }
    guard let deepest = values.min(by: { distance($0) < distance($1) }) else { return nil }
    guard let lightest = values.max(by: { distance($0) < distance($1) }), lightest != deepest
    else {
      return "\(kind.name) \(deepest.hex)"
    }
    return "\(kind.name) \(deepest.hex)…\(lightest.hex)"
  }
}

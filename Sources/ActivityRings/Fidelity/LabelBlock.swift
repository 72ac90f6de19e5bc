/// Lays out a scene's ``RingLabel``: the name in white, then one line per ring in the ring's
/// colour, in the layout's label area.
///
/// Lines read like Apple's: "Move 350/500 CAL", "Exercise 20/30 MIN", "Stand 8/12 HRS" (kJ
/// energy reads "KJ"; move-time mode "MIN"; wheelchair users' Stand reads "Roll"). A ring with
/// no data reads "Move --", a goal of 0 "Move 90 CAL", and a scene made from bare progress
/// "Move 70%". Numbers are whole, as in the Activity app.
///
/// The font size fits the block: at most a fifth of the area's height per line and narrow
/// enough that the longest line fits at ``averageAdvance`` em per character.
///
/// ```swift
/// let lines = LabelBlock.texts(for: scene, in: scene.layout())
/// lines.map(\.text)  // ["Ana", "Move 350/500 CAL", "Exercise 20/30 MIN", "Stand 8/12 HRS"]
/// ```
public enum LabelBlock {
  /// The average advance of a character in the label font, in em: a generous estimate for
  /// bold sans-serif fonts (DejaVu Sans Bold averages about 0.66 em over these strings).
  public static let averageAdvance = 0.68
  /// The name line's colour.
  public static let nameColor = RGBColor(red: 255, green: 255, blue: 255)

  /// The text lines of `scene`'s label in `layout`'s label area; empty without a label.
  ///
  /// ```swift
  /// LabelBlock.texts(for: scene, in: scene.layout()).first?.text  // "Ana"
  /// ```
  public static func texts(for scene: RingScene, in layout: RingLayout) -> [DrawText] {
    guard let label = scene.options.label, let area = layout.labelArea else { return [] }
    var lines: [(ring: RingKind?, text: String)] = []
    if let name = label.name.map(singleLine), !name.isEmpty { lines.append((nil, name)) }
    for kind in scene.rings {
      lines.append((kind, line(for: kind, in: scene, usesWheelchair: label.usesWheelchair)))
    }
    let padding = layout.outerMargin
    let width = area.width - 2 * padding
    let height = area.height - 2 * padding
    guard width > 0, height > 0, !lines.isEmpty else { return [] }
    let longest = Double(lines.map(\.text.count).max() ?? 1)
    let fontSize = min(
      height / Double(max(lines.count, 4)) / 1.3, width / (longest * averageAdvance))
    let lineHeight = fontSize * 1.3
    let blockHeight = lineHeight * Double(lines.count)
    // Beside the rings the block is centred vertically; below them it starts at the top.
    let top =
      label.placement == .beside ? area.y + (area.height - blockHeight) / 2 : area.y + padding
    let left: Double
    switch label.placement {
    case .beside: left = area.x + padding
    case .below:
      let lineWidth = longest * averageAdvance * fontSize
      left = area.x + (area.width - lineWidth) / 2
    }
    return lines.enumerated().map { index, line in
      DrawText(
        ring: line.ring, text: line.text,
        origin: Point(x: left, y: top + lineHeight * Double(index) + fontSize),
        fontSize: fontSize, weight: .bold, color: line.ring?.color ?? nameColor)
    }
  }

  /// One ring's line.
  static func line(for kind: RingKind, in scene: RingScene, usesWheelchair: Bool) -> String {
    let name = kind == .stand && usesWheelchair ? "Roll" : kind.name
    let whole = DecimalFormat(maximumFractionDigits: 0)
    guard let summary = scene.summary else {
      guard let progress = scene.progress[kind] else { return "\(name) --" }
      return "\(name) \(whole.string(progress * 100))%"
    }
    let reading = summary.reading(of: kind)
    let unit: String
    switch kind {
    case .move:
      unit =
        summary.effectiveMoveMode == .appleMoveTime
        ? "MIN" : (summary.effectiveEnergyUnit == .kilojoules ? "KJ" : "CAL")
    case .exercise: unit = "MIN"
    case .stand: unit = "HRS"
    }
    switch (reading.value, reading.goal) {
    case (let value?, let goal?) where goal > 0:
      return "\(name) \(whole.string(value))/\(whole.string(goal)) \(unit)"
    case (let value?, _):
      return "\(name) \(whole.string(value)) \(unit)"
    case (nil, _):
      return "\(name) --"
    }
  }

  /// The name without control characters (a label is one line).
  private static func singleLine(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : $0 }))
  }
}

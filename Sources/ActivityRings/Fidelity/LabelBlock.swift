/// Lays out a scene's ``RingLabel``: the name in white, then one line per ring in the ring's
/// HIG colour, in the layout's label area.
///
/// Lines read like Apple's: "Move 350/500CAL", "Exercise 20/30MIN", "Stand 8/12HRS" (kJ energy
/// reads "KJ"; move-time mode "MIN"; wheelchair users' Stand reads "Roll"). A ring with no data
/// reads "Move --", a goal of 0 "Move 90CAL", and a scene made from bare progress "Move 70%".
/// Numbers are whole, as in the Activity app, and never rounded up to a goal not reached.
///
/// The font size fits the block — at most a fifth of the area's height per line and narrow
/// enough that the longest line fits at ``averageAdvance`` em per character — and is never
/// below ``minimumFontSize``, Apple's smallest legible size. A ``RingScene`` makes sure of that
/// when it is created: a label too big for its place moves below the rings, then shortens the
/// name with "…", and where even that cannot fit the scene is not made
/// (``SceneError/labelDoesNotFit(smallestCanvas:)``).
///
/// ```swift
/// let lines = LabelBlock.texts(for: scene, in: scene.layout())
/// lines.map(\.text)  // ["Ana", "Move 350/500CAL", "Exercise 20/30MIN", "Stand 8/12HRS"]
/// ```
public enum LabelBlock {
  /// The average advance of a character in the label font, in em: a generous estimate for
  /// bold sans-serif fonts (Inter Bold, the Cairo backend's face, averages 0.55–0.63 em over
  /// these strings; DejaVu Sans Bold about 0.66).
  public static let averageAdvance = 0.68
  /// The name line's colour.
  public static let nameColor = RGBColor(red: 255, green: 255, blue: 255)
  /// The smallest text drawn, in points: 11, Apple's minimum legible size.
  public static let minimumFontSize = 11.0
  /// Line height as a multiple of the font size.
  package static let lineSpacing = 1.3
  /// What a shortened name ends with.
  static let ellipsis = "…"

  /// The text lines of `scene`'s label in `layout`'s label area; empty without a label.
  public static func texts(for scene: RingScene, in layout: RingLayout) -> [DrawText] {
    guard let label = scene.options.label, let area = layout.labelArea else { return [] }
    let lines = self.lines(for: scene, label: label)
    let padding = layout.outerMargin
    guard let fitted = fontSize(of: lines, in: area, padding: padding) else { return [] }
    // A scene fits its label at 11 pt or more when it is made; a label swapped in afterwards
    // still never drops below it.
    let fontSize = max(fitted, minimumFontSize)
    let lineHeight = fontSize * lineSpacing
    let blockHeight = lineHeight * Double(lines.count)
    let longest = Double(lines.map { $0.text.count }.max() ?? 1)
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

  /// The label's lines: the name (when given and not blank), then one per ring.
  static func lines(for scene: RingScene, label: RingLabel) -> [(ring: RingKind?, text: String)] {
    var lines: [(ring: RingKind?, text: String)] = []
    if let name = label.name.map(singleLine), !name.isEmpty { lines.append((nil, name)) }
    for kind in scene.rings {
      lines.append((kind, line(for: kind, in: scene, usesWheelchair: label.usesWheelchair)))
    }
    return lines
  }

  /// The font size that fits `lines` in `area` inside `padding`, in points; nil when there is
  /// no room at all.
  static func fontSize(
    of lines: [(ring: RingKind?, text: String)], in area: LayoutRect, padding: Double
  ) -> Double? {
    let width = area.width - 2 * padding
    let height = area.height - 2 * padding
    guard width > 0, height > 0, !lines.isEmpty else { return nil }
    let longest = Double(lines.map { $0.text.count }.max() ?? 1)
    return min(
      height / Double(max(lines.count, 4)) / lineSpacing, width / (longest * averageAdvance))
  }

  /// `name` cut to its first `count` characters followed by "…" (the whole name when it is no
  /// longer than that).
  package static func shortened(_ name: String, to count: Int) -> String {
    name.count <= count ? name : String(name.prefix(max(count, 1))) + ellipsis
  }

  static func line(for kind: RingKind, in scene: RingScene, usesWheelchair: Bool) -> String {
    let name = kind == .stand && usesWheelchair ? "Roll" : kind.name
    return "\(name) \(value(of: kind, in: scene))"
  }

  /// A ring's progress as a whole percentage, never 100% before the goal is reached ("99%" for
  /// 499 of 500), or "--" without a value: how the layouts write a ring too narrow for its value.
  ///
  /// ```swift
  /// LabelBlock.percentage(of: .move, in: scene)  // "70%"
  /// ```
  package static func percentage(of kind: RingKind, in scene: RingScene) -> String {
    guard let progress = scene.progress[kind] else { return "--" }
    return "\(ProgressText.percent(progress * 100, reached: progress >= 1))%"
  }

  /// One ring's value as a label line writes it after the ring's name: `350/500CAL`, `20MIN`
  /// without a goal (or with `showsGoal` false), `75%` for a scene of progress alone, `--`
  /// without a value. Layouts that name the ring by its colour (``LabelBlock`` and the export
  /// presets' layouts) share this one spelling.
  ///
  /// ```swift
  /// LabelBlock.value(of: .move, in: scene)                    // "350/500CAL"
  /// LabelBlock.value(of: .move, in: scene, showsGoal: false)  // "350CAL"
  /// ```
  package static func value(of kind: RingKind, in scene: RingScene, showsGoal: Bool = true)
    -> String
  {
    guard let summary = scene.summary else { return percentage(of: kind, in: scene) }
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
    case (let value?, let goal?) where goal > 0 && showsGoal:
      let shown = ProgressText.amounts(value: value, goal: goal)
      return "\(shown.value)/\(shown.goal)\(unit)"
    case (let value?, _):
      return "\(ProgressText.number(value))\(unit)"
    case (nil, _):
      return "--"
    }
  }

  /// `text` with control characters (line breaks among them) as spaces.
  ///
  /// The control characters (general category Cc) are U+0000–U+001F and U+007F–U+009F, a set
  /// Unicode's stability policy fixes; naming them here rather than asking
  /// `properties.generalCategory` keeps Unicode's category tables (33 KB) out of a WebAssembly
  /// build.
  package static func singleLine(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { scalar in
          scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) ? " " : scalar
        }))
  }
}

import ActivityRings

extension PresetPicture {
  /// The HIG rules that apply to this preset's layout (of `GuidelineRule.presetRules`), each
  /// checked on the picture's geometry (ring bands and the text's estimated extent,
  /// `DrawText.estimatedBounds`).
  ///
  /// ```swift
  /// let picture = try PresetPicture(
  ///   preset: try ExportPreset.named("live-activity-lock-screen"), scale: .x2, summary: today)
  /// print(picture.checks().text)
  /// // ✓ preset-margin: rings and values at least 14 pt from every edge (closest 14 pt)
  /// // ✓ text-size: 3 lines, the smallest 22 pt, at least 11
  /// // ✓ values-beside-rings: Move, Exercise, Stand beside the rings, in their colours
  /// ```
  ///
  /// `preset-margin` (wide layouts: nothing closer to an edge than the layout's margin),
  /// `compact-snug` (compact elements against the camera's side), `text-size` (no text under
  /// 11 pt), `values-beside-rings` (wide layouts: a line per ring in its colour, right of the
  /// rings); encoded as `rings validate` writes every guideline result.
  ///
  /// - Complexity: O(number of lines of text).
  public func checks() -> GuidelineReport {
    var checks: [GuidelineResult] = []
    let format = DecimalFormat(maximumFractionDigits: 2)
    let rings = ringBounds
    switch preset.layout {
    case .wide(let margin, _):
      let boxes = (rings.map { [$0] } ?? []) + texts.map(\.estimatedBounds)
      let closest =
        boxes.map { box in
          min(box.x, box.y, canvas.width - box.x - box.width, canvas.height - box.y - box.height)
        }.min() ?? 0
      // A hundredth of a point of rounding is not a breach.
      checks.append(
        GuidelineResult(
          rule: .presetMargin, passed: closest >= margin - 0.01,
          measured: "rings and values at least \(format.string(margin)) pt from every edge "
            + "(closest \(format.string(closest)) pt)"))
    case .compactLeading:
      let gap = rings.map { canvas.width - $0.x - $0.width } ?? canvas.width
      let limit = 0.1 * canvas.height
      checks.append(
        GuidelineResult(
          rule: .compactSnug, passed: gap <= limit,
          measured: "rings \(format.string(gap)) pt from the camera side (at most "
            + "\(format.string(limit)))"))
    case .compactTrailing:
      let gap = texts.map(\.origin.x).min() ?? canvas.width
      checks.append(
        GuidelineResult(
          rule: .compactSnug, passed: !texts.isEmpty && gap <= 1,
          measured: texts.isEmpty
            ? "no value drawn" : "value \(format.string(gap)) pt from the camera side (at most 1)"))
    case .centred, .minimal:
      break
    }
    let smallest = texts.map(\.fontSize).min()
    checks.append(
      GuidelineResult(
        rule: .textSize, passed: (smallest ?? .infinity) >= PresetLayout.minimumFontSize,
        measured: smallest.map {
          "\(texts.count) line\(texts.count == 1 ? "" : "s"), the smallest \(format.string($0)) pt, "
            + "at least 11"
        } ?? "no text"))
    if case .wide = preset.layout {
      let right = rings.map { $0.x + $0.width } ?? 0
      let kinds = scene.rings
      let beside = kinds.allSatisfy { kind in
        texts.contains { $0.ring == kind && $0.color == kind.color && $0.origin.x >= right }
      }
      checks.append(
        GuidelineResult(
          rule: .valuesBesideRings, passed: beside,
          measured: kinds.map(\.name).joined(separator: ", ")
            + (beside
              ? " beside the rings, in their colours" : ": not every value beside the rings")
        ))
    }
    return GuidelineReport(results: checks)
  }

  /// The square the rings' ink fills on the canvas, in points; nil without rings.
  var ringBounds: LayoutRect? {
    guard let ringOrigin else { return nil }
    let layout = scene.layout()
    guard let outer = layout.rings.first?.outerRadius else { return nil }
    return LayoutRect(
      x: ringOrigin.x + layout.center.x - outer, y: ringOrigin.y + layout.center.y - outer,
      width: 2 * outer, height: 2 * outer)
  }
}

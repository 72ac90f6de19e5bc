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
  /// // ✓ text-size: 3 lines, the smallest 17 pt, at least 11
  /// // ✓ values-beside-rings: Move, Exercise, Stand beside the rings, in their colours
  /// ```
  ///
  /// - `preset-margin` (wide, stacked and inline layouts): nothing closer to an edge than the
  ///   layout's margin (times its magnification; 0 for inline), and inside the corners
  ///   concentric to the presentation's where the layout has a corner radius.
  /// - `camera-clear` (wide layouts with a camera area): no ring and no line inside it.
  /// - `compact-snug`: compact elements against the camera's side.
  /// - `island-shape`: compact content inside the island's rounded end, a half circle as high as
  ///   the element.
  /// - `compact-balance`: the trailing value at most ``PresetLayout/compactBalance`` times as
  ///   wide as the leading element's rings, unless every way of writing it is wider at 11 pt.
  /// - `text-size`: no text under 11 pt.
  /// - `values-beside-rings` (wide, stacked and inline layouts): a line per ring in its
  ///   colour, right of the rings (below them, stacked).
  ///
  /// Encoded as `rings validate` writes every guideline result.
  ///
  /// - Complexity: O(number of lines of text).
  public func checks() -> GuidelineReport {
    let (layout, unit) = preset.layout.unmagnified
    var checks: [GuidelineResult] = []
    switch layout {
    case .wide(let margin, let cornerRadius, let camera):
      checks.append(marginCheck(margin * unit, cornerRadius: cornerRadius.map { $0 * unit }))
      if let camera { checks.append(cameraCheck(camera.magnified(by: unit))) }
    case .stacked(let margin):
      checks.append(marginCheck(margin * unit))
    case .compactLeading:
      let format = DecimalFormat(maximumFractionDigits: 2)
      let gap = ringBounds.map { canvas.width - $0.maxX } ?? canvas.width
      let limit = 0.1 * canvas.height
      checks.append(
        GuidelineResult(
          rule: .compactSnug, passed: gap <= limit,
          measured: "rings \(format.string(gap)) pt from the camera side (at most "
            + "\(format.string(limit)))"))
      let shape = IslandShape(canvas: canvas, roundedEnd: .leading)
      let inside = ringBounds.map { rings in
        shape.contains(
          circleAt: Point(x: rings.x + rings.width / 2, y: rings.y + rings.height / 2),
          radius: rings.width / 2)
      }
      checks.append(
        GuidelineResult(
          rule: .islandShape, passed: inside == true,
          measured: inside == true
            ? "the rings inside the island's rounded end" : "the rings reach past its rounded end"))
    case .compactTrailing:
      checks += compactTrailingChecks(unit: unit)
    case .inline:
      checks.append(marginCheck(0))
    case .centred, .minimal, .magnified:
      break
    }
    let smallest = texts.map(\.fontSize).min()
    let format = DecimalFormat(maximumFractionDigits: 2)
    checks.append(
      GuidelineResult(
        rule: .textSize, passed: (smallest ?? .infinity) >= PresetLayout.minimumFontSize,
        measured: smallest.map {
          "\(texts.count) line\(texts.count == 1 ? "" : "s"), the smallest \(format.string($0)) pt, "
            + "at least 11"
        } ?? "no text"))
    switch layout {
    case .wide, .inline: checks.append(valuesCheck(below: false))
    case .stacked: checks.append(valuesCheck(below: true))
    default: break
    }
    return GuidelineReport(results: checks)
  }

  /// `preset-margin`: the rings' and lines' boxes at least `margin` from every edge and, with
  /// a `cornerRadius`, inside the corners concentric to the presentation's.
  private func marginCheck(_ margin: Double, cornerRadius: Double? = nil) -> GuidelineResult {
    let format = DecimalFormat(maximumFractionDigits: 2)
    let boxes = (ringBounds.map { [$0] } ?? []) + texts.map(\.estimatedBounds)
    let closest =
      boxes.map { box in
        min(box.x, box.y, canvas.width - box.maxX, canvas.height - box.maxY)
      }.min() ?? 0
    let inner = LayoutRect(x: 0, y: 0, width: canvas.width, height: canvas.height)
      .inset(by: margin)
    let cornered = cornerRadius.map { radius in
      let ringsInside = ringBounds.map { rings in
        inner.contains(
          circleAt: Point(x: rings.x + rings.width / 2, y: rings.y + rings.height / 2),
          radius: rings.width / 2, cornerRadius: radius - margin)
      }
      return ringsInside != false
        && texts.allSatisfy { inner.contains($0.estimatedBounds, cornerRadius: radius - margin) }
    }
    // A hundredth of a point of rounding is not a breach.
    return GuidelineResult(
      rule: .presetMargin, passed: closest >= margin - 0.01 && cornered != false,
      measured: "rings and values at least \(format.string(margin)) pt from every edge "
        + "(closest \(format.string(closest)) pt)"
        + (cornered.map { $0 ? ", inside the rounded corners" : ", past a rounded corner" } ?? ""))
  }

  /// `camera-clear`: the rings' ink circle and every line's box outside `camera`.
  private func cameraCheck(_ camera: LayoutRect) -> GuidelineResult {
    let format = DecimalFormat(maximumFractionDigits: 2)
    var inside: [String] = []
    if let rings = ringBounds {
      let centre = Point(x: rings.x + rings.width / 2, y: rings.y + rings.height / 2)
      if camera.distance(from: centre) < rings.width / 2 - 0.01 {
        inside.append("the rings")
      }
    }
    for text in texts where text.estimatedBounds.intersects(camera) {
      inside.append(QuotedText.quoted(text.text))
    }
    let area = "\(format.string(camera.width))x\(format.string(camera.height)) pt camera area"
    return GuidelineResult(
      rule: .cameraClear, passed: inside.isEmpty,
      measured: inside.isEmpty
        ? "nothing inside the \(area)" : inside.joined(separator: ", ") + " inside the \(area)")
  }

  /// `compact-snug`, `island-shape` and `compact-balance` for the trailing element, drawn at
  /// `unit` times its sizes.
  private func compactTrailingChecks(unit: Double) -> [GuidelineResult] {
    let format = DecimalFormat(maximumFractionDigits: 2)
    guard let line = texts.first else {
      return [
        GuidelineResult(rule: .compactSnug, passed: false, measured: "no value drawn")
      ]
    }
    let box = line.estimatedBounds
    let leading = 2 * (scene.layout().rings.first?.outerRadius ?? 0)
    let limit = Self.compactTrailingLimit(scene: scene)
    let smallest = PresetLayout.minimumFontSize * unit
    // Wider is allowed only at 11 pt, when every way of writing the value is wider still.
    let unavoidable =
      line.fontSize <= smallest
      && Self.compactTrailingCandidates(scene: scene).allSatisfy {
        Double($0.count) * LabelBlock.averageAdvance * smallest > limit
      }
    let inside = IslandShape(canvas: canvas, roundedEnd: .trailing).contains(box)
    return [
      GuidelineResult(
        rule: .compactSnug, passed: box.x <= unit,
        measured: "value \(format.string(box.x)) pt from the camera side (at most "
          + "\(format.string(unit)))"),
      GuidelineResult(
        rule: .islandShape, passed: inside,
        measured: inside
          ? "the value inside the island's rounded end"
          : "the value reaches into the island's rounded end"),
      GuidelineResult(
        rule: .compactBalance, passed: box.width <= limit + 0.01 || unavoidable,
        measured: "value \(format.string(box.width)) pt wide, the leading rings "
          + "\(format.string(leading)) (at most \(format.string(limit))"
          + (unavoidable ? "; no shorter way to write it at 11 pt)" : ")")),
    ]
  }

  /// `values-beside-rings`: a line per ring in its colour, right of the rings or below them.
  private func valuesCheck(below: Bool) -> GuidelineResult {
    let rings = ringBounds
    let kinds = scene.rings
    let placed = kinds.allSatisfy { kind in
      texts.contains { text in
        guard text.ring == kind, text.color == kind.color else { return false }
        return below
          ? text.estimatedBounds.y >= (rings?.maxY ?? 0) : text.origin.x >= (rings?.maxX ?? 0)
      }
    }
    let place = below ? "below" : "beside"
    return GuidelineResult(
      rule: .valuesBesideRings, passed: placed,
      measured: kinds.map(\.name).joined(separator: ", ")
        + (placed
          ? " \(place) the rings, in their colours" : ": not every value \(place) the rings"))
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

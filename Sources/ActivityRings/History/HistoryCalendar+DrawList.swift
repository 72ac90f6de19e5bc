extension HistoryCalendar {
  /// The calendar's proportions, in cell sides.
  enum Proportion {
    /// Space around the calendar.
    static let margin = 0.25
    /// The title row.
    static let titleRow = 0.6
    /// The weekday header row.
    static let headerRow = 0.45
    /// The day-number band above each day's rings.
    static let numberBand = 0.32
    /// Space under each week's rings.
    static let rowGap = 0.12
    /// Space between neighbouring cells.
    static let columnGap = 0.08
  }

  /// The canvas the calendar needs, in points.
  ///
  /// ```swift
  /// try calendar.canvasSize().width  // 7 cells, their gaps and margins
  /// ```
  public func canvasSize() throws(HistoryError) -> CanvasSize {
    let weeks = weekRows
    let width = cellSide * (7 + 6 * Proportion.columnGap + 2 * Proportion.margin)
    let height =
      cellSide
      * (2 * Proportion.margin + (title == nil ? 0 : Proportion.titleRow) + Proportion.headerRow
        + Double(weeks) * (Proportion.numberBand + 1 + Proportion.rowGap))
    do {
      return try CanvasSize(width: width, height: height)
    } catch {
      throw .invalidScene(error)
    }
  }

  /// How many week rows the days span (Monday-first weeks).
  var weekRows: Int {
    let lead = first.weekday - 1
    let count = last.dayNumber - first.dayNumber + 1
    return (lead + count + 6) / 7
  }

  /// The calendar as one draw list: black canvas, title and weekday header in white, then each
  /// day's number and rings (``RingScene`` of that day at ``cellSide``, glyphs left out), the
  /// highlighted day's number in black on a white disc.
  ///
  /// ```swift
  /// let png = try CairoRenderer().pngData(calendar.drawList())
  /// ```
  ///
  /// - Throws: ``HistoryError/invalidScene(_:)`` when the canvas would exceed 8192 pixels a
  ///   side, or a day's values are invalid.
  public func drawList() throws(HistoryError) -> DrawList {
    let size = try canvasSize()
    let pixels = size.pixels(at: scale)
    guard Double(max(pixels.width, pixels.height)) <= CanvasSize.maximumPixelSide else {
      throw .invalidScene(
        .tooLarge(pixels: max(pixels.width, pixels.height), limit: Int(CanvasSize.maximumPixelSide))
      )
    }
    let unit = cellSide
    let margin = Proportion.margin * unit
    var items: [DrawItem] = []
    var texts: [DrawText] = []
    var top = margin
    let white = LabelBlock.nameColor
    if let title {
      texts.append(
        DrawText(
          ring: nil, text: title, origin: Point(x: margin, y: top + 0.42 * unit),
          fontSize: 0.36 * unit, weight: .bold, color: white))
      top += Proportion.titleRow * unit
    }
    let step = unit * (1 + Proportion.columnGap)
    for (column, initial) in Self.weekdayInitials.enumerated() {
      texts.append(
        centredText(
          initial, centreX: margin + Double(column) * step + unit / 2, baseline: top + 0.32 * unit,
          fontSize: 0.26 * unit, color: RGBColor(red: 142, green: 142, blue: 147)))
    }
    top += Proportion.headerRow * unit
    let rowHeight = unit * (Proportion.numberBand + 1 + Proportion.rowGap)
    // Days without data follow the calendar: three empty tracks when any day has watch rings.
    let emptyDayStyle: RingStyle = showsWatchRings ? .threeRings : .moveOnly
    let lead = first.weekday - 1
    for (index, day) in days.enumerated() {
      let slot = lead + index
      let x = margin + Double(slot % 7) * step
      let y = top + Double(slot / 7) * rowHeight
      let numberBaseline = y + 0.24 * unit
      let number = String(day.day)
      var numberColor = white
      if day == highlighted {
        items.append(
          DrawItem(
            role: DrawRole(ring: nil, part: .highlight),
            path: .disc(
              center: Point(x: x + unit / 2, y: numberBaseline - 0.08 * unit), radius: 0.2 * unit),
            paint: .solid(white)))
        numberColor = .black
      }
      texts.append(
        centredText(
          number, centreX: x + unit / 2, baseline: numberBaseline, fontSize: 0.22 * unit,
          color: numberColor))
      let summary = summaries[day]
      let daysStyle =
        summary.map { $0.hasWatchRings ? RingStyle.threeRings : .moveOnly } ?? emptyDayStyle
      let scene: RingScene
      do {
        scene = try RingScene(
          summary: summary, style: daysStyle, size: CanvasSize(side: unit), scale: scale,
          options: RingOptions(look: look, showsGlyphs: false))
      } catch {
        throw .invalidScene(error)
      }
      let offset = Point(x: x, y: y + Proportion.numberBand * unit)
      for item in scene.drawList().items {
        items.append(
          DrawItem(
            role: item.role, path: item.path.translated(by: offset), paint: item.paint,
            fillRule: item.fillRule))
      }
    }
    return DrawList(
      size: size, scale: scale, background: .black, items: items, texts: texts,
      title: title.map { "Activity rings, \($0)" } ?? "Activity rings history",
      accessibilityText: accessibilityText)
  }

  /// A summary sentence: the range, how many days closed each ring, and days without data.
  ///
  /// ```swift
  /// calendar.accessibilityText
  /// // "2026-11-01 to 2026-11-30: Move closed on 12 of 30 days, Exercise on 9, Stand on 20; 5 days without data"
  /// ```
  public var accessibilityText: String {
    let all = days
    var closed: [RingKind: Int] = [:]
    var withoutData = 0
    for day in all {
      guard let summary = summaries[day] else {
        withoutData += 1
        continue
      }
      for kind in RingKind.allCases {
        if let progress = try? summary.progress(of: kind), progress >= 1 {
          closed[kind, default: 0] += 1
        }
      }
    }
    var text =
      "\(first) to \(last): Move closed on \(closed[.move, default: 0]) of \(all.count) days"
    if showsWatchRings {
      text +=
        ", Exercise on \(closed[.exercise, default: 0]), Stand on \(closed[.stand, default: 0])"
    }
    if withoutData > 0 {
      text += "; \(withoutData) day\(withoutData == 1 ? "" : "s") without data"
    }
    return text
  }

  private func centredText(
    _ text: String, centreX: Double, baseline: Double, fontSize: Double, color: RGBColor
  ) -> DrawText {
    // The core estimates widths; digits and capitals are narrower than the label average.
    let width = Double(text.count) * 0.62 * fontSize
    return DrawText(
      ring: nil, text: text, origin: Point(x: centreX - width / 2, y: baseline),
      fontSize: fontSize, weight: .bold, color: color)
  }
}

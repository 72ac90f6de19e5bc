extension HistoryCalendar {
  /// The calendar's proportions, in cell sides.
  enum Proportion {
    /// Space around the calendar.
    static let margin = 0.25
    /// The title's font size.
    static let titleFont = 0.36
    /// The weekday letters' and day numbers' font size.
    static let dayFont = 0.26
    /// Space under each week's rings.
    static let rowGap = 0.12
    /// Space between neighbouring cells.
    static let columnGap = 0.08
  }

  /// The highlighted day's white disc, in day-number ems: its radius, and where the middle of
  /// the digits lies above their baseline.
  enum TodayDisc {
    /// The disc's radius: 1.1 em, so two digits of Inter Bold (at most 1.25 em of ink, "30")
    /// take at most 0.57 of its width, and no more than 0.65 where a pixel of antialiasing
    /// widens them at 11 px.
    static let radius = 1.1
    /// Inter's digits stand 0.74 em tall on the baseline.
    static let digitMiddle = 0.37
    /// Space above and below the disc in the number band.
    static let clearance = 0.1
  }

  /// Each character's advance in day-number ems, for centring numbers and weekday letters:
  /// Inter Bold's (the Cairo backend's face, and the SVG's where SF Pro Rounded is missing);
  /// any other byte 0.62. The text is ASCII, read as bytes so the core links no Unicode tables.
  static func advance(of byte: UInt8) -> Double {
    switch byte {
    case UInt8(ascii: "0"): 0.688
    case UInt8(ascii: "1"): 0.489
    case UInt8(ascii: "2"): 0.630
    case UInt8(ascii: "3"), UInt8(ascii: "6"), UInt8(ascii: "8"), UInt8(ascii: "9"): 0.660
    case UInt8(ascii: "4"): 0.678
    case UInt8(ascii: "5"): 0.645
    case UInt8(ascii: "7"): 0.595
    case UInt8(ascii: "M"): 0.91
    case UInt8(ascii: "T"): 0.67
    case UInt8(ascii: "W"): 1.04
    case UInt8(ascii: "F"): 0.58
    case UInt8(ascii: "S"): 0.65
    default: 0.62
    }
  }

  /// The calendar's measures in points: proportional to the cell side, with every text at
  /// least ``LabelBlock/minimumFontSize`` (the rows around the text grow with it).
  struct Metrics {
    let unit: Double
    let margin: Double
    let titleFont: Double
    let dayFont: Double
    /// The title row, 0 without a title.
    let titleRow: Double
    /// The weekday header row.
    let headerRow: Double
    /// The day-number band above each day's rings, tall enough for the highlighted day's disc.
    let numberBand: Double
    /// One week: number band, rings and the gap below.
    let rowHeight: Double
    /// One column: a cell and the gap beside it.
    let columnStep: Double
    /// The month names' column left of the weeks, 0 without month names.
    let monthColumn: Double

    init(unit: Double, hasTitle: Bool, monthNames: [String]) {
      self.unit = unit
      margin = Proportion.margin * unit
      titleFont = max(Proportion.titleFont * unit, LabelBlock.minimumFontSize + 2)
      dayFont = max(Proportion.dayFont * unit, LabelBlock.minimumFontSize)
      titleRow = hasTitle ? titleFont * 1.65 : 0
      headerRow = dayFont * 1.7
      numberBand = dayFont * 2 * (TodayDisc.radius + TodayDisc.clearance)
      rowHeight = numberBand + unit + Proportion.rowGap * unit
      columnStep = unit * (1 + Proportion.columnGap)
      let widestName = monthNames.map { $0.utf8.reduce(0) { $0 + HistoryCalendar.advance(of: $1) } }
        .max()
      let font = dayFont
      monthColumn = widestName.map { ($0 + 0.5) * font } ?? 0
    }
  }

  var metrics: Metrics {
    Metrics(
      unit: cellSide, hasTitle: title != nil,
      monthNames: monthRows.map { Self.shortMonthName($0.month) })
  }

  /// The week row where each month shown begins (the first row for the first month), when
  /// the days span more than one month and more than one week: a long range names its months
  /// in a column left of the weeks, as a month's title does for one month. Empty otherwise.
  var monthRows: [(row: Int, month: Int)] {
    guard weekRows > 1, first.month != last.month || first.year != last.year else { return [] }
    return days.enumerated().compactMap { index, day in
      index == 0 || day.day == 1 ? ((lead + index) / 7, day.month) : nil
    }
  }

  /// A month's name cut to three letters: "Jan", "Feb", …
  static func shortMonthName(_ month: Int) -> String {
    // ASCII names, cut as bytes so the core links no Unicode tables.
    String(decoding: CalendarDay.monthName(month).utf8.prefix(3), as: UTF8.self)
  }

  /// The canvas the calendar needs, in points: wide enough for the title too, at
  /// ``LabelBlock/averageAdvance`` em per character (a week across two months or years is
  /// wider than its seven small cells).
  ///
  /// ```swift
  /// try calendar.canvasSize().width  // 7 cells, their gaps and margins
  /// ```
  public func canvasSize() throws(HistoryError) -> CanvasSize {
    let metrics = self.metrics
    let titleWidth =
      title.map { Double($0.count) * LabelBlock.averageAdvance * metrics.titleFont } ?? 0
    let width = max(
      cellSide * (7 + 6 * Proportion.columnGap) + 2 * metrics.margin + metrics.monthColumn,
      titleWidth + 2 * metrics.margin)
    let height =
      2 * metrics.margin + metrics.titleRow + metrics.headerRow
      + Double(weekRows) * metrics.rowHeight
    do {
      return try CanvasSize(width: width, height: height)
    } catch {
      throw .invalidScene(error)
    }
  }

  /// How many week rows the days span.
  var weekRows: Int {
    let count = last.dayNumber - first.dayNumber + 1
    return (lead + count + 6) / 7
  }

  /// The calendar as one draw list: black canvas, title in white and weekday header in grey,
  /// then each day's number and rings (``RingScene`` of that day at ``cellSide``, glyphs left out), the
  /// highlighted day's number in black on a white disc. Each day's items form a ``DrawGroup``
  /// titled with its date and what its rings say.
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
    let metrics = self.metrics
    let unit = cellSide
    let margin = metrics.margin
    // The weeks start right of the month names' column.
    let left = margin + metrics.monthColumn
    var items: [DrawItem] = []
    var texts: [DrawText] = []
    var top = margin
    let white = LabelBlock.nameColor
    if let title {
      texts.append(
        DrawText(
          ring: nil, text: title, origin: Point(x: margin, y: top + metrics.titleFont * 1.15),
          fontSize: metrics.titleFont, weight: .bold, color: white))
      top += metrics.titleRow
    }
    let step = metrics.columnStep
    for (column, initial) in header.enumerated() {
      texts.append(
        centredText(
          initial, centreX: left + Double(column) * step + unit / 2,
          baseline: top + metrics.dayFont * 1.15, fontSize: metrics.dayFont,
          color: Self.grey))
    }
    top += metrics.headerRow
    // Days without data follow the calendar: three empty tracks when any day has watch rings.
    let emptyDayStyle: RingStyle = showsWatchRings ? .threeRings : .moveOnly
    // Each day's rings are laid out on the pixel grid of their own cell, so the cell's corner
    // goes on a whole pixel too.
    let factor = Double(scale.factor)
    func onGrid(_ value: Double) -> Double { (value * factor).rounded() / factor }
    var groups: [DrawGroup] = []
    for (index, day) in days.enumerated() {
      let firstItem = items.count
      let slot = lead + index
      let x = onGrid(left + Double(slot % 7) * step)
      let y = top + Double(slot / 7) * metrics.rowHeight
      // The digits' middle lies in the middle of the band, where the disc is centred.
      let numberMiddle = y + metrics.numberBand / 2
      let numberBaseline = numberMiddle + TodayDisc.digitMiddle * metrics.dayFont
      let number = String(day.day)
      var numberColor = isAhead(day) ? Self.grey : white
      if day == highlighted {
        items.append(
          DrawItem(
            role: DrawRole(ring: nil, part: .highlight),
            path: .disc(
              center: Point(x: x + unit / 2, y: numberMiddle),
              radius: TodayDisc.radius * metrics.dayFont),
            paint: .solid(white)))
        numberColor = .black
      }
      texts.append(
        centredText(
          number, centreX: x + unit / 2, baseline: numberBaseline, fontSize: metrics.dayFont,
          color: numberColor))
      guard !isAhead(day) else {
        // A day that has not happened: its number, no rings (and no group, unless it is
        // highlighted: a group holds items).
        if items.count > firstItem {
          groups.append(
            DrawGroup(items: firstItem..<items.count, title: "\(day.spokenText). Still to come."))
        }
        continue
      }
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
      let offset = Point(x: x, y: onGrid(y + metrics.numberBand))
      for item in scene.drawList().items {
        items.append(item.mapped { Point(x: $0.x + offset.x, y: $0.y + offset.y) })
      }
      groups.append(DrawGroup(items: firstItem..<items.count, title: Self.title(of: day, scene)))
    }
    for (row, month) in monthRows {
      let rowTop = top + Double(row) * metrics.rowHeight
      let baseline = rowTop + metrics.numberBand / 2 + TodayDisc.digitMiddle * metrics.dayFont
      texts.append(
        DrawText(
          ring: nil, text: Self.shortMonthName(month), origin: Point(x: margin, y: baseline),
          fontSize: metrics.dayFont, weight: .bold, color: Self.grey))
    }
    return DrawList(
      size: size, scale: scale, background: .black, items: items, texts: texts,
      title: title.map { "Activity rings, \($0)" } ?? "Activity rings history",
      accessibilityText: accessibilityText, groups: groups)
  }

  /// A day's words: its date, then what its rings say ("Thursday 13 August 2026. Move: 350 of
  /// 500 calories, 70 percent. …"), or that it has no data.
  static func title(of day: CalendarDay, _ scene: RingScene) -> String {
    guard scene.summary != nil else { return "\(day.spokenText). No data." }
    var description = scene.ringDescription
    description.day = day
    return description.sentence
  }

  /// A summary sentence: the range, how many of the days that have happened closed each ring,
  /// days without data, and days still to come (after ``today``).
  ///
  /// ```swift
  /// calendar.accessibilityText
  /// // "2026-11-01 to 2026-11-30: Move closed on 12 of 30 days, Exercise on 9, Stand on 20; 5 days without data"
  /// ```
  public var accessibilityText: String {
    let all = days.filter { !isAhead($0) }
    let ahead = days.count - all.count
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
    if ahead > 0 {
      text += "; \(ahead) day\(ahead == 1 ? "" : "s") still to come"
    }
    return text
  }

  /// The weekday letters', the month names' and the days ahead's grey: (142, 142, 147), the
  /// system's secondary label colour on black.
  static let grey = RGBColor(red: 142, green: 142, blue: 147)

  private func centredText(
    _ text: String, centreX: Double, baseline: Double, fontSize: Double, color: RGBColor
  ) -> DrawText {
    // The core estimates widths from the label face's advances.
    let width = text.utf8.reduce(0) { $0 + Self.advance(of: $1) } * fontSize
    return DrawText(
      ring: nil, text: text, origin: Point(x: centreX - width / 2, y: baseline),
      fontSize: fontSize, weight: .bold, color: color)
  }
}

/// What the guideline checker measures in one draw list, shared by the rules.
struct GuidelineMeasurement {
  let drawList: DrawList
  let layout: RingLayout
  let look: RingLook
  let label: RingLabel?
  /// See ``GuidelineChecker/tolerance(for:)``.
  let tolerance: Double
  /// Each ring's drawn band: the extent of its track, laps, arcs and dots (not decorations).
  let bands: [RingKind: PathExtent]

  init(drawList: DrawList, layout: RingLayout, look: RingLook, label: RingLabel?) {
    self.drawList = drawList
    self.layout = layout
    self.look = look
    self.label = label
    tolerance = GuidelineChecker.tolerance(for: drawList.size)
    var bands: [RingKind: PathExtent] = [:]
    for item in drawList.items where !item.role.part.isDecoration {
      guard let kind = item.role.ring, let extent = PathExtent(item.path, around: layout.center)
      else { continue }
      bands[kind] = bands[kind].map { $0.union(extent) } ?? extent
    }
    self.bands = bands
  }

  /// The layout's rings that were drawn, outermost first, with their drawn bands.
  var drawnRings: [(ring: RingGeometry, band: PathExtent)] {
    layout.rings.compactMap { ring in bands[ring.kind].map { (ring, $0) } }
  }

  /// The extent of everything the rings draw (not decorations); nil when nothing is drawn.
  var allBands: PathExtent? {
    drawnRings.map { $0.band }.reduce(nil) { union, band in union.map { $0.union(band) } ?? band }
  }

  /// The outcome of one rule.
  func result(for rule: GuidelineRule) -> GuidelineResult {
    let outcome: (passed: Bool, measured: String)
    switch rule {
    case .blackBackground: outcome = blackBackground()
    case .ringColors: outcome = ringColors()
    case .outerMargin: outcome = outerMargin()
    case .ringsInside: outcome = ringsInside()
    case .nothingCrossesRings: outcome = nothingCrossesRings()
    case .labelPresent: outcome = labelPresent()
    case .textSize: outcome = textSize()
    case .presetMargin, .valuesBesideRings, .compactSnug, .cameraClear, .islandShape,
      .compactBalance:
      preconditionFailure("\(rule) is a rule of export presets' layouts, not of a picture")
    }
    return GuidelineResult(rule: rule, passed: outcome.passed, measured: outcome.measured)
  }

  /// A length for a measurement: at most two fraction digits and "pt", e.g. "1.45 pt".
  static func points(_ value: Double) -> String {
    "\(DecimalFormat(maximumFractionDigits: 2).string(value)) pt"
  }

  /// The first few problems, joined, with a count of the rest.
  static func summary(of problems: [String], limit: Int = 3) -> String {
    let shown = problems.prefix(limit).joined(separator: "; ")
    let rest = problems.count - limit
    return rest > 0 ? "\(shown); and \(rest) more" : shown
  }
}

extension GuidelineMeasurement {
  /// The largest enclosing circle drawn (``DrawRole/Part/enclosure``): the centre and radius of
  /// its points' box; nil without one.
  var enclosureCircle: (center: Point, radius: Double)? {
    drawList.items.filter { $0.role.part == .enclosure }
      .compactMap { PathExtent($0.path, around: layout.center)?.bounds }
      .map { box in
        (
          center: Point(x: box.x + box.width / 2, y: box.y + box.height / 2),
          radius: min(box.width, box.height) / 2
        )
      }
      .max { $0.radius < $1.radius }
  }

  /// A span of distances from the centre, e.g. "54…66 pt".
  static func span(_ nearest: Double, _ farthest: Double) -> String {
    let format = DecimalFormat(maximumFractionDigits: 2)
    return "\(format.string(nearest))…\(format.string(farthest)) pt"
  }
}

import ActivityRings
import ActivityRingsSnapshotTestingCore
import Foundation
import Testing
import _ActivityRingsTestSupport

/// The guideline checker passes every picture the core draws and fails each rule, with the
/// measured value, on a picture broken just for that rule.
@Suite struct GuidelineCheckerTests {
  /// A corpus scene by name.
  static func scene(_ name: String) throws -> RingScene {
    try #require(SnapshotCorpus.entries.first { $0.name == name }).scene
  }

  /// The result of `rule` for a draw list checked against `scene`'s layout, look and label.
  static func result(
    _ rule: GuidelineRule, _ drawList: DrawList, of scene: RingScene
  ) throws -> GuidelineResult {
    let report = GuidelineChecker.check(
      drawList, layout: scene.layout(), look: scene.options.look, label: scene.options.label)
    return try #require(report.result(for: rule))
  }

  /// Tracks and half-lap arcs for `layout`'s rings, shaped as the core shapes them, so a
  /// layout with other proportions can be checked as a whole.
  static func drawList(for layout: RingLayout) -> DrawList {
    var items: [DrawItem] = []
    for ring in layout.rings {
      items.append(
        DrawItem(
          role: DrawRole(ring: ring.kind, part: .track),
          path: .annulus(
            center: layout.center, innerRadius: ring.innerRadius, outerRadius: ring.outerRadius),
          paint: .solid(ring.kind.trackColor)))
      items.append(
        DrawItem(
          role: DrawRole(ring: ring.kind, part: .arc),
          path: .roundCappedArc(
            center: layout.center, radius: ring.radius, lineWidth: ring.lineWidth, from: 0,
            to: .pi),
          paint: .solid(ring.kind.color)))
    }
    return DrawList(
      size: layout.canvas, scale: .x1, background: .black, items: items, title: "Hand-built",
      accessibilityText: "Half-way rings")
  }

  /// The three-ring layout of a 120-point canvas with its rings moved: Move's band 42…54 pt,
  /// Exercise's 28…40 pt and Stand's 14…26 pt before the change (gaps of 2 pt, whole pixels).
  static func layout(_ change: (inout [RingGeometry]) -> Void) throws -> RingLayout {
    var layout = RingLayout(canvas: try CanvasSize(side: 120), rings: RingKind.allCases)
    change(&layout.rings)
    return layout
  }

  // MARK: - Everything the core draws passes

  @Test(arguments: SnapshotCorpus.entries)
  func everyCorpusScenePasses(entry: SnapshotCorpus.Entry) {
    let report = GuidelineChecker.check(entry.scene)
    #expect(report.passed, "\(entry.name):\n\(report.text)")
    #expect(report.results.map(\.rule) == GuidelineRule.pictureRules)
  }

  @Test(arguments: SnapshotCorpus.drawListEntries)
  func everyDrawListScenePasses(entry: SnapshotCorpus.Entry) {
    let report = GuidelineChecker.check(entry.scene)
    #expect(report.passed, "\(entry.name):\n\(report.text)")
  }

  /// Draw lists and layouts as their JSON references store them, decoded with the paths'
  /// 6-digit rounding, still pass.
  @Test(arguments: SnapshotCorpus.drawListEntries)
  func everyDrawListReadBackFromJSONPasses(entry: SnapshotCorpus.Entry) throws {
    let drawList = try JSONDecoder().decode(
      DrawList.self, from: SnapshotCorpus.referenceJSON(entry.scene.drawList()))
    let layout = try JSONDecoder().decode(
      RingLayout.self, from: SnapshotCorpus.referenceJSON(entry.scene.layout()))
    let report = GuidelineChecker.check(drawList, layout: layout, look: entry.scene.options.look)
    #expect(report.passed, "\(entry.name):\n\(report.text)")
  }

  @Test func aPassingReportReadsOneLinePerRule() throws {
    let report = GuidelineChecker.check(try Self.scene("flat"))
    #expect(
      report.text == """
        ✓ black-background: canvas #000000
        ✓ ring-colors: Move #fa114f, Exercise #a6ff00, Stand #00fff6 = HIG, opaque; tracks at 15%
        ✓ outer-margin: outer margin 6 pt ≥ gap 1 pt
        ✓ rings-inside: rings 6 pt inside the ring area, 1 pt apart
        ✓ nothing-crosses-rings: 23 ring shapes within their bands; no label text
        ✓ label-present: no label asked for
        ✓ text-size: no text
        """)
    #expect(report.failures.isEmpty)
    #expect(report.description == report.text)
  }

  @Test func rulesHaveStableIdsTitlesAndRationales() throws {
    #expect(
      GuidelineRule.allCases.map(\.id) == [
        "black-background", "ring-colors", "outer-margin", "rings-inside",
        "nothing-crosses-rings", "label-present", "text-size", "preset-margin",
        "values-beside-rings", "compact-snug", "camera-clear", "island-shape", "compact-balance",
      ])
    #expect(Set(GuidelineRule.pictureRules + GuidelineRule.presetRules).count == 13)
    for rule in GuidelineRule.allCases {
      #expect(!rule.title.isEmpty && !rule.rationale.isEmpty)
      #expect(GuidelineRule(rawValue: rule.id) == rule)
    }
    let result = GuidelineResult(rule: .outerMargin, passed: false, measured: "m")
    let json = try JSONEncoder().encode(result)
    let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
    #expect(object["rule"] as? String == "outer-margin")
    #expect(object["passed"] as? Bool == false)
    #expect(try JSONDecoder().decode(GuidelineResult.self, from: json) == result)
    #expect(result.line == "✗ outer-margin: m")
  }

  // MARK: - black-background

  @Test func aTransparentOrColouredCanvasWithoutACircleFails() throws {
    let scene = try Self.scene("mixed")
    var drawList = scene.drawList()
    drawList.background = nil
    let transparent = try Self.result(.blackBackground, drawList, of: scene)
    #expect(!transparent.passed)
    // The measurement says why black matters, for a page that drew none.
    let why =
      ": Apple shows the rings on black only (their dark tracks and the gaps between them are "
      + "drawn for black), so draw black behind them where this picture goes"
    #expect(transparent.measured == "transparent canvas and no black enclosing circle" + why)
    drawList.background = RGBColor(red: 255, green: 255, blue: 255)
    let white = try Self.result(.blackBackground, drawList, of: scene)
    #expect(!white.passed)
    #expect(white.measured == "canvas #ffffff and no black enclosing circle" + why)
    // As `--background none` draws it.
    var none = scene
    none.options.background = .transparent
    let drawn = try Self.result(.blackBackground, none.drawList(), of: none)
    #expect(drawn.measured == transparent.measured)
  }

  @Test func theEnclosingCircleMustBeBlackUnderneathAndLargeEnough() throws {
    let scene = try Self.scene("enclosed")
    let drawList = scene.drawList()
    let passing = try Self.result(.blackBackground, drawList, of: scene)
    #expect(passing.passed)
    #expect(
      passing.measured
        == "transparent canvas, rings reaching 54 pt inside a black circle of radius 60 pt")

    var grey = drawList
    grey.items[0].paint = .solid(RGBColor(red: 51, green: 51, blue: 51))
    #expect(
      try Self.result(.blackBackground, grey, of: scene).measured
        == "transparent canvas; enclosing circle #333333 at opacity 1, not black")

    var onTop = drawList
    onTop.items.append(onTop.items.removeFirst())
    #expect(
      try Self.result(.blackBackground, onTop, of: scene).measured
        == "transparent canvas; enclosing circle drawn over the rings")

    var small = drawList
    small.items[0].path = .disc(center: scene.layout().center, radius: 50)
    let result = try Self.result(.blackBackground, small, of: scene)
    #expect(!result.passed)
    #expect(
      result.measured
        == "transparent canvas; the black circle covers 50 pt from the centre, the rings reach 54 pt"
    )
  }

  // MARK: - ring-colors

  @Test func aChangedRingColourFails() throws {
    let scene = try Self.scene("flat")
    let drawList = scene.drawList()
    let arc = try #require(
      drawList.items.firstIndex { $0.role == DrawRole(ring: .move, part: .arc) })

    var red = drawList
    red.items[arc].paint = .solid(RGBColor(red: 255, green: 0, blue: 0))
    let result = try Self.result(.ringColors, red, of: scene)
    #expect(!result.passed)
    #expect(result.measured == "Move arc #ff0000 ≠ HIG #fa114f")

    var faded = drawList
    faded.items[arc].paint = .solid(RingKind.move.color, opacity: 0.5)
    #expect(try Self.result(.ringColors, faded, of: scene).measured == "Move arc opacity 0.5 ≠ 1")

    var bright = drawList
    bright.items[0].paint = .solid(RingKind.move.color)
    #expect(
      try Self.result(.ringColors, bright, of: scene).measured == "Move track #fa114f ≠ 15% #200307"
    )
  }

  @Test func decorationsKeepTheirOwnColours() throws {
    let scene = try Self.scene("glyphs-smallest-110pt-2x")
    var drawList = scene.drawList()
    let shadow = try #require(drawList.items.firstIndex { $0.role.part == .shadow })
    drawList.items[shadow].paint = .solid(.black)
    let glyph = try #require(drawList.items.firstIndex { $0.role.part == .glyph })
    drawList.items[glyph].paint = .solid(RGBColor(red: 255, green: 255, blue: 255))
    let result = try Self.result(.ringColors, drawList, of: scene)
    #expect(!result.passed)
    #expect(
      result.measured
        == "Move glyph #ffffff ≠ black; Exercise shadow #000000 at opacity 1 ≠ translucent black")
  }

  @Test func theDefaultLookStaysWithinEachRingsGradient() throws {
    let scene = try Self.scene("mixed")
    #expect(scene.options.look == .gradient)
    let drawList = scene.drawList()
    let passing = try Self.result(.ringColors, drawList, of: scene)
    #expect(passing.passed, "\(passing.measured)")
    // Move at 70% runs from its start colour two thirds of the way to its tip colour (the
    // middle of the cell the tip lies in, a level past the tip's own); Exercise, past its goal,
    // reaches its tip colour.
    #expect(
      passing.measured.hasPrefix(
        "Move #d21331…#f2296e, Exercise #40d400…#b8ff00, Stand #00bae1…#00e7d5 within their gradients"
      ))

    // Checked as the flat look, the shades are changed colours.
    var flat = scene
    flat.options.look = .flat
    let asFlat = try Self.result(.ringColors, drawList, of: flat)
    #expect(!asFlat.passed)
    #expect(asFlat.measured.hasPrefix("Move arc #d21332 ≠ HIG #fa114f"))

    var blue = drawList
    let piece = try #require(blue.items.firstIndex { $0.role == DrawRole(ring: .move, part: .arc) })
    blue.items[piece].paint = .solid(RGBColor(red: 0, green: 0, blue: 255))
    #expect(
      try Self.result(.ringColors, blue, of: scene).measured
        == "Move arc #0000ff outside the gradient #d21331…#ff3287")
  }

  @Test func aGlyphOnABareTrackTakesTheRingsColour() throws {
    let scene = try RingScene(
      summary: nil, style: .threeRings, size: CanvasSize(side: 110), scale: .x2)
    let drawList = scene.drawList()
    let glyphs = drawList.items.filter { $0.role.part == .glyph }
    #expect(glyphs.map(\.paint) == RingKind.allCases.map { .solid($0.color) })
    #expect(try Self.result(.ringColors, drawList, of: scene).passed)
    var black = drawList
    for index in black.items.indices where black.items[index].role.part == .glyph {
      black.items[index].paint = .solid(.black)
    }
    #expect(
      try Self.result(.ringColors, black, of: scene).measured.hasPrefix(
        "Move glyph #000000 ≠ #fa114f on a bare track"))
  }

  /// WCAG 2 contrast ratio between two sRGB colours.
  static func contrast(_ a: RGBColor, _ b: RGBColor) -> Double {
    func luminance(_ color: RGBColor) -> Double {
      func linear(_ channel: UInt8) -> Double {
        let value = Double(channel) / 255
        return value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
      }
      return 0.2126 * linear(color.red) + 0.7152 * linear(color.green)
        + 0.0722 * linear(color.blue)
    }
    let (high, low) = (max(luminance(a), luminance(b)), min(luminance(a), luminance(b)))
    return (high + 0.05) / (low + 0.05)
  }

  @Test func glyphsStandOutFromWhatTheyLieOn() throws {
    for kind in RingKind.allCases {
      // On a bare track: the ring's colour, at least 4.5:1 (black was 1.2–1.5:1).
      let onTrack = Self.contrast(RingGlyph.color(for: kind, progress: nil), kind.trackColor)
      #expect(onTrack >= 4.5, "\(kind) on its track: \(onTrack):1")
      #expect(Self.contrast(.black, kind.trackColor) < 1.6)
      // On the ring's value: black, against the deepest colour the value shows.
      let onValue = Self.contrast(
        RingGlyph.color(for: kind, progress: 0.5), kind.gradientStartColor)
      #expect(onValue >= 3, "\(kind) on its start colour: \(onValue):1")
    }
  }

  // MARK: - outer-margin

  @Test func aMarginNarrowerThanTheGapFails() throws {
    // Move's outer edge half a point from the canvas edge; the gaps stay 1 pt.
    let layout = try Self.layout { rings in
      for index in rings.indices { rings[index].radius += 5.5 }
    }
    let report = GuidelineChecker.check(Self.drawList(for: layout), layout: layout, look: .flat)
    let margin = try #require(report.result(for: .outerMargin))
    #expect(!margin.passed)
    #expect(margin.measured == "outer margin 0.5 pt < gap 1 pt")
    // Everything else about this picture is fine.
    #expect(report.failures.map(\.rule) == [.outerMargin])
  }

  @Test func theMarginIsMeasuredFromTheDrawnBandsNotTheLayout() throws {
    // The layout is the core's, but the drawn Move band reaches 5.5 pt further out.
    let scene = try Self.scene("no-data")
    var drawList = scene.drawList()
    let center = scene.layout().center
    drawList.items[0].path = .annulus(center: center, innerRadius: 42, outerRadius: 59.5)
    let result = try Self.result(.outerMargin, drawList, of: scene)
    #expect(!result.passed)
    #expect(result.measured == "outer margin 0.5 pt < gap 1 pt")
  }

  @Test func aLoneRingComparesItsMarginWithTheLayoutsGap() throws {
    let result = try #require(
      GuidelineChecker.check(try Self.scene("move-only")).result(for: .outerMargin))
    #expect(result.passed)
    #expect(result.measured == "outer margin 6 pt ≥ the layout's gap (one ring) 1 pt")
  }

  // MARK: - rings-inside

  @Test func overlappingRingsFail() throws {
    let layout = try Self.layout { rings in rings[1].radius += 4 }
    let result = try #require(
      GuidelineChecker.check(Self.drawList(for: layout), layout: layout).result(for: .ringsInside))
    #expect(!result.passed)
    #expect(result.measured == "Move and Exercise rings overlap by 3 pt")
  }

  @Test func aRingCrossingTheEdgeFails() throws {
    let layout = try Self.layout { rings in rings[0].radius = 57 }
    let result = try #require(
      GuidelineChecker.check(Self.drawList(for: layout), layout: layout).result(for: .ringsInside))
    #expect(!result.passed)
    #expect(
      result.measured
        == "Move ring crosses the edge of the ring area by 3 pt; "
        + "Move ring crosses the edge of the canvas by 3 pt")
  }

  @Test func ringsAreCheckedAgainstTheCanvasAsDrawn() throws {
    // 1.5 pt at 1x is drawn 2 pixels wide, and the layout places the ring in those 2 pixels.
    let scene = try RingScene(
      progress: RingProgressSet(move: 0), style: .moveOnly, size: CanvasSize(side: 1.5))
    let result = try #require(GuidelineChecker.check(scene).result(for: .ringsInside))
    #expect(result.passed, "\(result.measured)")
  }

  @Test func aMissingRingFails() throws {
    let scene = try Self.scene("mixed")
    var drawList = scene.drawList()
    drawList.items.removeAll { $0.role.ring == .stand }
    let result = try Self.result(.ringsInside, drawList, of: scene)
    #expect(!result.passed)
    #expect(result.measured == "Stand ring not drawn")
  }

  // MARK: - nothing-crosses-rings

  @Test func aShapeOutsideItsBandFails() throws {
    let scene = try Self.scene("mixed")
    var drawList = scene.drawList()
    let arc = try #require(
      drawList.items.firstIndex { $0.role == DrawRole(ring: .move, part: .arc) })
    drawList.items[arc].path = .roundCappedArc(
      center: scene.layout().center, radius: 50, lineWidth: 12, from: 0, to: 1)
    let result = try Self.result(.nothingCrossesRings, drawList, of: scene)
    #expect(!result.passed)
    #expect(result.measured == "move.arc spans 44…56 pt, outside its band 42…54 pt")
  }

  @Test func aShapeAcrossARingFails() throws {
    let scene = try Self.scene("paused")
    var drawList = scene.drawList()
    let marker = try #require(drawList.items.firstIndex { $0.role.part == .marker })
    drawList.items[marker].path = .disc(center: scene.layout().center, radius: 25)
    let result = try Self.result(.nothingCrossesRings, drawList, of: scene)
    #expect(!result.passed)
    #expect(result.measured == "marker spans 0…25 pt, across the Stand band 16…28 pt")
  }

  @Test func labelTextInTheRingAreaOrOffTheCanvasFails() throws {
    let scene = try Self.scene("labelled")
    let passing = try Self.result(.nothingCrossesRings, scene.drawList(), of: scene)
    #expect(passing.passed)
    #expect(
      passing.measured == "23 ring shapes within their bands; 4 label lines clear of the ring area"
    )

    var inside = scene.drawList()
    inside.texts[1].origin.x = 100
    let result = try Self.result(.nothingCrossesRings, inside, of: scene)
    #expect(!result.passed)
    #expect(result.measured == "label line \"Move 350/500CAL\" overlaps the ring area")

    var off = scene.drawList()
    off.texts[1].origin.x = 200
    #expect(
      try Self.result(.nothingCrossesRings, off, of: scene).measured
        == "label line \"Move 350/500CAL\" runs off the canvas")
  }

  @Test func aRingTheLayoutDoesNotHaveFails() throws {
    let scene = try Self.scene("move-only")
    var drawList = scene.drawList()
    drawList.items.append(
      DrawItem(
        role: DrawRole(ring: .stand, part: .arc),
        path: .disc(center: scene.layout().center, radius: 4), paint: .solid(RingKind.stand.color)))
    #expect(
      try Self.result(.nothingCrossesRings, drawList, of: scene).measured
        == "stand.arc is drawn, but the layout has no Stand ring")
  }

  // MARK: - label-present

  @Test func aMissingOrRecolouredLabelLineFails() throws {
    let scene = try Self.scene("labelled")
    let passing = try Self.result(.labelPresent, scene.drawList(), of: scene)
    #expect(passing.passed)
    #expect(passing.measured == "name \"Ana\", 3 ring lines in their rings' colours")

    var noStand = scene.drawList()
    noStand.texts.removeAll { $0.ring == .stand }
    let result = try Self.result(.labelPresent, noStand, of: scene)
    #expect(!result.passed)
    #expect(result.measured == "no Stand line")

    var noName = scene.drawList()
    noName.texts.removeAll { $0.ring == nil }
    #expect(
      try Self.result(.labelPresent, noName, of: scene).measured == "no name line for \"Ana\"")

    var white = scene.drawList()
    white.texts[1].color = LabelBlock.nameColor
    #expect(
      try Self.result(.labelPresent, white, of: scene).measured
        == "\"Move 350/500CAL\" in #ffffff ≠ the ring's colour #fa114f")
  }

  @Test func aLabelAskedForButNotDrawnFails() throws {
    let scene = try Self.scene("mixed")
    var labelled = scene
    labelled.options.label = RingLabel(name: "Ana")
    let report = GuidelineChecker.check(
      scene.drawList(), layout: scene.layout(), label: labelled.options.label)
    let result = try #require(report.result(for: .labelPresent))
    #expect(!result.passed)
    #expect(result.measured == "no Move line; no Exercise line; no Stand line; and 1 more")
  }

  @Test func withoutALabelTheRulePassesTrivially() throws {
    let result = try #require(
      GuidelineChecker.check(try Self.scene("half")).result(for: .labelPresent))
    #expect(result.passed)
    #expect(result.measured == "no label asked for")
    let unnamed = try RingScene(
      summary: SnapshotCorpus.mixed, size: CanvasSize(width: 320, height: 160),
      options: RingOptions(label: RingLabel()))
    #expect(
      GuidelineChecker.check(unnamed).result(for: .labelPresent)?.measured
        == "no name asked for, 3 ring lines in their rings' colours")
  }
}

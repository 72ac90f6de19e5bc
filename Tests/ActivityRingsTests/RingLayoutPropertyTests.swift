import ActivityRings
import PropertyBased
import Testing

/// The layout invariants of `RingLayout`, over random canvases, scales and ring sets.
@Suite struct RingLayoutPropertyTests {
  static let sides = Gen.double(in: 8...4096)
  static let ringSets = Gen.element(of: [RingKind.allCases, [RingKind.move]])
  static let backgrounds = Gen.element(of: RingBackground.allCases)

  @Test func outerMarginIsAtLeastTheGap() async {
    await propertyCheck(input: Self.sides, Self.sides, Self.ringSets) { width, height, kinds in
      let layout = RingLayout(canvas: try! CanvasSize(width: width, height: height), rings: kinds!)
      #expect(layout.outerMargin >= layout.gap)
      #expect(layout.gap > 0)
    }
  }

  @Test func ringsStayInsideTheCanvasByTheMargin() async {
    await propertyCheck(
      input: Self.sides, Self.sides, Self.ringSets, Self.backgrounds, Gen<RenderScale>.case
    ) { width, height, kinds, background, scale in
      let canvas = try! CanvasSize(width: width, height: height)
      let layout = RingLayout(
        canvas: canvas, rings: kinds!, background: background!, scale: scale)
      // The canvas as drawn: whole pixels.
      let pixels = canvas.pixels(at: scale)
      let drawnWidth = Double(pixels.width) / Double(scale.factor)
      let drawnHeight = Double(pixels.height) / Double(scale.factor)
      let tolerance = 1e-9 * canvas.shortSide
      for ring in layout.rings {
        #expect(layout.center.x - ring.outerRadius >= layout.outerMargin - tolerance)
        #expect(layout.center.y - ring.outerRadius >= layout.outerMargin - tolerance)
        #expect(layout.center.x + ring.outerRadius <= drawnWidth - layout.outerMargin + tolerance)
        #expect(layout.center.y + ring.outerRadius <= drawnHeight - layout.outerMargin + tolerance)
        if let enclosure = layout.enclosureRadius {
          #expect(enclosure - ring.outerRadius >= layout.outerMargin - tolerance)
        }
      }
    }
  }

  @Test func ringsNeverOverlapAndKeepAHole() async {
    await propertyCheck(input: Self.sides, Self.ringSets, Gen<RenderScale>.case) {
      side, kinds, scale in
      let layout = RingLayout(canvas: try! CanvasSize(side: side), rings: kinds!, scale: scale)
      #expect(layout.rings.map(\.kind) == kinds!)
      for (outer, inner) in zip(layout.rings, layout.rings.dropFirst()) {
        #expect(outer.innerRadius - inner.outerRadius >= layout.gap * (1 - 1e-9))
        #expect(outer.radius > inner.radius)
      }
      #expect((layout.rings.last?.innerRadius ?? 0) > 0)
      #expect(layout.rings.allSatisfy { $0.lineWidth > 0 })
    }
  }

  @Test func edgesAndGapsLieOnThePixelGrid() async {
    // From about 24 pixels whole pixels always fit; smaller canvases may keep the proportions.
    await propertyCheck(
      input: Gen.double(in: 24...4096), Gen.double(in: 24...4096), Self.ringSets,
      Gen<RenderScale>.case
    ) { width, height, kinds, scale in
      let factor = Double(scale.factor)
      let canvas = try! CanvasSize(width: width / factor, height: height / factor)
      let layout = RingLayout(canvas: canvas, rings: kinds!, scale: scale)
      func isWhole(_ value: Double) -> Bool { abs(value - value.rounded()) < 1e-6 }
      #expect(isWhole(layout.gap * factor) && layout.gap * factor >= 1)
      #expect(isWhole(layout.outerMargin * factor))
      for ring in layout.rings {
        for edge in [ring.innerRadius, ring.outerRadius] {
          #expect(isWhole((layout.center.x - edge) * factor))
          #expect(isWhole((layout.center.y + edge) * factor))
        }
      }
    }
  }

  @Test func gapsAreThinFrom160PixelsOn() async {
    // Apple's gap is about 0.07 of the ring width; whole pixels keep it at most 0.08 once the
    // rings' square is 160 pixels or more, and at least a pixel at every size.
    await propertyCheck(
      input: Gen.double(in: 160...4096), Gen.double(in: 160...4096), Gen<RenderScale>.case
    ) { width, height, scale in
      let factor = Double(scale.factor)
      let canvas = try! CanvasSize(width: width / factor, height: height / factor)
      let layout = RingLayout(canvas: canvas, rings: RingKind.allCases, scale: scale)
      let line = try #require(layout.rings.first).lineWidth
      #expect(layout.gap <= RingLayout.maximumGapFraction * line * (1 + 1e-9))
      #expect(layout.gap * factor >= 1 - 1e-9)
    }
  }

  @Test func moveOnlyIsCentredAndUsesTheSpace() async {
    // Whole pixels fit both layouts from about 24 pixels (below, either may keep proportions).
    await propertyCheck(input: Gen.double(in: 24...4096), Gen.double(in: 24...4096)) {
      width, height in
      let canvas = try! CanvasSize(width: width, height: height)
      let single = RingLayout(canvas: canvas, rings: [.move])
      let three = RingLayout(canvas: canvas, rings: RingKind.allCases)
      // Centred on the canvas as drawn, to within the half pixel the grid may move it.
      let pixels = canvas.pixels(at: .x1)
      #expect(abs(single.center.x - Double(pixels.width) / 2) <= 0.5)
      #expect(abs(single.center.y - Double(pixels.height) / 2) <= 0.5)
      #expect(single.center == three.center)
      let ring = try #require(single.rings.first)
      let outer = try #require(three.rings.first)
      #expect(abs(ring.outerRadius - outer.outerRadius) <= 1e-9 * canvas.shortSide)
      // Alone, the Move ring is wider than in the three-ring layout.
      #expect(ring.lineWidth > outer.lineWidth)
    }
  }

  @Test func arcLengthIsMonotoneInProgress() async {
    await propertyCheck(
      input: Gen.double(in: 0...20), Gen.double(in: 0...20), Gen.double(in: 0.5...2000)
    ) { a, b, radius in
      let (low, high) = (min(a, b), max(a, b))
      let shorter = RingArc(progress: low, radius: radius)
      let longer = RingArc(progress: high, radius: radius)
      #expect(shorter.length <= longer.length)
      if high > low { #expect(shorter.length < longer.length) }
    }
  }

  @Test func tipLiesOnTheCentreLineAndHeadsClockwise() async {
    await propertyCheck(input: Gen.double(in: 0...12), Gen.double(in: 1...500)) {
      progress, radius in
      let center = Point(x: 0, y: 0)
      let arc = RingArc(progress: progress, radius: radius)
      let tip = arc.tip(around: center)
      #expect(abs(tip.distance(to: center) - radius) < 1e-9 * radius)
      // The direction is the clockwise tangent: perpendicular to the radius, turning right.
      let direction = arc.tipDirection
      #expect(abs(direction.x * tip.x + direction.y * tip.y) < 1e-9 * radius)
      #expect(tip.x * direction.y - tip.y * direction.x > 0)
      #expect(arc.completedLaps == Int(progress.rounded(.down)))
    }
  }

  @Test func everySceneScaleAndSizeWithinLimitsBuildsADrawList() async {
    await propertyCheck(
      input: Gen.double(in: 1...2730), Gen.element(of: RenderScale.allCases),
      Gen.double(in: 0...10)
    ) { side, scale, progress in
      let scene = try RingScene(
        progress: RingProgressSet(move: progress, exercise: progress / 2, stand: progress * 2),
        size: CanvasSize(side: side), scale: scale!)
      let drawList = scene.drawList()
      #expect(drawList.items.count >= 3)
      let pixels = scene.size.pixels(at: scale!)
      #expect(pixels.width <= 8192)
    }
  }
}

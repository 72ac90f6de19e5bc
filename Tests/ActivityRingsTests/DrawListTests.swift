import ActivityRings
import Foundation
import Testing

@Suite struct DrawListTests {
  /// The roles of a scene's items in the flat look, leaving out decorations (shadows, glyphs,
  /// the paused mark).
  func roles(_ progress: Double?, style: RingStyle = .moveOnly) throws -> [String] {
    try RingScene(
      progress: RingProgressSet(move: progress), style: style,
      options: RingOptions(look: .flat)
    ).drawList().items
      .filter { !$0.role.part.isDecoration }.map(\.role.description)
  }

  @Test func statesMapToShapes() throws {
    #expect(try roles(nil) == ["move.track"])
    #expect(try roles(0) == ["move.track", "move.dot"])
    // The arc from 12 o'clock, or from the goal on a whole lap, with its last stretch ending in
    // the tip on top.
    #expect(try roles(0.5) == ["move.track", "move.arc", "move.arc"])
    #expect(try roles(0.75) == ["move.track", "move.arc", "move.arc"])
    // From the goal on the lap covers the whole track, which is left out.
    #expect(try roles(1) == ["move.lap", "move.arc"])
    #expect(try roles(1.5) == ["move.lap", "move.arc"])
    #expect(try roles(10.25) == ["move.lap", "move.arc"])
  }

  @Test func threeRingsOutermostFirstInTheirColours() throws {
    let drawList = try RingScene(
      summary: SummaryFixtures.mixed, scale: .x2, options: RingOptions(look: .flat)
    ).drawList()
    // Move 70% (the rest of its track, arc from 12 o'clock, its last stretch on top), Exercise
    // 297% (lap, tip shadow, last stretch), Stand 67% (as Move), each with its glyph on top.
    let shadow = Array(repeating: "exercise.shadow", count: TipShadow.layers)
    #expect(
      drawList.items.map(\.role.description) == [
        "move.track", "move.arc", "move.arc", "move.glyph", "exercise.lap",
      ] + shadow + [
        "exercise.arc", "exercise.glyph", "stand.track", "stand.arc", "stand.arc", "stand.glyph",
      ])
    for item in drawList.items {
      let kind = try #require(item.role.ring)
      switch item.role.part {
      case .track: #expect(item.paint == .solid(kind.trackColor))
      case .shadow: #expect(item.paint == .solid(.black, opacity: TipShadow.layerOpacity))
      case .glyph: #expect(item.paint == .solid(.black))
      default: #expect(item.paint == .solid(kind.color))
      }
      #expect(item.fillRule == .nonZero)
    }
    #expect(drawList.background == .black)
  }

  @Test func theDefaultLookShadesFromTheStartColourToTheTipColour() throws {
    let drawList = try RingScene(summary: SummaryFixtures.mixed).drawList()
    for kind in RingKind.allCases {
      let values = drawList.items.filter {
        $0.role.ring == kind && [.arc, .lap].contains($0.role.part)
      }
      try #require(!values.isEmpty)
      for item in values {
        #expect(item.paint.opacity == 1)
        guard case .pieces(let pieces) = item.paint else {
          Issue.record("\(item.role) is not painted with the gradient's pieces")
          continue
        }
        for color in pieces.map(\.color) {
          for (channel, start, tip) in [
            (color.red, kind.gradientStartColor.red, kind.gradientTipColor.red),
            (color.green, kind.gradientStartColor.green, kind.gradientTipColor.green),
            (color.blue, kind.gradientStartColor.blue, kind.gradientTipColor.blue),
          ] {
            #expect(min(start, tip) <= channel && channel <= max(start, tip))
          }
        }
      }
      // The last piece of the last shape colours the tip's cap: Exercise is past its goal and
      // ends in the tip colour; Move and Stand, about two thirds round, end two thirds of the way
      // along the gradient.
      let tip = try #require(values.last?.paint.colors.last)
      let progress = try #require(try SummaryFixtures.mixed.progress(of: kind))
      #expect(tip == RingGradient.color(of: kind, at: min(progress, 1)))
    }
  }

  @Test func theGradientsPiecesCoverEveryPointOfTheirShape() throws {
    // Every point of a ring's shape (band, round ends, tab) lies on one of its paint's pieces,
    // whatever the progress: sampled every degree across the band, past and below the goal.
    for summary in [
      SummaryFixtures.mixed, ActivitySummary(activeEnergyBurned: 490, activeEnergyBurnedGoal: 500),
    ] {
      let scene = try RingScene(summary: summary, scale: .x2)
      let layout = scene.layout()
      for item in scene.drawList().items {
        guard case .pieces(let pieces) = item.paint, let kind = item.role.ring,
          let ring = layout.rings.first(where: { $0.kind == kind })
        else { continue }
        var inside = 0
        var bare = 0
        for degree in 0..<360 {
          for step in 0...8 {
            let radius = ring.innerRadius + (ring.outerRadius - ring.innerRadius) * Double(step) / 8
            let point = RingAngle.point(
              at: Double(degree) / 360 * RingAngle.fullTurn, radius: radius,
              around: layout.center)
            guard PathProbe.contains(item.path, point) else { continue }
            inside += 1
            if !pieces.contains(where: { PathProbe.contains($0.path, point) }) { bare += 1 }
          }
        }
        #expect(inside > 0)
        #expect(bare == 0, "\(item.role): \(bare) of \(inside) points of the shape bare")
      }
    }
  }

  @Test func automaticStyleFollowsTheData() throws {
    let phone = ActivitySummary(activeEnergyBurned: 100, activeEnergyBurnedGoal: 300)
    #expect(try RingScene(summary: phone).rings == [.move])
    #expect(try RingScene(summary: SummaryFixtures.mixed).rings == RingKind.allCases)
    #expect(try RingScene(summary: phone, style: .threeRings).rings == RingKind.allCases)
    #expect(try RingScene(summary: SummaryFixtures.mixed, style: .moveOnly).rings == [.move])
    #expect(try RingScene(summary: nil).rings == [.move])
  }

  @Test func enclosureIsABlackDiscOnATransparentCanvas() throws {
    let scene = try RingScene(
      summary: SummaryFixtures.mixed, options: RingOptions(background: .circle))
    let drawList = scene.drawList()
    #expect(drawList.background == nil)
    #expect(drawList.items.first?.role == .enclosure)
    #expect(drawList.items.first?.paint == .solid(.black))
  }

  @Test func zeroDotSitsAtTwelveOClock() throws {
    let scene = try RingScene(progress: RingProgressSet(move: 0), style: .moveOnly)
    let layout = scene.layout()
    let dot = try #require(scene.drawList().items.first { $0.role.part == .dot })
    guard case .move(let start) = dot.path.elements.first else {
      Issue.record("a disc starts with a move")
      return
    }
    let ring = try #require(layout.rings.first)
    // The disc's first point is its own top: the ring's top edge, straight above the centre.
    #expect(abs(start.x - layout.center.x) < 1e-9)
    #expect(abs(start.y - (layout.center.y - ring.outerRadius)) < 1e-9)
  }

  @Test func pathDataRoundTrips() throws {
    let path = DrawPath.roundCappedArc(
      center: Point(x: 60, y: 60), radius: 40, lineWidth: 12, from: 0, to: 4)
    let text = path.svgPathData(DecimalFormat(maximumFractionDigits: 6))
    let parsed = try DrawPath(svgPathData: text)
    #expect(parsed.elements.count == path.elements.count)
    #expect(parsed.svgPathData(DecimalFormat(maximumFractionDigits: 6)) == text)
    #expect(throws: PathDataError.truncated) { try DrawPath(svgPathData: "M 1") }
    #expect(throws: PathDataError.unknownCommand("Q")) { try DrawPath(svgPathData: "Q 1 2") }
  }

  @Test func bezierArcsStayOnTheCircle() throws {
    // Sample each quarter-turn cubic and check its distance from the centre.
    let center = Point(x: 0, y: 0)
    var path = DrawPath([.move(to: Point(x: 0, y: -100))])
    path.addArc(center: center, radius: 100, from: 0, to: 2 * .pi)
    var current = Point(x: 0, y: -100)
    for element in path.elements {
      guard case .curve(let end, let c1, let c2) = element else { continue }
      for step in 0...20 {
        let t = Double(step) / 20
        let u = 1 - t
        let x =
          u * u * u * current.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * end.x
        let y =
          u * u * u * current.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * end.y
        #expect(abs(Point(x: x, y: y).distance(to: center) - 100) < 0.03)
      }
      current = end
    }
  }

  @Test func accessibilityText() throws {
    #expect(
      try RingScene(summary: SummaryFixtures.mixed).accessibilityText
        == "Move: 350 of 500 calories, 70 percent. Exercise: 89 of 30 minutes, 297 percent. "
        + "Stand: 8 of 12 hours, 67 percent.")
    var paused = SummaryFixtures.mixed
    paused.isPaused = true
    paused.appleStandHours = nil
    #expect(
      try RingScene(summary: paused).accessibilityText.hasSuffix(
        "Stand: no data. Rings paused."))
    #expect(
      try RingScene(progress: RingProgressSet(move: 0.5), style: .moveOnly).accessibilityText
        == "Move: 50 percent.")
    // A goal so small that value ÷ goal overflows still reads as a number, not "inf".
    let overflow = ActivitySummary(activeEnergyBurned: 1e300, activeEnergyBurnedGoal: 1e-300)
    #expect(
      try RingScene(summary: overflow, style: .moveOnly).accessibilityText
        == "Move: 1e+300 of 1e-300 calories, more than 1e+308 percent.")
    _ = try RingScene(summary: overflow, style: .moveOnly).drawList()
  }

  @Test func canvasLimits() throws {
    #expect(throws: SceneError.self) { try CanvasSize(side: 0) }
    #expect(throws: SceneError.self) { try CanvasSize(width: -1, height: 10) }
    #expect(throws: SceneError.self) { try CanvasSize(width: .nan, height: 10) }
    #expect(throws: SceneError.tooLarge(pixels: 8193, limit: 8192)) {
      try RingScene(summary: nil, size: CanvasSize(side: 8193))
    }
    // Sides beyond Int's range are rejected, not trapped on.
    #expect(throws: SceneError.tooLarge(pixels: Int.max, limit: 8192)) {
      try RingScene(summary: nil, size: CanvasSize(side: 1e300), scale: .x3)
    }
    #expect(try CanvasSize(side: .greatestFiniteMagnitude).pixels(at: .x1).width == Int.max)
    #expect(throws: SceneError.unsupportedScale(4)) { try RenderScale(4) }
    _ = try RingScene(summary: nil, size: CanvasSize(side: 2730), scale: .x3)
    #expect(throws: (any Error).self) {
      try JSONDecoder().decode(CanvasSize.self, from: Data(#"{"width":0,"height":1}"#.utf8))
    }
  }

  @Test func decimalFormat() {
    let three = DecimalFormat(maximumFractionDigits: 3)
    #expect(three.string(0) == "0")
    #expect(three.string(-0.0001) == "0")
    #expect(three.string(12.5) == "12.5")
    #expect(three.string(-3.14159) == "-3.142")
    #expect(three.string(0.0005) == "0.001")
    #expect(three.string(100) == "100")
    #expect(three.string(1.05) == "1.05")
    #expect(DecimalFormat(maximumFractionDigits: 1).string(700.698) == "700.7")
    #expect(DecimalFormat(maximumFractionDigits: 0).string(66.6) == "67")
    #expect(three.string(.nan) == "nan")
  }
}

enum SummaryFixtures {
  static let mixed = ActivitySummary(
    activeEnergyBurned: 350, activeEnergyBurnedGoal: 500, appleExerciseTime: 89,
    appleExerciseTimeGoal: 30, appleStandHours: 8, appleStandHoursGoal: 12)
  static let today = ActivitySummary(
    activeEnergyBurned: 350, activeEnergyBurnedGoal: 500, appleExerciseTime: 20,
    appleExerciseTimeGoal: 30, appleStandHours: 8, appleStandHoursGoal: 12)
}

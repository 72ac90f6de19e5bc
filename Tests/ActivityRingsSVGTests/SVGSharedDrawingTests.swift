import ActivityRings
import ActivityRingsPNGSnapshotTesting
import ActivityRingsSVG
import Testing
import _ActivityRingsLibrsvg

/// ``SVGSharedDrawing`` draws the same pictures as ``SVGRenderer`` while writing what repeats
/// once: each fragment, in a document with the shared definitions, rasterised by librsvg, matches
/// the standalone SVG of the same draw list.
@Suite struct SVGSharedDrawingTests {
  /// Days at 44 points, as the report draws them: below, at and past the goal (the tip's
  /// shadow at many angles), Move only, no data and zero.
  static var drawLists: [DrawList] {
    get throws {
      let values: [(Double?, Double?, Double?)] = [
        (350, 20, 8), (360, 21, 9), (500, 30, 12), (520, 35, 13), (780, 44, 15),
        (1300, 95, 16), (1305, 96, 17), (0, 0, 0), (600, nil, nil), (nil, nil, nil),
      ]
      return try values.map { move, exercise, stand in
        let summary =
          move == nil
          ? nil
          : ActivitySummary(
            activeEnergyBurned: move, activeEnergyBurnedGoal: 500, appleExerciseTime: exercise,
            appleExerciseTimeGoal: exercise == nil ? nil : 30, appleStandHours: stand,
            appleStandHoursGoal: stand == nil ? nil : 12)
        return try RingScene(
          summary: summary, style: summary?.hasWatchRings == false ? .moveOnly : .threeRings,
          size: CanvasSize(side: 44), scale: .x2, options: RingOptions(showsGlyphs: false)
        ).drawList()
      }
    }
  }

  @Test("each fragment with the definitions draws what SVGRenderer draws")
  func samePictures() throws {
    let lists = try Self.drawLists
    var shared = try SVGSharedDrawing()
    for list in lists { try shared.add(list) }
    let result = shared.result()
    #expect(result.fragments.count == lists.count)
    #expect(result.definitionCount > 0)
    // The definitions' inner part, to go inside each standalone document.
    let definitions = result.definitions.drop { $0 != ">" }.dropFirst().dropLast(7)
    for (index, list) in lists.enumerated() {
      let standalone = try SVGRenderer().render(list)
      let document =
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"88\" height=\"88\" viewBox=\"0 0 44 44\">"
        + "<rect width=\"44\" height=\"44\" fill=\"#000000\"/>" + definitions
        + result.fragments[index] + "</svg>"
      let expected = try LibrsvgRasterizer().rasterize(standalone, width: 88, height: 88)
      let drawn = try LibrsvgRasterizer().rasterize(String(document), width: 88, height: 88)
      let comparison = PixelComparison(reference: expected, actual: drawn, tolerance: 4)
      // Coordinates are the same to 0.001 pt, and turned shadows to 0.00001 of a turn's
      // cosine: at most a few edge pixels move by more than 4/255.
      #expect(
        comparison.matchingFraction >= 0.999,
        "day \(index): \(comparison.differingPixels) pixels differ, by up to \(comparison.largestChannelDifference)"
      )
    }
  }

  @Test(
    "what repeats is written once: a closed ring's lap, the pieces from 12 o'clock, turned shadows")
  func sharesWhatRepeats() throws {
    // Four months of days with values spread from 0% to 250% (a fixed pseudo-random sequence).
    var state: UInt64 = 2026
    func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53)
    }
    let lists = try (0..<120).map { _ in
      try RingScene(
        summary: ActivitySummary(
          activeEnergyBurned: 1250 * next(), activeEnergyBurnedGoal: 500,
          appleExerciseTime: 75 * next(), appleExerciseTimeGoal: 30,
          appleStandHours: (30 * next()).rounded(), appleStandHoursGoal: 12),
        size: CanvasSize(side: 44), options: RingOptions(showsGlyphs: false)
      ).drawList()
    }
    var shared = try SVGSharedDrawing(coordinateFractionDigits: 2)
    for list in lists { try shared.add(list) }
    let result = shared.result()
    let sharedBytes =
      result.definitions.utf8.count + result.fragments.reduce(0) { $0 + $1.utf8.count }
    let standaloneBytes = try lists.reduce(0) {
      $0 + (try SVGRenderer(coordinateFractionDigits: 2).render($1)).utf8.count
    }
    // Measured 2.5 times smaller for these 120 days (the more days, the more repeats).
    #expect(
      sharedBytes * 2 < standaloneBytes,
      "\(sharedBytes) bytes shared, \(standaloneBytes) standalone")
    // Shadows of closed rings are turned copies of one shape.
    #expect(result.fragments.contains { $0.contains("transform=\"matrix(") })
  }

  @Test("a bad prefix and a NaN coordinate are refused, and nothing is added")
  func refusals() throws {
    #expect(throws: SVGRenderError.invalidIdentifierPrefix("1r")) {
      _ = try SVGSharedDrawing(identifierPrefix: "1r")
    }
    var shared = try SVGSharedDrawing()
    let broken = DrawList(
      size: try CanvasSize(side: 10), scale: .x1, background: nil,
      items: [
        DrawItem(
          role: DrawRole(ring: .move, part: .arc),
          path: DrawPath([.move(to: Point(x: .nan, y: 0)), .close]), paint: .solid(.black))
      ], title: "Broken", accessibilityText: "A NaN")
    #expect(throws: SVGRenderError.self) { try shared.add(broken) }
    #expect(shared.result().fragments.isEmpty)
  }
}

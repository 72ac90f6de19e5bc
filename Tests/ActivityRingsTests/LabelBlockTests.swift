import ActivityRings
import Testing

@Suite struct LabelBlockTests {
  func texts(
    _ summary: ActivitySummary?, label: RingLabel = RingLabel(name: "Ana"),
    width: Double = 320, height: Double = 160
  ) throws -> [DrawText] {
    try RingScene(
      summary: summary, style: .threeRings, size: CanvasSize(width: width, height: height),
      options: RingOptions(label: label)
    ).drawList().texts
  }

  @Test func linesReadLikeApplesInTheRingColours() throws {
    let lines = try texts(SummaryFixtures.mixed)
    #expect(
      lines.map(\.text) == ["Ana", "Move 350/500CAL", "Exercise 89/30MIN", "Stand 8/12HRS"])
    #expect(lines.map(\.ring) == [nil, .move, .exercise, .stand])
    #expect(
      lines.map(\.color) == [
        LabelBlock.nameColor, RingKind.move.color, RingKind.exercise.color, RingKind.stand.color,
      ])
  }

  @Test func unitsModesAndMissingValues() throws {
    let moveTime = ActivitySummary(
      appleMoveTime: 25, appleMoveTimeGoal: 30, appleStandHours: 9, appleStandHoursGoal: 0)
    #expect(
      try texts(moveTime, label: RingLabel(usesWheelchair: true)).map(\.text) == [
        "Move 25/30MIN", "Exercise --", "Roll 9HRS",
      ])
    let kilojoules = ActivitySummary(
      activeEnergyBurned: 1200.4, activeEnergyBurnedGoal: 2000, activeEnergyBurnedUnit: .kilojoules)
    #expect(try texts(kilojoules).dropFirst().first?.text == "Move 1200/2000KJ")
    let progress = try RingScene(
      progress: RingProgressSet(move: 1.234, exercise: nil, stand: 0.5), style: .threeRings,
      size: CanvasSize(width: 320, height: 160), options: RingOptions(label: RingLabel())
    ).drawList().texts
    #expect(progress.map(\.text) == ["Move 123%", "Exercise --", "Stand 50%"])
  }

  @Test func aNameIsOneLine() throws {
    let lines = try texts(nil, label: RingLabel(name: "Ana\nB\u{1B}[31m"))
    #expect(lines.first?.text == "Ana B [31m")
    #expect(try texts(nil, label: RingLabel(name: "")).count == 3)
  }

  @Test(arguments: [RingLabel.Placement.beside, .below])
  func textStaysInTheLabelAreaAndOffTheRings(placement: RingLabel.Placement) throws {
    let size =
      placement == .beside
      ? try CanvasSize(width: 320, height: 160) : try CanvasSize(width: 160, height: 256)
    let scene = try RingScene(
      summary: SummaryFixtures.mixed, size: size,
      options: RingOptions(label: RingLabel(name: "Bartholomew", placement: placement)))
    let layout = scene.layout()
    let area = try #require(layout.labelArea)
    #expect(!area.intersects(layout.ringArea))
    #expect(layout.ringArea.width == 160 && layout.ringArea.height == 160)
    let lines = scene.drawList().texts
    #expect(lines.count == 4)
    for line in lines {
      let box = line.estimatedBounds
      #expect(box.x >= area.x && box.maxX <= area.maxX + 1e-9, "\(line.text): \(box)")
      #expect(box.y >= area.y && box.maxY <= area.maxY + 1e-9, "\(line.text): \(box)")
      #expect(!box.intersects(layout.ringArea))
    }
    // Lines go down the block in order without overlapping.
    for (upper, lower) in zip(lines, lines.dropFirst()) {
      #expect(upper.estimatedBounds.maxY <= lower.estimatedBounds.y)
    }
  }

  @Test func withoutALabelThereIsNoTextAndTheRingsFillTheCanvas() throws {
    let scene = try RingScene(summary: SummaryFixtures.mixed, size: CanvasSize(side: 160))
    #expect(scene.drawList().texts.isEmpty)
    #expect(scene.layout().labelArea == nil)
    #expect(scene.layout().ringArea == LayoutRect(x: 0, y: 0, width: 160, height: 160))
  }

  // MARK: - 11 pt at least

  @Test func textIsNeverBelowElevenPoints() throws {
    for side in [141.3, 160, 300, 1024] {
      let scene = try RingScene(
        summary: SummaryFixtures.mixed, ringSide: side,
        options: RingOptions(label: RingLabel(name: "Ana")))
      let sizes = scene.drawList().texts.map(\.fontSize)
      #expect(sizes.count == 4)
      #expect(sizes.allSatisfy { $0 >= LabelBlock.minimumFontSize }, "\(side): \(sizes)")
      #expect(GuidelineChecker.check(scene).result(for: .textSize)?.passed == true)
    }
  }

  @Test func aLabelThatDoesNotFitBesideMovesBelowThenShortensTheName() throws {
    let name = "Maximilian Alexander von Hohenberg-Schwarzenstein"
    // Beside 160-point rings the name alone would need 11 pt × 0.68 × 49 characters.
    let moved = try RingScene(
      summary: SummaryFixtures.mixed, ringSide: 160,
      options: RingOptions(label: RingLabel(name: name, placement: .beside)))
    #expect(moved.options.label?.placement == .below)
    #expect(moved.size == (try CanvasSize(width: 160, height: 256)))
    let shortened = try #require(moved.options.label?.name)
    #expect(shortened.hasSuffix("…") && name.hasPrefix(shortened.dropLast()))
    let texts = moved.drawList().texts
    #expect(texts.first?.text == shortened)
    #expect(texts.allSatisfy { $0.fontSize >= LabelBlock.minimumFontSize })
    // One more character would not fit at 11 pt.
    let room = try #require(moved.layout().labelArea).width - 2 * moved.layout().outerMargin
    #expect(
      Double(shortened.count + 1) * LabelBlock.averageAdvance * LabelBlock.minimumFontSize > room)

    // On a fixed canvas the label moves below within it.
    let fixed = try RingScene(
      summary: SummaryFixtures.mixed, size: CanvasSize(width: 240, height: 400),
      options: RingOptions(label: RingLabel(name: "Ana", placement: .beside)))
    #expect(fixed.options.label?.placement == .below)
    #expect(fixed.size == (try CanvasSize(width: 240, height: 400)))
  }

  @Test func whereNothingFitsTheSceneNamesTheSmallestCanvasThatDoes() throws {
    #expect {
      try RingScene(
        summary: SummaryFixtures.mixed, ringSide: 36.67,
        options: RingOptions(label: RingLabel(name: "Ana")))
    } throws: { error in
      guard case SceneError.labelDoesNotFit(let smallest) = error else { return false }
      // The longest line, "Exercise 89/30MIN", needs 17 × 0.68 × 11 pt plus the padding.
      let side = smallest.shortSide
      let fits = try? RingScene(
        summary: SummaryFixtures.mixed, ringSide: side,
        options: RingOptions(label: RingLabel(name: "Ana")))
      let tooSmall = try? RingScene(
        summary: SummaryFixtures.mixed, ringSide: side * 0.995,
        options: RingOptions(label: RingLabel(name: "Ana")))
      return fits != nil && tooSmall == nil && (140...143).contains(side)
    }
    let error = SceneError.labelDoesNotFit(
      smallestCanvas: try CanvasSize(width: 282.5, height: 141.25))
    #expect(
      error.description
        == "the label does not fit at 11 pt, Apple's smallest legible text: the smallest canvas that fits it is 282.5×141.25 points"
    )
  }
}

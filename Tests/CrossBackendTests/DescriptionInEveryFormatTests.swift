import ActivityRings
import ActivityRingsASCII
import ActivityRingsCairo
import ActivityRingsGIF
import ActivityRingsPNG
import ActivityRingsSVG
import Testing
import _ActivityRingsTestSupport

/// Every format says what the rings show, in the same words: the description is read back from
/// PNG and APNG `iTXt` chunks, GIF comments, PDF document information, SVG `<title>`/`<desc>` and
/// the terminal caption, for the snapshot corpus (the README's scenes among them) and each state's wording.
@Suite struct DescriptionInEveryFormatTests {
  /// Scenes in each state the words distinguish, with the sentence each must carry.
  static let states: [(name: String, scene: RingScene, sentence: String)] = {
    let day = try! CalendarDay(parsing: "2026-08-13")
    var dated = SnapshotCorpus.mixed
    dated.day = day
    let pausedMoveTime = ActivitySummary(
      appleMoveTime: 45, appleMoveTimeGoal: 30, appleExerciseTime: 12,
      appleExerciseTimeGoal: 0, appleStandHours: 1, isPaused: true)
    let kilojoules = ActivitySummary(
      activeEnergyBurned: 1200.4, activeEnergyBurnedGoal: 2000,
      activeEnergyBurnedUnit: .kilojoules)
    func scene(_ summary: ActivitySummary?, _ label: RingLabel? = nil) -> RingScene {
      try! RingScene(summary: summary, ringSide: 160, options: RingOptions(label: label))
    }
    return [
      (
        "named and dated", scene(dated, RingLabel(name: "Zoë")),
        "Zoë, Thursday 13 August 2026. Move: 350 of 500 calories, 70 percent. "
          + "Exercise: 89 of 30 minutes, 297 percent. Stand: 8 of 12 hours, 67 percent."
      ),
      (
        "move time, no goal, paused", scene(pausedMoveTime),
        "Move: 45 of 30 minutes, 150 percent. Exercise: 12 minutes, no goal. "
          + "Stand: 1 hour, no goal. Rings paused."
      ),
      ("kilojoules", scene(kilojoules), "Move: 1200 of 2000 kilojoules, 60 percent."),
      ("no data", scene(nil), "Move: no data."),
      (
        "wheelchair", scene(SnapshotCorpus.mixed, RingLabel(usesWheelchair: true)),
        "Move: 350 of 500 calories, 70 percent. Exercise: 89 of 30 minutes, 297 percent. "
          + "Roll: 8 of 12 hours, 67 percent."
      ),
    ]
  }()

  static var stateNames: [String] { states.map(\.name) }

  static func expectedTexts(_ drawList: DrawList) throws -> [PNGText] {
    [
      try PNGText(keyword: "Title", text: drawList.title),
      try PNGText(keyword: "Description", text: drawList.accessibilityText),
    ]
  }

  @Test(arguments: stateNames)
  func eachStateIsWordedTheSameInEveryFormat(name: String) throws {
    let state = try #require(Self.states.first { $0.name == name })
    let drawList = state.scene.drawList()
    #expect(drawList.accessibilityText == state.sentence)
    try expectEveryFormatSays(drawList)
  }

  @Test(arguments: SnapshotCorpus.entries)
  func everyCorpusSceneCarriesItsWords(entry: SnapshotCorpus.Entry) throws {
    try expectEveryFormatSays(entry.scene.drawList())
  }

  func expectEveryFormatSays(_ drawList: DrawList) throws {
    #expect(!drawList.title.isEmpty && !drawList.accessibilityText.isEmpty)
    let png = try CairoRenderer().pngData(drawList)
    #expect(try PNGDecoder().texts(in: png) == Self.expectedTexts(drawList))

    let gif = try GIFDecoder().decode(GIFRenderer().render(drawList))
    #expect(gif.comments == [drawList.accessibilityText])

    let pdf = try CairoRenderer().pdfData(drawList)
    #expect(PDFInformation.string("Title", in: pdf) == drawList.title)
    #expect(PDFInformation.string("Subject", in: pdf) == drawList.accessibilityText)

    let svg = try SVGRenderer().render(drawList)
    #expect(svg.contains(">\(XMLEscaping.text(drawList.title))</title>"))
    #expect(svg.contains(">\(XMLEscaping.text(drawList.accessibilityText))</desc>"))

    let wide = try ASCIIRenderer.CellGrid(columns: 400, rows: 20)
    let text = ASCIIRenderer(grid: wide, mode: .halfBlocks, color: .none).render(drawList)
    #expect(text.split(separator: "\n").last.map(String.init) == drawList.accessibilityText)
  }

  @Test func anAnimatedPNGDescribesWhereItEnds() throws {
    let start = try RingScene(summary: SnapshotCorpus.mixed, ringSide: 60)
    var last = SnapshotCorpus.mixed
    last.activeEnergyBurned = 600
    let end = try RingScene(summary: last, ringSide: 60)
    let transition = try RingTransition(
      from: start.progress, to: end.progress, duration: 0.5)
    let plan = try FramePlan(transition, from: start, to: end, framesPerSecond: 10)
    let apng = try CairoRenderer().renderAnimation(plan)
    let texts = try PNGDecoder().texts(in: apng)
    #expect(texts == (try Self.expectedTexts(end.drawList())))
    #expect(texts.last?.text.hasPrefix("Move: 600 of 500 calories, 120 percent.") == true)
    let gif = try GIFDecoder().decode(GIFRenderer().renderAnimation(plan))
    #expect(gif.comments == [end.drawList().accessibilityText])
  }

  @Test func textOutsideASCIIAndNULSurviveEveryFormat() throws {
    var drawList = SnapshotCorpus.entries[2].scene.drawList()
    drawList.title = "Zoë's rings (Ω) \\ 日本"
    drawList.accessibilityText = "Zoë\u{0}: 7 ✓"
    let png = try CairoRenderer().pngData(drawList)
    #expect(
      try PNGDecoder().texts(in: png).map(\.text) == ["Zoë's rings (Ω) \\ 日本", "Zoë\u{FFFD}: 7 ✓"])
    let gif = try GIFDecoder().decode(GIFRenderer().render(drawList))
    #expect(gif.comments == ["Zoë\u{FFFD}: 7 ✓"])
    let pdf = try CairoRenderer().pdfData(drawList)
    #expect(PDFInformation.string("Title", in: pdf) == "Zoë's rings (Ω) \\ 日本")
    #expect(PDFInformation.string("Subject", in: pdf) == "Zoë\u{FFFD}: 7 ✓")
  }

  @Test func pngTextRefusesWhatPNGDoesNotAllow() throws {
    #expect(throws: PNGError.self) { try PNGText(keyword: "", text: "x") }
    #expect(throws: PNGError.self) {
      try PNGText(keyword: String(repeating: "k", count: 80), text: "")
    }
    #expect(throws: PNGError.self) { try PNGText(keyword: " Title", text: "x") }
    #expect(throws: PNGError.self) { try PNGText(keyword: "Ti  tle", text: "x") }
    #expect(throws: PNGError.self) { try PNGText(keyword: "Tïtle", text: "x") }
    #expect(throws: PNGError.self) { try PNGText(keyword: "Title", text: "a\u{0}b") }
    let error = #expect(throws: PNGError.self) { try PNGText(keyword: "", text: "x") }
    #expect(
      error?.description == "cannot write PNG text: a keyword has 1 to 79 characters, '' has 0")
  }
}

/// Reads a string from a PDF's document information dictionary, as Cairo writes it: a literal
/// string `(…)` with backslash escapes, or a hexadecimal string `<FEFF…>` in UTF-16BE.
enum PDFInformation {
  static func string(_ key: String, in pdf: [UInt8]) -> String? {
    let marker = Array("/\(key) ".utf8)
    guard let start = firstRange(of: marker, in: pdf)?.upperBound, start < pdf.count else {
      return nil
    }
    if pdf[start] == UInt8(ascii: "<") {
      guard let end = pdf[start...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
      let hex = Array(pdf[(start + 1)..<end])
      var units: [UInt16] = []
      var index = 0
      while index + 4 <= hex.count {
        guard let unit = UInt16(String(decoding: hex[index..<index + 4], as: UTF8.self), radix: 16)
        else { return nil }
        units.append(unit)
        index += 4
      }
      guard units.first == 0xFEFF else { return nil }
      return String(decoding: units.dropFirst(), as: UTF16.self)
    }
    guard pdf[start] == UInt8(ascii: "(") else { return nil }
    var bytes: [UInt8] = []
    var index = start + 1
    var depth = 0
    while index < pdf.count {
      let byte = pdf[index]
      if byte == UInt8(ascii: "\\"), index + 1 < pdf.count {
        let next = pdf[index + 1]
        let escapes: [UInt8: UInt8] = [
          UInt8(ascii: "n"): 10, UInt8(ascii: "r"): 13, UInt8(ascii: "t"): 9,
          UInt8(ascii: "b"): 8, UInt8(ascii: "f"): 12,
        ]
        bytes.append(escapes[next] ?? next)
        index += 2
        continue
      }
      if byte == UInt8(ascii: "(") { depth += 1 }
      if byte == UInt8(ascii: ")") {
        if depth == 0 { break }
        depth -= 1
      }
      bytes.append(byte)
      index += 1
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  static func firstRange(of needle: [UInt8], in haystack: [UInt8]) -> Range<Int>? {
    guard needle.count <= haystack.count else { return nil }
    for start in 0...(haystack.count - needle.count)
    where haystack[start..<(start + needle.count)].elementsEqual(needle) {
      return start..<(start + needle.count)
    }
    return nil
  }
}

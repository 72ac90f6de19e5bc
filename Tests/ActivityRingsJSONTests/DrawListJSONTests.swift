import ActivityRings
import ActivityRingsJSON
import Foundation
import Testing

/// Draw lists read once from JSON by the core's own Codable conformance: what the core writes
/// reads back the same, and every refusal names the field and the rule, with the limits.
@Suite struct DrawListJSONTests {
  static func message(_ text: String) -> String? {
    do {
      _ = try DrawList(json: Array(text.utf8))
      return nil
    } catch {
      return error.message(naming: "'edited.json'")
    }
  }

  /// A draw list's JSON with `fields` in place of the valid ones of the same names.
  static func drawList(_ fields: String) -> String {
    var base = [
      "size": #"{"width": 100, "height": 100}"#, "scale": "1", "title": #""t""#,
      "accessibilityText": #""a""#, "items": "[]",
    ]
    let replaced = try? JSONReader.parse(Array("{\(fields)}".utf8)).object
    for key in replaced?.keys ?? [] { base[key] = nil }
    let kept = base.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }
    return "{" + (kept + (fields.isEmpty ? [] : [fields])).joined(separator: ", ") + "}"
  }

  @Test func whatTheCoreWritesReadsBackTheSame() throws {
    let summary = ActivitySummary(
      activeEnergyBurned: 350, activeEnergyBurnedGoal: 500, appleExerciseTime: 89,
      appleExerciseTimeGoal: 30, appleStandHours: 8, appleStandHoursGoal: 12)
    let scene = try RingScene(
      summary: summary, size: CanvasSize(side: 200), scale: .x2,
      options: RingOptions(look: .gradient, label: RingLabel(name: "Ana")))
    let drawList = DrawList(scene: scene)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = try encoder.encode(drawList)
    let read = try DrawList(json: Array(json))
    // Paths go through six fraction digits: compare what is written again.
    #expect(try encoder.encode(read) == json)
    #expect(read.items.count == drawList.items.count)
    #expect(read.texts == drawList.texts)
  }

  @Test(arguments: [
    (#""scale": 1.5"#, "scale is 1.5: expected 1, 2 or 3"),
    (#""scale": -1"#, "scale is -1: expected 1, 2 or 3"),
    (
      #""size": {"width": -5, "height": 5}"#,
      "size is -5×5 points: each side must be more than 0 points, and at most 8192 pixels at "
        + "the draw list's scale"
    ),
    (
      #""size": {"width": 0, "height": 0}"#,
      "size is 0×0 points: each side must be more than 0 points, and at most 8192 pixels at "
        + "the draw list's scale"
    ),
    (
      #""size": {"width": 5000, "height": 10}, "scale": 2"#,
      "size is 5000×10 points at scale 2, 10000 pixels on a side: each side must be more than 0 "
        + "points, and at most 8192 pixels at the draw list's scale"
    ),
    (#""size": true"#, "size is true: expected an object"),
    (
      ##""items": [{"role": {"part": "dot"}, "path": "", "paint": {"solid": {"color": "#000000"}}, "fillRule": "odd"}]"##,
      #"items.0.fillRule is "odd": expected "nonZero" or "evenOdd""#
    ),
    (
      ##""items": [{"role": {"part": "dot", "ring": "mov"}, "path": "", "paint": {"solid": {"color": "#000000"}}, "fillRule": "nonZero"}]"##,
      #"items.0.role.ring is "mov": expected "move", "exercise" or "stand""#
    ),
    (
      ##""items": [{"role": {"part": "dot"}, "path": "M 0", "paint": {"solid": {"color": "#000000"}}, "fillRule": "nonZero"}]"##,
      "items.0.path: path data ends in the middle of a command"
    ),
    (#""items": [1, 1]"#, "items.0 is 1: expected an object"),
    (#""title": null"#, "title is null: expected text"),
    ("", "accessibilityText is missing"),
  ])
  func refusalsNameTheFieldAndTheRule(fields: String, problem: String) {
    var text = Self.drawList(fields)
    if fields.isEmpty { text = text.replacing(#""accessibilityText": "a", "#, with: "") }
    #expect(Self.message(text) == "the draw list JSON in 'edited.json' is invalid: " + problem)
  }

  @Test func emptyAndNotJSONAreToldApart() {
    #expect(Self.message(" \n") == "the draw list JSON in 'edited.json' is empty")
    #expect(
      Self.message("{ not json")
        == "the draw list JSON in 'edited.json' is invalid: not JSON: expected a key in double "
        + "quotes at line 1, column 3, found 'not'")
  }

  @Test func pathCommandsPastTheLimitAreRefusedBeforeAnyIsRead() {
    let limit = DrawList.maximumJSONPathCommands
    func items(_ commands: Int, escaped: Bool = false) -> String {
      let path = "M 0 0" + String(repeating: escaped ? " \\u005A" : " Z", count: commands - 1)
      let item =
        ##"{"role": {"part": "dot"}, "path": "\##(path)", "paint": {"solid": {"color": "#000000"}}, "fillRule": "nonZero"}"##
      return #""items": [\#(item), \#(item)]"#
    }
    #expect(Self.message(Self.drawList(items(limit / 2))) == nil)
    let refusal =
      "the draw list JSON in 'edited.json' is invalid: items hold more than 500,000 path commands "
      + "(M, L, C and Z): the limit is 500,000, about twice what the largest picture rings draws has"
    #expect(Self.message(Self.drawList(items(limit / 2 + 1))) == refusal)
    #expect(Self.message(Self.drawList(items(limit / 2 + 1, escaped: true))) == refusal)
  }
}

import Foundation
import Testing
import _ActivityRingsTestSupport

@Suite struct ValidateCommandTests {
  static let values = [
    "validate", "--move", "350/500", "--exercise", "20/30", "--stand", "8/12", "--look", "flat",
  ]

  /// A draw list the core writes, as its JSON reference holds it: Move 70%, Exercise 297%,
  /// Stand 67% on a 100-point canvas, in the flat look.
  static func storedDrawList() throws -> String {
    let entry = try #require(SnapshotCorpus.drawListEntry("mixed"))
    return String(decoding: try SnapshotCorpus.referenceJSON(entry.scene.drawList()), as: UTF8.self)
  }

  @Test func passingRingsPrintOneCheckedLinePerRuleAndExit0() throws {
    let result = try RingsProcess.run(Self.values)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError.isEmpty)
    #expect(
      result.text == """
        ✓ black-background: canvas #000000
        ✓ ring-colors: Move #fa114f, Exercise #a6ff00, Stand #00fff6 = HIG, opaque; tracks at 15%
        ✓ outer-margin: outer margin 8 pt ≥ gap 1 pt
        ✓ rings-inside: rings 8 pt inside the ring area, 1 pt apart
        ✓ nothing-crosses-rings: 12 ring shapes within their bands; no label text
        ✓ label-present: no label asked for
        ✓ text-size: no text

        """)
  }

  @Test func pictureOptionsAreThoseOfRender() throws {
    let result = try RingsProcess.run(
      [
        "validate", "--summary", "move=350/500,exercise=89/30,stand=8/12", "--size", "160",
        "--scale", "3", "--background", "circle", "--look", "gradient", "--label", "Ana",
        "--label-position", "below", "--wheelchair", "--no-glyphs",
      ])
    #expect(result.status == 0, "\(result.standardError)")
    let lines = result.text.split(separator: "\n")
    #expect(lines.count == 7)
    #expect(lines.allSatisfy { $0.hasPrefix("✓ ") })
    #expect(result.text.contains("inside a black circle of radius 80 pt"))
    #expect(result.text.contains("within their gradients"))
    #expect(result.text.contains("✓ label-present: name \"Ana\", 3 ring lines"))
    #expect(result.text.contains("✓ text-size: 4 texts, the smallest 12.46 pt"))

    // Too small for the label at 11 pt: nothing to check, and the smallest size that fits.
    let small = try RingsProcess.run(
      [
        "validate", "--summary", "move=350/500,exercise=89/30,stand=8/12", "--size", "29",
        "--label", "Ana",
      ])
    #expect(small.status == 64)
    #expect(
      small.standardError
        == "rings: --size 29 is too small for the label: its text would be below 11 pt, Apple's smallest legible size; the smallest --size that fits it is 141.26\n"
    )
  }

  @Test func jsonIsAnArrayOfRulesWithSortedKeys() throws {
    let result = try RingsProcess.run(Self.values + ["--format", "json"])
    #expect(result.status == 0, "\(result.standardError)")
    let array = try #require(
      try JSONSerialization.jsonObject(with: result.standardOutput) as? [[String: Any]])
    #expect(
      array.compactMap { $0["rule"] as? String } == [
        "black-background", "ring-colors", "outer-margin", "rings-inside",
        "nothing-crosses-rings", "label-present", "text-size",
      ])
    #expect(array.allSatisfy { $0["passed"] as? Bool == true })
    #expect(array.first?["measured"] as? String == "canvas #000000")
    #expect(array.allSatisfy { $0.keys.sorted() == ["measured", "passed", "rule"] })
    let text = result.text
    let measured = try #require(text.range(of: "\"measured\""))
    let passed = try #require(text.range(of: "\"passed\""))
    let rule = try #require(text.range(of: "\"rule\""))
    #expect(measured.lowerBound < passed.lowerBound && passed.lowerBound < rule.lowerBound)
  }

  @Test func aStoredDrawListPasses() throws {
    let folder = try RingsProcess.temporaryFolder()
    try Self.storedDrawList().write(
      to: folder.appendingPathComponent("rings.json"), atomically: true, encoding: .utf8)
    let result = try RingsProcess.run(
      ["validate", "--draw-list", "rings.json", "--look", "flat"], in: folder)
    #expect(result.status == 0, "\(result.text)\(result.standardError)")
    #expect(result.text.contains("✓ outer-margin: outer margin 5 pt ≥ gap 1 pt"))
    // Checked as the default look, its flat colours are outside the gradients.
    let asDefault = try RingsProcess.run(["validate", "--draw-list", "rings.json"], in: folder)
    #expect(asDefault.status == 1)
    #expect(asDefault.text.contains("✗ ring-colors: Move arc #fa114f outside the gradient"))
  }

  @Test func aBrokenDrawListPrintsTheReportAndExits1() throws {
    let recoloured = try Self.storedDrawList().replacingOccurrences(
      of: "\"#fa114f\"", with: "\"#ff0000\"")
    let result = try RingsProcess.run(
      ["validate", "--draw-list", "-", "--look", "flat"], input: Data(recoloured.utf8))
    #expect(result.status == 1)
    // Both Move arcs: the arc from 12 o'clock and its last stretch on top.
    #expect(
      result.text.contains(
        "✗ ring-colors: Move arc #ff0000 ≠ HIG #fa114f; Move arc #ff0000 ≠ HIG #fa114f\n"))
    #expect(result.text.contains("✓ black-background: canvas #000000\n"))
    #expect(result.standardError == "rings: 1 of 7 guidelines failed: ring-colors\n")

    let transparent = try Self.storedDrawList().replacingOccurrences(
      of: "\"background\" : \"#000000\",", with: "")
    let json = try RingsProcess.run(
      ["validate", "--draw-list", "-", "--format", "json", "--look", "flat"],
      input: Data(transparent.utf8))
    #expect(json.status == 1)
    let array = try #require(
      try JSONSerialization.jsonObject(with: json.standardOutput) as? [[String: Any]])
    let failed = array.filter { $0["passed"] as? Bool == false }
    #expect(failed.compactMap { $0["rule"] as? String } == ["black-background"])
    #expect(
      (failed.first?["measured"] as? String)?.hasPrefix(
        "transparent canvas and no black enclosing circle: Apple shows the rings on black only")
        == true)
    #expect(json.standardError == "rings: 1 of 7 guidelines failed: black-background\n")

    // A label asked for that the draw list does not have.
    let unlabelled = try RingsProcess.run(
      ["validate", "--draw-list", "-", "--label", "Ana", "--look", "flat"],
      input: Data(Self.storedDrawList().utf8))
    #expect(unlabelled.status == 1)
    #expect(
      unlabelled.text.contains(
        "✗ label-present: no Move line; no Exercise line; no Stand line; and 1 more\n"))
  }

  @Test(arguments: [
    ([String](), "no values"),
    (["--move", "1/2", "--draw-list", "rings.json"], "give --draw-list or values"),
    (["--draw-list", "missing.json"], "cannot read draw list file 'missing.json'"),
    (
      ["--draw-list", "bad.json"],
      "the draw list JSON in 'bad.json' is invalid: not JSON: expected a key in double quotes at "
        + "line 1, column 3, found 'not'"
    ),
    (["--move", "1/2", "--format", "xml"], "unknown format 'xml' (known: txt, json)"),
    (["--move", "1/2", "--size", "0"], "--size must be greater than 0"),
    (["--move", "x/2"], "is not a number"),
  ])
  func badInputIsOneLineExit64(arguments: [String], message: String) throws {
    let folder = try RingsProcess.temporaryFolder()
    try Data("{ not json".utf8).write(to: folder.appendingPathComponent("bad.json"))
    let result = try RingsProcess.run(["validate"] + arguments, in: folder)
    #expect(result.status == 64, "\(result.standardError)")
    #expect(result.text.isEmpty)
    #expect(result.standardError.contains(message), "\(result.standardError)")
    #expect(result.standardError.hasPrefix("rings: "))
    #expect(result.standardError.split(separator: "\n").count == 1)
  }

  @Test func helpNamesTheRulesAndExitStatuses() throws {
    let help = try RingsProcess.run(["validate", "--help"])
    #expect(help.status == 0)
    #expect(help.text.contains("Exit status: 0 when every rule passes; 1 when any rule fails"))
    #expect(help.text.contains("--draw-list <PATH>"))
    #expect(help.text.contains("--label-position"))
    #expect(help.text.contains("Examples:"))
    let root = try RingsProcess.run(["--help"])
    #expect(root.text.contains("validate"))
    #expect(root.text.contains("rings validate --move 350/500"))
  }

  @Test func aPresetIsCheckedAgainstItsLayoutsRules() throws {
    let wide = try RingsProcess.run(
      Self.values + ["--preset", "live-activity-lock-screen", "--scale", "2"])
    #expect(wide.status == 0, "\(wide.standardError)")
    let lines = wide.text.split(separator: "\n").map(String.init)
    #expect(
      lines.map { $0.split(separator: ":")[0] } == [
        "✓ preset-margin", "✓ text-size", "✓ values-beside-rings",
      ])
    #expect(lines[0].contains("at least 14 pt from every edge"))
    let compact = try RingsProcess.run(
      Self.values + ["--preset", "live-activity-compact", "--format", "json"])
    #expect(compact.status == 0, "\(compact.standardError)")
    #expect(compact.text.contains(#""rule" : "compact-snug""#))
    let mistyped = try RingsProcess.run(Self.values + ["--preset", "sqaure-64"])
    #expect(mistyped.status == 64)
    #expect(mistyped.standardError.contains("did you mean 'square-64'?"))
    let both = try RingsProcess.run(
      ["validate", "--preset", "square-64", "--draw-list", "rings.json"])
    #expect(both.status == 64)
    #expect(both.standardError.contains("give --preset or --draw-list, not both"))
  }

  /// The places' own rules: the camera area, the island's shape and balance, a widget's margin.
  @Test func thePlacesRulesAreChecked() throws {
    let expanded = try RingsProcess.run(
      Self.values + ["--preset", "live-activity-expanded-84", "--scale", "3"])
    #expect(expanded.status == 0, "\(expanded.standardError)")
    #expect(
      expanded.text.contains(
        "✓ camera-clear: nothing inside the 125.33x36.67 pt camera area"), "\(expanded.text)")
    let trailing = try RingsProcess.run(
      Self.values + ["--preset", "live-activity-compact-trailing", "--format", "json"])
    #expect(trailing.status == 0, "\(trailing.standardError)")
    for rule in ["compact-snug", "island-shape", "compact-balance", "text-size"] {
      #expect(trailing.text.contains(#""rule" : "\#(rule)""#), "\(rule)")
    }
    let widget = try RingsProcess.run(Self.values + ["--preset", "widget-small", "--scale", "2"])
    #expect(widget.status == 0, "\(widget.standardError)")
    #expect(
      widget.text.split(separator: "\n").map { String($0.split(separator: ":")[0]) } == [
        "✓ preset-margin", "✓ text-size", "✓ values-beside-rings",
      ])
    #expect(widget.text.contains("at least 16 pt from every edge"))
    #expect(widget.text.contains("below the rings"))
  }
}

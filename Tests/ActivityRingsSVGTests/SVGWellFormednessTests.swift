import ActivityRings
import ActivityRingsSVG
import Foundation
import Testing
import _ActivityRingsTestSupport

/// The SVG text is well-formed XML according to libxml2's `xmllint` (skipped where it is not
/// installed; CI installs libxml2-utils).
@Suite(
  "SVG well-formedness",
  .enabled(if: Xmllint.isInstalled, "xmllint is not installed (apt-get install libxml2-utils)"))
struct SVGWellFormednessTests {
  @Test("every corpus scene is well-formed XML", arguments: SnapshotCorpus.entries)
  func corpusScene(_ entry: SnapshotCorpus.Entry) throws {
    let svg = try SVGRenderer().render(entry.scene)
    let problems = try Xmllint.problems(in: svg, named: "\(entry.name).svg")
    #expect(problems == nil, "\(entry.name): \(problems ?? "")")
  }

  @Test("a title and description full of markup and control characters stay well-formed")
  func hostileText() throws {
    let drawList = DrawList(
      size: try CanvasSize(side: 10), scale: .x1, background: .black, items: [],
      title: "Ann & Bob's <rings> \"today\" ]]> \u{1}\u{FFFF}",
      accessibilityText: "<!-- not a comment --> &amp; <![CDATA[x]]> \u{0}")
    let svg = try SVGRenderer().render(drawList)
    let problems = try Xmllint.problems(in: svg, named: "hostile.svg")
    #expect(problems == nil, "\(problems ?? "")")
  }
}

/// The README says our SVG is SVG 1.1 plus two WAI-ARIA attributes on the root element (`role`
/// and `aria-labelledby`, so that screen readers announce the title and description): every
/// kind of picture validates against Debian's SVG 1.1 DTD with just those two added.
@Suite(
  "SVG 1.1 conformance",
  .enabled(
    if: Xmllint.canValidate,
    "xmllint or the SVG 1.1 DTD is not installed (apt-get install libxml2-utils w3c-sgml-lib)"))
struct SVGConformanceTests {
  static func validity(_ svg: String, _ name: String) throws -> String? {
    try Xmllint.validityProblems(in: svg, named: name, dtd: Xmllint.svg11PlusARIA)
  }

  @Test("every corpus scene is valid SVG 1.1 plus WAI-ARIA", arguments: SnapshotCorpus.entries)
  func corpusScene(_ entry: SnapshotCorpus.Entry) throws {
    let problems = try Self.validity(SVGRenderer().render(entry.scene), "\(entry.name).svg")
    #expect(problems == nil, "\(entry.name): \(problems ?? "")")
  }

  @Test("a month calendar, with a titled group per day, and an animation are valid too")
  func calendarAndAnimation() throws {
    let day = try CalendarDay(parsing: "2026-11-03")
    let calendar = try HistoryCalendar.month(
      2026, 11,
      summaries: [
        ActivitySummary(day: day, activeEnergyBurned: 620, activeEnergyBurnedGoal: 500)
      ])
    let svg = try SVGRenderer().render(calendar.drawList())
    #expect(svg.components(separatedBy: "<g><title>").count - 1 == 30)
    #expect(
      svg.contains(
        "<g><title>Tuesday 3 November 2026. Move: 620 of 500 calories, 124 percent.</title>"))
    #expect(svg.contains("<g><title>Monday 2 November 2026. No data.</title>"))
    #expect(try Self.validity(svg, "calendar.svg") == nil)

    let scene = try RingScene(progress: RingProgressSet(move: 0.2))
    let frames = try [0.2, 0.6, 1.1].map { try scene.showing(RingProgressSet(move: $0)).drawList() }
    let animation = try SVGRenderer().renderAnimation(
      FramePlan(drawLists: frames, times: [0, 0.5, 1], framesPerSecond: 2))
    #expect(try Self.validity(animation, "animation.svg") == nil)
  }

  @Test("the DTD check fails an attribute SVG 1.1 does not have")
  func checkCanFail() throws {
    let svg = try SVGRenderer().render(RingScene(summary: nil))
      .replacingOccurrences(of: "role=\"img\"", with: "role=\"img\" tabindex=\"0\"")
    #expect(try Self.validity(svg, "tabindex.svg")?.contains("tabindex") == true)
  }
}

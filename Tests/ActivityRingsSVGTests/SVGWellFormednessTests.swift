import ActivityRings
import ActivityRingsSVG
import Testing
import _ActivityRingsTestSupport

/// The SVG text is well-formed XML according to libxml2's `xmllint` (skipped where it is not
/// installed; CI installs libxml2-utils).
@Suite(
  "SVG well-formedness",
  .enabled(if: Xmllint.path != nil, "xmllint is not installed (apt-get install libxml2-utils)"))
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

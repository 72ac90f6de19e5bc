import ActivityRings
import ActivityRingsSVG
import Testing

@Suite("SVG label text")
struct SVGLabelTests {
  @Test("one escaped <text> per label line, after the shapes, in the line's colour")
  func textElements() throws {
    let scene = try RingScene(
      summary: ActivitySummary(activeEnergyBurned: 350, activeEnergyBurnedGoal: 500),
      size: CanvasSize(width: 320, height: 160),
      options: RingOptions(label: RingLabel(name: "Ana & <Bo>")))
    let svg = try SVGRenderer().render(scene.drawList())
    let lines = svg.split(separator: "\n")
    let texts = lines.filter { $0.hasPrefix("<text ") }
    #expect(texts.count == 2)
    #expect(texts[0].hasSuffix(##"fill="#ffffff">Ana &amp; &lt;Bo&gt;</text>"##))
    #expect(texts[1].hasSuffix(##"fill="#fa114f">Move 350/500CAL</text>"##))
    #expect(texts.allSatisfy { $0.contains(#"font-weight="bold""#) && $0.contains("sans-serif") })
    // 11 pt at least: the label's font size fits its area, never below Apple's minimum.
    for text in texts {
      let size = try #require(text.firstMatch(of: /font-size="([0-9.]+)"/)).1
      #expect(try #require(Double(size)) >= LabelBlock.minimumFontSize)
    }
    let lastPath = try #require(lines.lastIndex { $0.hasPrefix("<path ") })
    let firstText = try #require(lines.firstIndex { $0.hasPrefix("<text ") })
    #expect(lastPath < firstText)
  }

  @Test("a label line with a NaN position is an error, not broken SVG")
  func nonFiniteText() throws {
    var drawList = try RingScene(summary: nil).drawList()
    drawList.texts = [
      DrawText(
        ring: nil, text: "Ana", origin: Point(x: .nan, y: 0), fontSize: 10, weight: .bold,
        color: .black)
    ]
    #expect(throws: SVGRenderError.nonFiniteText("Ana")) { try SVGRenderer().render(drawList) }
  }
}

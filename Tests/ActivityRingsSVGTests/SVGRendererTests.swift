import ActivityRings
import ActivityRingsSVG
import Testing
import _ActivityRingsTestSupport

/// What the SVG text says, independent of the stored references.
@Suite("SVG renderer")
struct SVGRendererTests {
  private static func scene(side: Double, scale: RenderScale) throws -> RingScene {
    try RingScene(
      progress: RingProgressSet(move: 0.5, exercise: 0.5, stand: 0.5),
      size: CanvasSize(side: side), scale: scale)
  }

  private static func lines(_ svg: String) -> [Substring] {
    svg.split(separator: "\n", omittingEmptySubsequences: false)
  }

  @Test("the same draw list gives byte-identical text", arguments: SnapshotCorpus.entries)
  func deterministic(_ entry: SnapshotCorpus.Entry) throws {
    let first = try SVGRenderer().render(entry.scene.drawList())
    let second = try SVGRenderer().render(entry.scene.drawList())
    #expect(first == second)
  }

  @Test("the root has pixel width and height, a viewBox in points, and an accessible name")
  func rootElement() throws {
    let svg = try SVGRenderer().render(Self.scene(side: 120, scale: .x2))
    let lines = Self.lines(svg)
    try #require(lines.count > 4)
    #expect(lines[0] == #"<?xml version="1.0" encoding="UTF-8"?>"#)
    #expect(
      lines[1]
        == #"<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="240" height="240" "#
        + #"viewBox="0 0 120 120" role="img" "#
        + #"aria-labelledby="activity-rings-title activity-rings-desc">"#)
    #expect(lines[2] == #"<title id="activity-rings-title">Activity rings</title>"#)
    #expect(lines[3].hasPrefix(#"<desc id="activity-rings-desc">"#))
    #expect(lines[3].hasSuffix("</desc>"))
    #expect(lines[3].count > 40, "the description says what the rings show")
    #expect(svg.hasSuffix("</svg>\n"))
  }

  @Test("a 3× scene is three pixels per point")
  func scaledPixels() throws {
    let svg = try SVGRenderer().render(Self.scene(side: 1024, scale: .x3))
    #expect(svg.contains(#"width="3072" height="3072" viewBox="0 0 1024 1024""#))
  }

  @Test("a fractional canvas gets whole pixels and keeps one point = scale pixels")
  func fractionalCanvas() throws {
    let svg = try SVGRenderer().render(Self.scene(side: 29.5, scale: .x3))
    // 29.5 pt × 3 = 88.5 px, rounded up to 89 px, which is 89 / 3 points.
    #expect(svg.contains(#"width="89" height="89" viewBox="0 0 29.667 29.667""#))
    #expect(svg.contains(##"<rect width="29.667" height="29.667" fill="#000000"/>"##))
  }

  @Test("title and description are escaped")
  func escaping() throws {
    let drawList = DrawList(
      size: try CanvasSize(side: 10), scale: .x1, background: nil, items: [],
      title: "Ann & Bob's <rings> \"today\"\u{1}",
      accessibilityText: "Move 50% > Stand\tdone\u{FFFE}")
    let svg = try SVGRenderer().render(drawList)
    #expect(
      svg.contains(
        "<title id=\"activity-rings-title\">Ann &amp; Bob&apos;s &lt;rings&gt; &quot;today&quot;"
          + "\u{FFFD}</title>"))
    #expect(
      svg.contains("<desc id=\"activity-rings-desc\">Move 50% &gt; Stand\tdone\u{FFFD}</desc>"))
  }

  @Test("a black background is a rect over the canvas; the enclosed style has none")
  func background() throws {
    let black = try SVGRenderer().render(Self.scene(side: 120, scale: .x1))
    #expect(black.contains(##"<rect width="120" height="120" fill="#000000"/>"##))
    let enclosed = try #require(SnapshotCorpus.entries.first { $0.name == "enclosed" })
    let circle = try SVGRenderer().render(enclosed.scene)
    #expect(!circle.contains("<rect"))
  }

  @Test("one path per draw-list item, in order, with the item's colour and data")
  func pathsFollowItems() throws {
    let format = DecimalFormat(maximumFractionDigits: 3)
    for entry in SnapshotCorpus.entries {
      let drawList = entry.scene.drawList()
      let lines = Self.lines(try SVGRenderer().render(drawList))
      let paths = lines.filter { $0.hasPrefix("<path ") }
      try #require(paths.count == drawList.items.count, "\(entry.name)")
      var patterns = 0
      for (path, item) in zip(paths, drawList.items) {
        let data = item.path.svgPathData(format)
        let opacity =
          item.paint.opacity < 1
          ? " fill-opacity=\"\(format.string(item.paint.opacity))\"" : ""
        var fill = item.paint.color.hex
        if case .pieces(let pieces) = item.paint {
          // The item's pattern is the line before it: its pieces in order, in their colours.
          let id = "activity-rings-p\(patterns)"
          patterns += 1
          fill = "url(#\(id))"
          let index = try #require(lines.firstIndex(of: path))
          let pattern = lines[index - 1]
          #expect(pattern.hasPrefix("<pattern id=\"\(id)\" patternUnits=\"userSpaceOnUse\""))
          #expect(
            pattern.hasSuffix(
              pieces.map { "<path d=\"\($0.path.svgPathData(format))\" fill=\"\($0.color.hex)\"/>" }
                .joined() + "</pattern>"),
            "\(entry.name)")
        }
        #expect(path == "<path d=\"\(data)\" fill=\"\(fill)\"\(opacity)/>", "\(entry.name)")
      }
    }
  }

  @Test("a pattern's tile and viewBox are its pieces' box in whole points")
  func patternTile() throws {
    let piece = PaintPiece(
      path: DrawPath([
        .move(to: Point(x: 1.5, y: 2.25)), .line(to: Point(x: 7.75, y: 2.25)),
        .line(to: Point(x: 7.75, y: 8.5)), .close,
      ]),
      color: RingKind.move.color)
    let square = DrawPath([
      .move(to: Point(x: 2, y: 3)), .line(to: Point(x: 7, y: 3)), .line(to: Point(x: 7, y: 8)),
      .close,
    ])
    let drawList = DrawList(
      size: try CanvasSize(side: 10), scale: .x1, background: nil,
      items: [
        DrawItem(role: DrawRole(ring: .move, part: .arc), path: square, paint: .pieces([piece]))
      ],
      title: "t", accessibilityText: "d")
    let lines = Self.lines(try SVGRenderer(identifierPrefix: "a").render(drawList))
      .filter { $0.hasPrefix("<path ") || $0.hasPrefix("<pattern ") }
    #expect(
      lines == [
        ##"<pattern id="a-p0" patternUnits="userSpaceOnUse" x="1" y="2" width="7" height="7" viewBox="1 2 7 7"><path d="M 1.5 2.25 L 7.75 2.25 L 7.75 8.5 Z" fill="#fa114f"/></pattern>"##,
        ##"<path d="M 2 3 L 7 3 L 7 8 Z" fill="url(#a-p0)"/>"##,
      ])
  }

  @Test("fill-opacity only below 1, fill-rule only for even-odd")
  func paintAttributes() throws {
    let square = DrawPath([
      .move(to: Point(x: 1, y: 1)), .line(to: Point(x: 9, y: 1)), .line(to: Point(x: 9, y: 9)),
      .close,
    ])
    let drawList = DrawList(
      size: try CanvasSize(side: 10), scale: .x1, background: nil,
      items: [
        DrawItem(role: .enclosure, path: square, paint: .solid(.black)),
        DrawItem(
          role: DrawRole(ring: .move, part: .arc), path: square,
          paint: .solid(RingKind.move.color, opacity: 0.25), fillRule: .evenOdd),
        DrawItem(role: .enclosure, path: square, paint: .solid(.black, opacity: 7)),
      ],
      title: "t", accessibilityText: "d")
    let paths = Self.lines(try SVGRenderer().render(drawList)).filter { $0.hasPrefix("<path ") }
    #expect(
      paths == [
        ##"<path d="M 1 1 L 9 1 L 9 9 Z" fill="#000000"/>"##,
        ##"<path d="M 1 1 L 9 1 L 9 9 Z" fill="#fa114f" fill-opacity="0.25" fill-rule="evenodd"/>"##,
        ##"<path d="M 1 1 L 9 1 L 9 9 Z" fill="#000000"/>"##,
      ])
  }

  @Test("options: coordinate digits, id prefix, no XML declaration")
  func options() throws {
    let renderer = SVGRenderer(
      coordinateFractionDigits: 0, identifierPrefix: "rings_monday.2", includesXMLDeclaration: false
    )
    let svg = try renderer.render(Self.scene(side: 120, scale: .x1))
    #expect(svg.hasPrefix("<svg "))
    #expect(svg.contains(#"aria-labelledby="rings_monday.2-title rings_monday.2-desc""#))
    #expect(svg.contains(#"<title id="rings_monday.2-title">"#))
    let data = svg.matches(of: /\bd="([^"]*)"/).map { String($0.output.1) }.joined()
    #expect(!data.isEmpty)
    #expect(!data.contains("."), "whole-point coordinates only")
    #expect(svg.contains(#"fill="url(#rings_monday.2-p0)""#))
  }

  @Test("an unusable id prefix is an error", arguments: ["", "1rings", "my rings", "ring\"s", "é"])
  func invalidPrefix(_ prefix: String) throws {
    let scene = try Self.scene(side: 120, scale: .x1)
    #expect(throws: SVGRenderError.invalidIdentifierPrefix(prefix)) {
      try SVGRenderer(identifierPrefix: prefix).render(scene)
    }
  }

  @Test("NaN or infinite numbers in a hand-made draw list are errors, not broken text")
  func nonFiniteNumbers() throws {
    let role = DrawRole(ring: .stand, part: .dot)
    func drawList(_ item: DrawItem) throws -> DrawList {
      DrawList(
        size: try CanvasSize(side: 10), scale: .x1, background: nil,
        items: [
          DrawItem(
            role: .enclosure, path: .disc(center: Point(x: 5, y: 5), radius: 1),
            paint: .solid(.black)), item,
        ],
        title: "t", accessibilityText: "d")
    }
    let nanPath = try drawList(
      DrawItem(
        role: role, path: .disc(center: Point(x: .nan, y: 5), radius: 2), paint: .solid(.black)))
    #expect(throws: SVGRenderError.nonFiniteCoordinate(item: 1, role: role)) {
      try SVGRenderer().render(nanPath)
    }
    let infiniteCurve = try drawList(
      DrawItem(
        role: role,
        path: DrawPath([
          .move(to: Point(x: 0, y: 0)),
          .curve(
            to: Point(x: 1, y: 1), control1: Point(x: 0, y: .infinity), control2: Point(x: 1, y: 0)),
        ]),
        paint: .solid(.black)))
    #expect(throws: SVGRenderError.nonFiniteCoordinate(item: 1, role: role)) {
      try SVGRenderer().render(infiniteCurve)
    }
    let nanOpacity = try drawList(
      DrawItem(
        role: role, path: .disc(center: Point(x: 5, y: 5), radius: 2),
        paint: .solid(.black, opacity: .nan)))
    #expect(throws: SVGRenderError.invalidOpacity(item: 1, role: role)) {
      try SVGRenderer().render(nanOpacity)
    }
    #expect(
      SVGRenderError.nonFiniteCoordinate(item: 1, role: role).description
        == "draw list item 1 (stand.dot) has a NaN or infinite coordinate")
  }

  @Test("registered as 'svg', writing the renderer's text as UTF-8")
  func registration() throws {
    var registry = RendererRegistry()
    try registry.register(.svg)
    let entry = try registry.renderer(forExtension: "svg")
    #expect(entry.name == "svg")
    #expect(entry.stillFormats == [.svg])
    #expect(entry.animatedFormats == [.svg])
    let drawList = try Self.scene(side: 120, scale: .x1).drawList()
    #expect(try entry.render(drawList) == Array(try SVGRenderer().render(drawList).utf8))
    #expect(throws: RendererRegistryError.self) { try entry.render(drawList, as: .png) }
  }
}

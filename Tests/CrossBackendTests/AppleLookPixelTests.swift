import ActivityRings
import ActivityRingsASCII
import ActivityRingsCairo
import ActivityRingsGIF
import ActivityRingsSVG
import Testing
import _ActivityRingsLibrsvg
import _ActivityRingsTestSupport

/// The default look reads like Apple's, measured in pixels from both rasterisers: Cairo drawing
/// the draw list, and librsvg drawing our SVG of it. The hue shifts along the ring with the tip
/// the lighter end; a closed ring shows its tip's round cap over the start with a shadow ahead
/// of it; and at the smallest size a dark pixel separates neighbouring rings.
@Suite struct AppleLookPixelTests {
  enum Rasterizer: String, CaseIterable, CustomStringConvertible {
    case cairo, librsvg
    var description: String { rawValue }

    func image(_ scene: RingScene) throws -> RGBAImage {
      let drawList = scene.drawList()
      switch self {
      case .cairo:
        return try CairoRenderer().image(drawList)
      case .librsvg:
        let pixels = drawList.size.pixels(at: drawList.scale)
        return try LibrsvgRasterizer().rasterize(
          SVGRenderer().render(drawList), width: pixels.width, height: pixels.height)
      }
    }
  }

  static func scene(_ progress: Double, side: Double = 160, scale: RenderScale, glyphs: Bool = true)
    throws -> RingScene
  {
    try RingScene(
      progress: RingProgressSet(move: progress, exercise: progress, stand: progress),
      size: CanvasSize(side: side), scale: scale, options: RingOptions(showsGlyphs: glyphs))
  }

  /// The hue shift Apple's rings show along three quarters of a lap.
  static let minimumShiftAtThreeQuarters = 9.0

  @Test(
    "at 75% the Move ring's hue just after 12 o'clock and just behind the tip differ by 9° or more, the tip lighter",
    arguments: Rasterizer.allCases, RenderScale.allCases)
  func hueShiftsAlongTheRing(rasterizer: Rasterizer, scale: RenderScale) throws {
    let scene = try Self.scene(0.75, scale: scale)
    let image = try rasterizer.image(scene)
    let move = try #require(scene.layout().ring(.move))
    let width = move.lineWidth / move.radius
    // Clear of the glyph at 12 o'clock, and behind the tip's round cap.
    let start = image.pixel(
      at: RingAngle.point(at: 0.6 * width, radius: move.radius, around: scene.layout().center),
      scale: scale)
    let tip = image.pixel(
      at: RingAngle.point(
        at: 0.75 * RingAngle.fullTurn - 0.6 * width, radius: move.radius,
        around: scene.layout().center),
      scale: scale)
    let shift = start.hueDistance(to: tip)
    #expect(
      shift >= Self.minimumShiftAtThreeQuarters,
      "\(rasterizer) \(scale): \(start) (hue \(start.hue)) to \(tip) (hue \(tip.hue)): \(shift)°")
    #expect(
      tip.luma > start.luma, "\(rasterizer) \(scale): the tip \(tip) is not lighter than \(start)")
  }

  @Test("every ring's start and tip colours are 12° of hue or more apart, the tip lighter")
  func startAndTipColours() {
    for kind in RingKind.allCases {
      let start = RGBAImage.Pixel.opaque(kind.gradientStartColor)
      let tip = RGBAImage.Pixel.opaque(kind.gradientTipColor)
      #expect(start.hueDistance(to: tip) >= 12, "\(kind): \(start.hueDistance(to: tip))°")
      #expect(tip.luma > start.luma, "\(kind)")
      // The HIG swatch, for labels and values, lies inside the gradient's hues.
      let swatch = RGBAImage.Pixel.opaque(kind.color)
      #expect(
        swatch.hueDistance(to: start) + swatch.hueDistance(to: tip)
          <= start.hueDistance(to: tip) + 1e-9, "\(kind)")
    }
  }

  /// How far ahead of 12 o'clock, in line widths along a circle, the colour of the tip gives way.
  static func boundary(
    of ring: RingGeometry, offset: Double, in image: RGBAImage, scene: RingScene
  ) -> Double? {
    let radius = ring.radius + offset * ring.lineWidth
    let tip = RGBAImage.Pixel.opaque(ring.kind.gradientTipColor)
    let start = RGBAImage.Pixel.opaque(ring.kind.gradientStartColor)
    func isTipColoured(_ pixel: RGBAImage.Pixel) -> Bool {
      pixel.maximumChannelDifference(to: tip) < pixel.maximumChannelDifference(to: start)
    }
    // Walk clockwise from a little before 12 o'clock in steps of a fiftieth of a line width.
    var ahead = -0.2
    while ahead < 1.2 {
      let point = RingAngle.point(
        at: ahead * ring.lineWidth / radius, radius: radius, around: scene.layout().center)
      if !isTipColoured(image.pixel(at: point, scale: scene.scale)) { return ahead }
      ahead += 0.02
    }
    return nil
  }

  @Test(
    "at 100% the tip's round cap lies over the start — a curved boundary, not a straight seam — with a shadow ahead",
    arguments: Rasterizer.allCases, [RenderScale.x2, .x3])
  func closedRingShowsItsTip(rasterizer: Rasterizer, scale: RenderScale) throws {
    let scene = try Self.scene(1, scale: scale, glyphs: false)
    let image = try rasterizer.image(scene)
    for ring in scene.layout().rings {
      // A round cap reaches half a line width ahead on the centre line and 0.4 line widths at
      // 0.3 line widths either side of it; a straight seam would be level across the band.
      let centre = try #require(Self.boundary(of: ring, offset: 0, in: image, scene: scene))
      let outside = try #require(Self.boundary(of: ring, offset: 0.3, in: image, scene: scene))
      let inside = try #require(Self.boundary(of: ring, offset: -0.3, in: image, scene: scene))
      #expect(
        centre >= 0.4 && centre - max(outside, inside) >= 0.05,
        """
        \(rasterizer) \(scale) \(ring.kind): the tip colour ends \(centre) line widths ahead on \
        the centre line, \(outside) outside, \(inside) inside
        """)
      // Just ahead of the cap the start is in shadow: darker than further ahead.
      let near = PixelProbeLine.centre(ring, ahead: 0.65, in: image, scene: scene)
      let far = PixelProbeLine.centre(ring, ahead: 1.6, in: image, scene: scene)
      #expect(
        near.luma <= 0.8 * far.luma,
        "\(rasterizer) \(scale) \(ring.kind): \(near) ahead of the cap, \(far) further ahead")
    }
  }

  @Test(
    "at 29 pt each gap between rings holds a pixel at most 20% as bright as the rings beside it",
    arguments: Rasterizer.allCases, RenderScale.allCases)
  func smallRingsStayApart(rasterizer: Rasterizer, scale: RenderScale) throws {
    for progress in [1.0, 0.5] {
      let scene = try Self.scene(progress, side: 29, scale: scale)
      let gaps = GapProbe.gaps(in: try rasterizer.image(scene), scene: scene)
      #expect(gaps.count == 6)
      for gap in gaps {
        #expect(gap.share <= 0.2, "\(rasterizer) 29 pt \(scale) at \(progress): \(gap)")
      }
    }
  }
}

/// Apple's proportions and colours beyond the gradient, measured in pixels: dark tracks in every
/// backend, glyphs of Apple's size (in vectors too), thin gaps that stay dark at every size, the
/// type the SVG asks for, and a calendar "today" disc that holds two digits with room around
/// them.
extension AppleLookPixelTests {
  // MARK: - Tracks

  /// Apple's measured track colour within CIE76 ΔE 3.
  static func isAppleTrack(_ pixel: RGBAImage.Pixel, _ kind: RingKind) -> Bool {
    pixel.alpha == 255 && ColorDifference.cie76(pixel, ColorDifference.appleTrack(of: kind)) <= 3
  }

  /// How many pixels of `image` are within ΔE 3 of each ring's Apple track colour.
  static func appleTrackPixels(in image: RGBAImage) -> [RingKind: Int] {
    var counts: [RingKind: Int] = [:]
    for y in 0..<image.height {
      for x in 0..<image.width {
        for kind in RingKind.allCases where isAppleTrack(image[x, y], kind) {
          counts[kind, default: 0] += 1
        }
      }
    }
    return counts
  }

  @Test(
    "a day without data shows Apple's track colours (CIE76 ΔE ≤ 3) in Cairo, librsvg's SVG, GIF and 24-bit ANSI"
  )
  func tracksInEveryBackend() throws {
    let scene = try RingScene(progress: .noData, style: .threeRings, size: CanvasSize(side: 160))
    #expect(scene.layout().rings.count == 3)
    let drawList = scene.drawList()
    let gif = try GIFDecoder().decode(GIFRenderer().render(drawList))
    let images = [
      ("Cairo", try Rasterizer.cairo.image(scene)),
      ("librsvg", try Rasterizer.librsvg.image(scene)),
      ("GIF", try #require(gif.frames.first).image),
    ]
    for (name, image) in images {
      for ring in scene.layout().rings {
        let pixel = image.pixel(
          at: RingAngle.point(at: .pi, radius: ring.radius, around: scene.layout().center),
          scale: scene.scale)
        #expect(
          Self.isAppleTrack(pixel, ring.kind),
          "\(name): the \(ring.kind) track is \(pixel), Apple's \(ColorDifference.appleTrack(of: ring.kind))"
        )
      }
    }
    // 24-bit ANSI: the colours of the cells' escapes.
    let text = ASCIIRenderer(mode: .halfBlocks, color: .trueColor).render(drawList)
    var colours: [RGBColor] = []
    for escape in text.split(separator: "\u{1B}").dropFirst() {
      let fields = escape.dropFirst().prefix { $0 != "m" }.split(separator: ";").compactMap {
        UInt8($0)
      }
      var index = 0
      while index + 4 < fields.count {
        if (fields[index] == 38 || fields[index] == 48) && fields[index + 1] == 2 {
          colours.append(
            RGBColor(red: fields[index + 2], green: fields[index + 3], blue: fields[index + 4]))
          index += 5
        } else {
          index += 1
        }
      }
    }
    for kind in RingKind.allCases {
      let close = colours.filter {
        ColorDifference.cie76($0, ColorDifference.appleTrack(of: kind)) <= 3
      }
      #expect(close.count >= 5, "ANSI: \(close.count) cells in \(kind)'s track colour")
    }
  }

  @Test("the history calendar's empty days and the report page's rings show Apple's track colours")
  func tracksInTheCalendarAndTheReport() throws {
    // A day with watch rings at zero, then two without data: three empty tracks each.
    let day = try CalendarDay(parsing: "2018-03-29")
    let zero = ActivitySummary(
      day: day, activeEnergyBurned: 0, activeEnergyBurnedGoal: 500, appleExerciseTime: 0,
      appleExerciseTimeGoal: 30, appleStandHours: 0, appleStandHoursGoal: 12)
    let calendar = try HistoryCalendar(
      summaries: [zero], from: day, through: day.adding(days: 2), cellSide: 64)
    let drawn = try CairoRenderer().image(calendar.drawList())
    // The report page draws each day with SVGSharedDrawing: one day's fragment in a page of its
    // own, rasterised by librsvg.
    var shared = try SVGSharedDrawing()
    let scene = try RingScene(
      summary: nil, style: .threeRings, size: CanvasSize(side: 64),
      options: RingOptions(showsGlyphs: false))
    try shared.add(scene.drawList())
    let result = shared.result()
    let page = """
      <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" \
      width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" fill="#000"/>
      \(result.definitions)\(try #require(result.fragments.first))</svg>
      """
    let report = try LibrsvgRasterizer().rasterize(page, width: 64, height: 64)
    for (name, image) in [("calendar", drawn), ("report", report)] {
      let counts = Self.appleTrackPixels(in: image)
      for kind in RingKind.allCases {
        #expect(
          counts[kind, default: 0] >= 100,
          "\(name): \(counts[kind, default: 0]) pixels in Apple's \(kind) track colour")
      }
    }
  }

  // MARK: - Gaps

  @Test(
    "from 21 to 203 pt at 1x–3x each gap between rings holds a pixel at most 20% as bright as the rings beside it",
    arguments: Rasterizer.allCases, RenderScale.allCases)
  func gapsStayDarkAtEverySize(rasterizer: Rasterizer, scale: RenderScale) throws {
    // Odd and even sizes (the centre on a pixel's middle or corner); at 20 px, 2-pixel rings
    // round a 1-pixel hole, the darkest gap pixel is 22% as bright.
    for side in stride(from: 21.0, through: 203, by: 7) {
      let scene = try Self.scene(1, side: side, scale: scale, glyphs: false)
      let gaps = GapProbe.gaps(in: try rasterizer.image(scene), scene: scene)
      #expect(gaps.count == 6, "\(side) pt \(scale)")
      for gap in gaps {
        #expect(gap.share <= 0.2, "\(rasterizer) \(side) pt \(scale): \(gap)")
      }
    }
  }

  // MARK: - Glyphs

  /// The size in pixels of what is dark at `ring`'s 12 o'clock — its glyph — in an image drawn
  /// at `factor` pixels per point: the pixels inside the band (a pixel in from each edge), within
  /// 0.6 line widths either side of 12 o'clock, less than half as bright as the ring 0.6 line
  /// widths clockwise of 12 o'clock. Nil when there are none.
  static func glyphBox(
    _ ring: RingGeometry, in image: RGBAImage, center: Point, factor: Double
  ) -> (width: Int, height: Int)? {
    let (cx, cy) = (center.x * factor, center.y * factor)
    let inner = ring.innerRadius * factor + 1
    let outer = ring.outerRadius * factor - 1
    let half = 0.6 * ring.lineWidth * factor
    let beside = RingAngle.point(
      at: 0.6 * ring.lineWidth / ring.radius, radius: ring.radius, around: center)
    let ringLuma = image[Int(beside.x * factor), Int(beside.y * factor)].luma
    var (left, right, top, bottom) = (Int.max, Int.min, Int.max, Int.min)
    for y in max(0, Int(cy - outer) - 1)...Int(cy - inner) + 1 {
      for x in max(0, Int(cx - half))...min(image.width - 1, Int(cx + half)) {
        let distance =
          ((Double(x) + 0.5 - cx) * (Double(x) + 0.5 - cx)
          + (Double(y) + 0.5 - cy) * (Double(y) + 0.5 - cy)).squareRoot()
        guard distance >= inner, distance <= outer, image[x, y].luma < 0.5 * ringLuma else {
          continue
        }
        (left, right) = (min(left, x), max(right, x))
        (top, bottom) = (min(top, y), max(bottom, y))
      }
    }
    guard left <= right else { return nil }
    return (right - left + 1, bottom - top + 1)
  }

  @Test(
    "glyphs are 0.42–0.5 of the ring width tall and ≫ is at least 1.3 times as wide as →, at 512 px",
    arguments: Rasterizer.allCases)
  func glyphProportions(rasterizer: Rasterizer) throws {
    let scene = try Self.scene(1.5, side: 512, scale: .x1)
    let image = try rasterizer.image(scene)
    var widths: [RingKind: Int] = [:]
    for ring in scene.layout().rings {
      let found = Self.glyphBox(ring, in: image, center: scene.layout().center, factor: 1)
      let box = try #require(found, "\(rasterizer): no \(ring.kind) glyph")
      // Measured: 23 px tall on 51-px rings, 0.45 (was 17 px, 0.33); → 22 px wide, ≫ 32 px.
      let height = Double(box.height) / ring.lineWidth
      #expect(
        height >= 0.42 && height <= 0.5,
        "\(rasterizer) \(ring.kind): \(box) on \(ring.lineWidth) px")
      widths[ring.kind] = box.width
    }
    let ratio = Double(widths[.exercise, default: 0]) / Double(widths[.move, default: 1])
    #expect(
      ratio >= 1.3, "\(rasterizer): ≫ \(widths[.exercise] ?? 0) px, → \(widths[.move] ?? 0) px")
  }

  @Test(
    "the thinnest ring with a glyph is 12 pixels wide: a 120-pixel picture has them, legible; a 110-pixel one not",
    arguments: Rasterizer.allCases)
  func smallestRingWithAGlyph(rasterizer: Rasterizer) throws {
    for (side, drawn) in [(120.0, true), (110, false)] {
      let scene = try Self.scene(1.5, side: side, scale: .x1)
      let image = try rasterizer.image(scene)
      var widths: [RingKind: Int] = [:]
      for ring in scene.layout().rings {
        let box = Self.glyphBox(ring, in: image, center: scene.layout().center, factor: 1)
        #expect(
          (box != nil) == drawn,
          "\(rasterizer) \(side) px, rings \(ring.lineWidth) px: \(ring.kind) glyph \(box.map { "\($0)" } ?? "none")"
        )
        widths[ring.kind] = box?.width
        // Legible: 2 × round(0.19 × 12) + 1 = 5 pixels tall, on the pixel grid.
        if let box { #expect(box.height == 5, "\(rasterizer) \(ring.kind): \(box)") }
      }
      if drawn {
        // ≫ wider than →, with the ring's colour between its two heads on its middle row.
        let ratio = Double(widths[.exercise, default: 0]) / Double(widths[.move, default: 1])
        #expect(
          ratio >= 1.3, "\(rasterizer): ≫ \(widths[.exercise] ?? 0) px, → \(widths[.move] ?? 0) px")
        let exercise = try #require(scene.layout().rings.first { $0.kind == .exercise })
        let row = Self.glyphRow(exercise, in: image, center: scene.layout().center)
        #expect(row.split(separator: false).count == 2, "\(rasterizer): ≫'s middle row \(row)")
      }
    }
  }

  /// Which pixels of the row through the middle of `ring`'s glyph (a 1x image) are dark, from
  /// 0.6 line widths left of 12 o'clock to as far right: the glyph's strokes where it crosses.
  static func glyphRow(_ ring: RingGeometry, in image: RGBAImage, center: Point) -> [Bool] {
    let beside = RingAngle.point(
      at: 0.6 * ring.lineWidth / ring.radius, radius: ring.radius, around: center)
    let ringLuma = image[Int(beside.x), Int(beside.y)].luma
    let y = Int(center.y - ring.radius)
    let half = Int(0.6 * ring.lineWidth)
    return (Int(center.x) - half...Int(center.x) + half).map { image[$0, y].luma < 0.5 * ringLuma }
  }

  @Test("an SVG of a 160-pt scene at 1x, rasterised at 4x, shows the glyphs a @2x PNG has")
  func vectorsHaveGlyphsAtTheirNominalScale() throws {
    let scene = try Self.scene(1.5, scale: .x1)
    let vector = try SVGRenderer().render(scene.drawn(as: .svg).drawList())
    let raster = try SVGRenderer().render(scene.drawList())
    let rasterizer = LibrsvgRasterizer()
    let large = try rasterizer.rasterize(vector, width: 640, height: 640)
    let plain = try rasterizer.rasterize(raster, width: 640, height: 640)
    for ring in scene.layout().rings {
      let found = Self.glyphBox(ring, in: large, center: scene.layout().center, factor: 4)
      let box = try #require(found, "no \(ring.kind) glyph in the SVG drawn as a vector")
      let height = Double(box.height) / (ring.lineWidth * 4)
      #expect(height >= 0.42 && height <= 0.5, "\(ring.kind): \(box)")
      // The same scene drawn as 1x pixels fits its glyphs to the pixel grid: on 16-pixel rings
      // they are 2 × round(0.19 × 16) + 1 = 7 pixels tall, 28 at 4x.
      let fitted = Self.glyphBox(ring, in: plain, center: scene.layout().center, factor: 4)
      #expect(fitted?.height == 28, "\(ring.kind): \(fitted.map { "\($0)" } ?? "none")")
    }
    // A PDF decides the same way.
    let page = scene.drawn(as: .pdf).drawList()
    #expect(page.items.filter { $0.role.part == .glyph }.count == 3)
  }

  // MARK: - Type

  @Test(
    "the SVG asks for the system's rounded face, SF Pro Rounded, Apple's system font, then Inter")
  func svgFontFamilies() throws {
    let scene = try RingScene(
      summary: SnapshotCorpus.mixed, ringSide: 160,
      options: RingOptions(label: RingLabel(name: "Ana", placement: .beside)))
    let svg = try SVGRenderer().render(scene.drawList())
    let families = svg.split(separator: "font-family=\"").dropFirst().map {
      String($0.prefix { $0 != "\"" })
    }
    #expect(families.count == 4)
    #expect(
      families.allSatisfy {
        $0 == "ui-rounded, 'SF Pro Rounded', -apple-system, Inter, sans-serif"
      },
      "\(families)")
  }

  // MARK: - The calendar's today

  static let discCases: [(cellSide: Double, scale: RenderScale)] = [20.0, 30, 44, 64, 100]
    .flatMap { side in RenderScale.allCases.map { (side, $0) } }

  @Test(
    "the highlighted day's two digits take at most 65% of its disc's width and keep clear of its rim",
    arguments: Rasterizer.allCases, discCases)
  func todayDiscHoldsTwoDigits(rasterizer: Rasterizer, size: (cellSide: Double, scale: RenderScale))
    throws
  {
    for text in ["2018-03-20", "2018-03-30", "2018-03-31"] {
      let day = try CalendarDay(parsing: text)
      let monday = try day.adding(days: 1 - day.weekday)
      let calendar = try HistoryCalendar(
        summaries: [], from: monday, through: monday.adding(days: 6), highlighted: day,
        cellSide: size.cellSide, scale: size.scale)
      let drawList = try calendar.drawList()
      let pixels = drawList.size.pixels(at: size.scale)
      let image: RGBAImage
      switch rasterizer {
      case .cairo: image = try CairoRenderer().image(drawList)
      case .librsvg:
        image = try LibrsvgRasterizer().rasterize(
          SVGRenderer().render(drawList), width: pixels.width, height: pixels.height)
      }
      let disc = try #require(drawList.items.first { $0.role.part == .highlight })
      let points = disc.path.elements.flatMap { element -> [Point] in
        switch element {
        case .move(let point), .line(let point): [point]
        case .curve(let point, let control1, let control2): [point, control1, control2]
        case .close: []
        }
      }
      let factor = Double(size.scale.factor)
      let (minX, maxX) = (points.map(\.x).min() ?? 0, points.map(\.x).max() ?? 0)
      let (minY, maxY) = (points.map(\.y).min() ?? 0, points.map(\.y).max() ?? 0)
      let (cx, cy) = ((minX + maxX) / 2 * factor, (minY + maxY) / 2 * factor)
      let radius = (maxX - minX) / 2 * factor
      var (left, right, farthest) = (Int.max, Int.min, 0.0)
      for y in Int(cy - radius)...Int(cy + radius) {
        for x in Int(cx - radius)...Int(cx + radius) {
          let distance =
            ((Double(x) + 0.5 - cx) * (Double(x) + 0.5 - cx)
            + (Double(y) + 0.5 - cy) * (Double(y) + 0.5 - cy)).squareRoot()
          guard distance < radius - 1, image[x, y].luma < 128 else { continue }
          (left, right) = (min(left, x), max(right, x))
          farthest = max(farthest, distance)
        }
      }
      let place = "\(rasterizer) \(day.day) in \(size.cellSide)-pt cells \(size.scale)"
      let ratio = Double(right - left + 1) / (2 * radius)
      // Measured: at most 0.58 ("30"), 0.46 for "31" in 44-pt cells @2x (was 0.77–0.79).
      #expect(
        ratio >= 0.3 && ratio <= 0.65,
        "\(place): digits \(right - left + 1) px on a \(2 * radius)-px disc")
      #expect(
        farthest <= 0.85 * radius,
        "\(place): ink \(farthest) px from the centre of a \(radius)-px disc")
    }
  }
}

/// Pixels on a ring's centre line, a distance ahead of 12 o'clock.
enum PixelProbeLine {
  static func centre(
    _ ring: RingGeometry, ahead lineWidths: Double, in image: RGBAImage, scene: RingScene
  ) -> RGBAImage.Pixel {
    image.pixel(
      at: RingAngle.point(
        at: lineWidths * ring.lineWidth / ring.radius, radius: ring.radius,
        around: scene.layout().center),
      scale: scene.scale)
  }
}

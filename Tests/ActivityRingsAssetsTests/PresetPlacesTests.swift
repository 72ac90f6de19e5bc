import ActivityRings
import ActivityRingsAssets
import ActivityRingsCairo
import Testing

/// Every place Apple shows rings, checked on Cairo's pixels at @2x and @3x ("lit" is any
/// channel above 40/255): nothing inside the Dynamic Island's camera area or past its rounded
/// ends, compact sides of similar width, StandBy exactly the Lock Screen at 2x, widgets inside
/// their margins, and each family's names and sources.
@Suite struct PresetPlacesTests {
  static let day = PresetLayoutTests.day
  static let huge = ActivitySummary(
    activeEnergyBurned: 99_999, activeEnergyBurnedGoal: 500, appleExerciseTime: 999,
    appleExerciseTimeGoal: 30, appleStandHours: 24, appleStandHoursGoal: 12)
  /// The days the pixel checks draw: an ordinary one, a huge one, none, and a wheelchair user
  /// with a name.
  static let days: [(summary: ActivitySummary?, options: RingOptions)] = [
    (day, RingOptions()), (huge, RingOptions()), (nil, RingOptions()),
    (day, RingOptions(label: RingLabel(name: "Ana", usesWheelchair: true))),
  ]

  static func image(
    _ name: String, _ scale: RenderScale, summary: ActivitySummary? = day,
    options: RingOptions = RingOptions()
  ) throws -> RGBAImage {
    let picture = try PresetPicture(
      preset: try ExportPreset.named(name), scale: scale, summary: summary, options: options)
    return try CairoRenderer().image(picture.drawList())
  }

  static func isLit(_ pixel: RGBAImage.Pixel) -> Bool {
    max(pixel.red, pixel.green, pixel.blue) > 40
  }

  /// The pixels, as (x, y) of their centres in points, that are lit.
  static func litPoints(_ image: RGBAImage, scale: RenderScale) -> [Point] {
    let factor = Double(scale.factor)
    var points: [Point] = []
    for y in 0..<image.height {
      for x in 0..<image.width where isLit(image[x, y]) {
        points.append(Point(x: (Double(x) + 0.5) / factor, y: (Double(y) + 0.5) / factor))
      }
    }
    return points
  }

  static let expanded = ExportPreset.all.map(\.name).filter {
    $0.hasPrefix("live-activity-expanded")
  }

  @Test(arguments: expanded)
  func nothingIsLitInsideTheCameraArea(name: String) throws {
    let preset = try ExportPreset.named(name)
    let camera = ExportPreset.cameraArea(width: preset.width)
    #expect(camera.width == 376.0 / 3 && camera.height == 110.0 / 3)
    #expect(abs(camera.x + camera.width / 2 - preset.width / 2) < 1e-9 && camera.y == 0)
    for scale in [RenderScale.x2, .x3] {
      for (summary, options) in Self.days {
        let image = try Self.image(name, scale, summary: summary, options: options)
        let factor = Double(scale.factor)
        var inside = 0
        // Every pixel any part of which lies in the camera area.
        let columns =
          Int((camera.x * factor).rounded(.down))..<Int((camera.maxX * factor).rounded(.up))
        for y in 0..<Int((camera.maxY * factor).rounded(.up)) {
          for x in columns where Self.isLit(image[x, y]) { inside += 1 }
        }
        #expect(inside == 0, "\(name) @\(scale.factor)x: \(inside) lit pixels in the camera")
        let checks = try PresetPicture(
          preset: preset, scale: scale, summary: summary, options: options
        ).checks()
        #expect(checks.results.first { $0.rule == .cameraClear }?.passed == true)
      }
    }
  }

  /// The half circle of a compact element's rounded end, as the island draws it: a point is
  /// past it when it is further than half the height from the end's centre, beyond the centre.
  static func pastTheRoundedEnd(_ point: Point, width: Double, height: Double, leading: Bool)
    -> Bool
  {
    let radius = height / 2
    let centreX = leading ? radius : width - radius
    guard leading ? point.x < centreX : point.x > centreX else { return false }
    let dx = point.x - centreX
    let dy = point.y - radius
    // Half a pixel at 3x of anti-aliasing is the edge, not content.
    return (dx * dx + dy * dy).squareRoot() > radius + 1.0 / 6
  }

  @Test(arguments: [
    ("live-activity-compact", true), ("live-activity-compact-max", true),
    ("live-activity-compact-trailing", false), ("live-activity-compact-trailing-max", false),
  ])
  func compactContentStaysOutOfTheRoundedEnds(name: String, leading: Bool) throws {
    let preset = try ExportPreset.named(name)
    for scale in [RenderScale.x2, .x3] {
      for (summary, options) in Self.days {
        let image = try Self.image(name, scale, summary: summary, options: options)
        let past = Self.litPoints(image, scale: scale).filter {
          Self.pastTheRoundedEnd($0, width: preset.width, height: preset.height, leading: leading)
        }
        #expect(past.isEmpty, "\(name) @\(scale.factor)x: \(past.count) lit pixels in the end")
      }
    }
  }

  @Test(arguments: [
    ("live-activity-compact", "live-activity-compact-trailing"),
    ("live-activity-compact-max", "live-activity-compact-trailing-max"),
  ])
  func compactSidesAreOfSimilarWidth(leading: String, trailing: String) throws {
    for scale in [RenderScale.x2, .x3] {
      let width = { (name: String) throws -> Double in
        let ink = try #require(PresetLayoutTests.inkBounds(try Self.image(name, scale)))
        return Double(ink.maxX - ink.minX + 1) / Double(scale.factor)
      }
      let rings = try width(leading)
      let value = try width(trailing)
      #expect(
        value <= PresetLayout.compactBalance * rings && value >= rings / 1.25,
        "@\(scale.factor)x: the rings \(rings) pt wide, the value \(value)")
    }
  }

  /// "In StandBy, the Live Activity transitions to the Lock Screen presentation, scaled up by
  /// 2x" (HIG › Live Activities): pixel for pixel, for every day drawn here, in either look,
  /// bright and Always-On.
  @Test func standByAtOneXIsTheLockScreenAtTwoX() throws {
    let cases = Self.days + [(Self.day, RingOptions(look: .flat))]
    for (summary, options) in cases {
      for mode in [RenderingMode.fullColor, .alwaysOn, .night] {
        var options = options
        options.mode = mode
        let standBy = try Self.image(
          "live-activity-standby", .x1, summary: summary, options: options)
        let lockScreen = try Self.image(
          "live-activity-lock-screen", .x2, summary: summary, options: options)
        #expect((standBy.width, standBy.height) == (742, 320))
        #expect(standBy == lockScreen, "\(options) \(summary == nil)")
      }
    }
    let picture = try PresetPicture(
      preset: try ExportPreset.named("live-activity-standby"), scale: .x1, summary: Self.day)
    let lockScreen = try PresetPicture(
      preset: try ExportPreset.named("live-activity-lock-screen"), scale: .x2, summary: Self.day)
    // Its text is the Lock Screen's doubled: 2 × 17 pt, not capped at 22.
    #expect(picture.texts.map(\.fontSize) == lockScreen.texts.map { 2 * $0.fontSize })
  }

  static let stacked = ExportPreset.all.filter {
    if case .stacked = $0.layout { true } else { false }
  }.map(\.name)

  @Test(arguments: stacked)
  func stackedWidgetsPutTheValuesBelowTheRingsInsideTheMargin(name: String) throws {
    let preset = try ExportPreset.named(name)
    guard case .stacked(let margin) = preset.layout else {
      Issue.record("\(name) is not stacked")
      return
    }
    #expect(margin == 16)
    let picture = try PresetPicture(preset: preset, scale: .x2, summary: Self.day)
    let image = try CairoRenderer().image(picture.drawList())
    let edge = Int((margin * 2).rounded(.down))
    let ink = try #require(PresetLayoutTests.inkBounds(image))
    #expect(ink.minX >= edge && ink.minY >= edge, "\(name): \(ink)")
    #expect(image.width - 1 - ink.maxX >= edge && image.height - 1 - ink.maxY >= edge)
    // The rings at the top leading corner, within two pixels.
    #expect(ink.minX <= edge + 2 && ink.minY <= edge + 2, "\(name): \(ink)")
    #expect(picture.texts.count == 3 && picture.texts.allSatisfy { $0.fontSize >= 11 })
    let origin = try #require(picture.ringOrigin)
    let layout = picture.scene.layout()
    let ringsBottom = origin.y + layout.center.y + (layout.rings.first?.outerRadius ?? 0)
    #expect(picture.texts.allSatisfy { $0.estimatedBounds.y >= ringsBottom })
    // Each value lit in its colour below the rings' ink.
    let below = Int((ringsBottom * 2).rounded(.up))
    for kind in RingKind.allCases {
      let colour = RGBAImage.Pixel(
        red: kind.color.red, green: kind.color.green, blue: kind.color.blue, alpha: 255)
      let found = (below..<image.height).contains { y in
        (0..<image.width).contains { x in image[x, y].maximumChannelDifference(to: colour) <= 48 }
      }
      #expect(found, "\(name): no \(kind) value below the rings")
    }
  }

  @Test func theInlineWidgetIsTheRingsAndOneLineOfValues() throws {
    for name in ["lock-screen-inline", "lock-screen-inline-375x812"] {
      let picture = try PresetPicture(
        preset: try ExportPreset.named(name), scale: .x3, summary: Self.day)
      #expect(picture.texts.count == 3, "\(name)")
      #expect(Set(picture.texts.map(\.origin.y)).count == 1, "one line")
      // The goals too where the line fits them at 11 pt: 234 pt wide does, 225 does not.
      let goals = name == "lock-screen-inline"
      #expect(
        picture.texts.map(\.text)
          == (goals ? ["350/500CAL", "20/30MIN", "8/12HRS"] : ["350CAL", "20MIN", "8HRS"]))
      for check in picture.checks().results { #expect(check.passed, "\(name): \(check.line)") }
    }
  }

  /// Each family, as `--list-presets` describes it, in Apple's words, with its HIG table.
  @Test(arguments: [
    ("widget-", "Home Screen widget, ", "Widgets › Specifications › iOS dimensions"),
    ("ipad-widget-", "Home Screen widget, ", "Widgets › Specifications › iPadOS dimensions"),
    ("lock-screen-", "Lock Screen widget, ", "Widgets › Specifications › iOS dimensions"),
    ("watch-complication-", " complication", "Complications › Specifications › "),
  ])
  func eachFamilyNamesItsPlaceInApplesWords(prefix: String, words: String, table: String) {
    let family = ExportPreset.all.filter { $0.name.hasPrefix(prefix) }
    #expect(!family.isEmpty)
    let apple = [
      "small", "medium", "large", "extra large", "circular", "rectangular", "inline",
      "corner",
    ]
    for preset in family {
      #expect(preset.detail.contains(words), "\(preset.name): \(preset.detail)")
      #expect(apple.contains { preset.detail.contains($0) }, "\(preset.name)")
      #expect(preset.source?.table.hasPrefix(table) == true, "\(preset.name)")
      #expect(
        preset.source?.url.hasPrefix(
          "https://developer.apple.com/design/human-interface-guidelines/") == true)
    }
  }

  /// A layout that breaks a rule fails it, naming what broke.
  @Test func layoutsThatBreakTheRulesFailThem() throws {
    let covered = ExportPreset(
      name: "covered", width: 371, height: 84, detail: "a camera over everything", source: nil,
      layout: .wide(
        margin: 14, cornerRadius: nil, camera: LayoutRect(x: 0, y: 0, width: 371, height: 84)))
    let camera = try PresetPicture(preset: covered, scale: .x2, summary: Self.day).checks()
    let result = try #require(camera.results.first { $0.rule == .cameraClear })
    #expect(!result.passed && result.measured.hasPrefix("the rings"), "\(result.line)")
    let narrow = ExportPreset(
      name: "narrow", width: 20, height: 110.0 / 3, detail: "narrower than its rings",
      source: nil, layout: .compactLeading)
    let shape = try PresetPicture(preset: narrow, scale: .x2, summary: Self.day).checks()
    #expect(shape.results.first { $0.rule == .islandShape }?.passed == false)
  }

  /// Odd days keep every place's rules, at 1x and 3x: a huge day, kilojoules, no summary, and a
  /// wheelchair user with a long name.
  @Test func oddDaysKeepEveryPlacesRules() throws {
    let huge = Self.huge
    let kilojoules = ActivitySummary(
      activeEnergyBurned: 1_460, activeEnergyBurnedGoal: 2_090, activeEnergyBurnedUnit: .kilojoules)
    let label = RingOptions(
      label: RingLabel(name: "Alexandria of the Long Name", usesWheelchair: true))
    let days: [(ActivitySummary?, RingOptions)] = [
      (huge, RingOptions()), (kilojoules, RingOptions()), (nil, RingOptions()), (huge, label),
    ]
    for preset in ExportPreset.all where preset.source != nil {
      for (day, options) in days {
        for scale in [RenderScale.x1, .x3] {
          let picture = try PresetPicture(
            preset: preset, scale: scale, summary: day, options: options)
          for check in picture.checks().results {
            #expect(check.passed, "\(preset.name) @\(scale.factor)x \(day == nil): \(check.line)")
          }
        }
      }
    }
    // A Move of 20000% is wider than the rings at any legible size: written at 11 pt.
    let compact = try PresetPicture(
      preset: try ExportPreset.named("live-activity-compact-trailing"), scale: .x2, summary: huge)
    #expect(compact.texts.map(\.text) == ["20000%"] && compact.texts.first?.fontSize == 11)
  }
}

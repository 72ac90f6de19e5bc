import ActivityRings
import ActivityRingsAssets
import ActivityRingsCairo
import Testing

/// The presets laid out as Apple's Fitness widgets and Live Activities are, checked on Cairo's
/// pixels at @2x: margins, the rings at the leading margin, the values in the ring colours
/// beside them, compact elements snug to the camera.
@Suite struct PresetLayoutTests {
  static let day = ActivitySummary(
    activeEnergyBurned: 350, activeEnergyBurnedGoal: 500, appleExerciseTime: 20,
    appleExerciseTimeGoal: 30, appleStandHours: 8, appleStandHoursGoal: 12)

  /// The box of every pixel brighter than `threshold` in any channel, in pixels.
  static func inkBounds(_ image: RGBAImage, threshold: UInt8 = 8, columns: Range<Int>? = nil)
    -> (minX: Int, minY: Int, maxX: Int, maxY: Int)?
  {
    var bounds: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
    for y in 0..<image.height {
      for x in columns ?? 0..<image.width {
        let pixel = image[x, y]
        guard max(pixel.red, pixel.green, pixel.blue) > threshold else { continue }
        if let old = bounds {
          bounds = (min(old.minX, x), min(old.minY, y), max(old.maxX, x), max(old.maxY, y))
        } else {
          bounds = (x, y, x, y)
        }
      }
    }
    return bounds
  }

  /// Whether a pixel right of column `left` is within 48 of `color` in every channel.
  static func hasColor(_ color: RGBColor, in image: RGBAImage, rightOf left: Int) -> Bool {
    for y in 0..<image.height {
      for x in left..<image.width {
        let pixel = image[x, y]
        if abs(Int(pixel.red) - Int(color.red)) <= 48,
          abs(Int(pixel.green) - Int(color.green)) <= 48,
          abs(Int(pixel.blue) - Int(color.blue)) <= 48
        {
          return true
        }
      }
    }
    return false
  }

  static let widePresets = ExportPreset.all.filter {
    if case .wide = $0.layout.unmagnified.layout { true } else { false }
  }.map(\.name)

  @Test(arguments: widePresets)
  func widePresetsKeepTheirMarginsWithValuesBesideTheRings(name: String) throws {
    let preset = try ExportPreset.named(name)
    let (placing, factor) = preset.layout.unmagnified
    guard case .wide(let inner, _, _) = placing else { return }
    let margin = inner * factor
    let picture = try PresetPicture(preset: preset, scale: .x2, summary: Self.day)
    let image = try CairoRenderer().image(picture.drawList())
    let edge = Int((margin * 2).rounded(.down))
    let ink = try #require(Self.inkBounds(image))
    #expect(ink.minX >= edge, "\(name): ink at x \(ink.minX) px, margin \(edge) px")
    #expect(ink.minY >= edge, "\(name): ink at y \(ink.minY) px")
    #expect(image.width - 1 - ink.maxX >= edge, "\(name): ink to x \(ink.maxX) of \(image.width)")
    #expect(image.height - 1 - ink.maxY >= edge, "\(name): ink to y \(ink.maxY) of \(image.height)")
    // The rings start at the leading margin (within a pixel and the corner's inset).
    #expect(ink.minX <= edge + (preset.height < 100 ? 8 : 2), "\(name): rings start at \(ink.minX)")
    // The values, one line per ring in its colour, never under 11 pt, beside the rings.
    #expect(picture.texts.count == 3, "\(name): \(picture.texts.map(\.text))")
    #expect(picture.texts.allSatisfy { $0.fontSize >= 11 })
    let origin = try #require(picture.ringOrigin)
    let layout = picture.scene.layout()
    let ringsRight = Int(
      ((origin.x + layout.center.x + (layout.rings.first?.outerRadius ?? 0)) * 2).rounded(.up))
    for kind in RingKind.allCases {
      #expect(Self.hasColor(kind.color, in: image, rightOf: ringsRight), "\(name): \(kind)")
    }
  }

  @Test func theLockScreenAt2xIsTheIssuesExample() throws {
    let picture = try PresetPicture(
      preset: try ExportPreset.named("live-activity-lock-screen"), scale: .x2, summary: Self.day)
    #expect(
      picture.texts.map(\.text) == ["Move 350/500CAL", "Exercise 20/30MIN", "Stand 8/12HRS"])
    let image = try CairoRenderer().image(picture.drawList())
    #expect((image.width, image.height) == (742, 320))
    let ink = try #require(Self.inkBounds(image))
    #expect((28...30).contains(ink.minX), "\(ink)")  // was 227 px, centred
  }

  @Test(arguments: ["live-activity-compact", "live-activity-compact-max"])
  func compactLeadingIsTheRingsSnugToTheCamera(name: String) throws {
    let picture = try PresetPicture(
      preset: try ExportPreset.named(name), scale: .x2, summary: Self.day)
    let image = try CairoRenderer().image(picture.drawList())
    let ink = try #require(Self.inkBounds(image))
    // Only the rings' own margin (5% of their square) between them and the trailing edge.
    #expect(image.width - 1 - ink.maxX <= 6, "\(name): \(ink) in \(image.width)")
    #expect(ink.minX >= 20, "\(name): the leading side is empty: \(ink)")
    #expect(picture.texts.isEmpty)
  }

  @Test(arguments: ["live-activity-compact-trailing", "live-activity-compact-trailing-max"])
  func compactTrailingIsTheMoveValueSnugToTheCamera(name: String) throws {
    let picture = try PresetPicture(
      preset: try ExportPreset.named(name), scale: .x2, summary: Self.day)
    #expect(picture.ringOrigin == nil)
    let text = try #require(picture.texts.first)
    #expect(picture.texts.count == 1 && text.ring == .move && text.fontSize >= 11)
    // "350CAL" at 11 pt would be 1.36 times as wide as the leading rings: Move's share instead.
    #expect(text.text == "70%", "\(text.text)")
    let image = try CairoRenderer().image(picture.drawList())
    let ink = try #require(Self.inkBounds(image))
    #expect(ink.minX <= 4, "\(name): \(ink)")
    #expect(Self.hasColor(RingKind.move.color, in: image, rightOf: 0))
  }

  @Test func minimalPresetsAreTheRingsAloneCentred() throws {
    for name in ["live-activity-minimal", "live-activity-minimal-oval"] {
      let picture = try PresetPicture(
        preset: try ExportPreset.named(name), scale: .x3, summary: Self.day,
        options: RingOptions(label: RingLabel(name: "Ana")))
      #expect(picture.texts.isEmpty && !picture.showsLabel)
      let image = try CairoRenderer().image(picture.drawList())
      let ink = try #require(Self.inkBounds(image))
      #expect(abs(ink.minX - (image.width - 1 - ink.maxX)) <= 1, "\(name): \(ink)")
    }
  }

  @Test func aNameGoesAboveTheValuesWhereItFits() throws {
    let options = RingOptions(label: RingLabel(name: "Ana"))
    let lockScreen = try PresetPicture(
      preset: try ExportPreset.named("live-activity-lock-screen"), scale: .x2,
      summary: Self.day, options: options)
    #expect(lockScreen.showsLabel && lockScreen.texts.first?.text == "Ana")
    #expect(lockScreen.texts.first?.color == RGBColor(red: 255, green: 255, blue: 255))
  }

  /// The Always-On variant is the same picture with every channel at 0.6.
  @Test func alwaysOnDimsEveryColour() throws {
    let preset = try ExportPreset.named("live-activity-lock-screen")
    let bright = try PresetPicture(preset: preset, scale: .x1, summary: Self.day).drawList()
    let dim = try PresetPicture(
      preset: preset, scale: .x1, summary: Self.day, options: RingOptions(mode: .alwaysOn)
    ).drawList()
    #expect(dim.items.count == bright.items.count && dim.texts.count == bright.texts.count)
    #expect(dim.texts[0].color == RGBColor(red: 150, green: 10, blue: 47))
    let brightest = { (list: DrawList) in
      list.items.map { Int(max($0.paint.color.red, $0.paint.color.green, $0.paint.color.blue)) }
        .max() ?? 0
    }
    #expect(brightest(dim) <= (brightest(bright) * 6 + 9) / 10)
    #expect(dim.items.map(\.path) == bright.items.map(\.path))
  }

  /// The layout guideline the issue states, for every preset and scale: the rings' scene
  /// passes Apple's guidelines as the checker measures them.
  @Test func everyPresetDrawsAtEveryScale() throws {
    for preset in ExportPreset.all {
      for scale in RenderScale.allCases {
        let list = try PresetPicture(preset: preset, scale: scale, summary: Self.day).drawList()
        let size = try preset.canvasSize()
        #expect(list.size == size, "\(preset.name)")
        #expect(list.texts.allSatisfy { $0.fontSize >= 11 }, "\(preset.name)")
      }
    }
  }

  /// The HIG rules `PresetPicture.checks()` measures pass for every preset at every scale.
  @Test func everyPresetKeepsTheRulesThatApplyToIt() throws {
    for preset in ExportPreset.all {
      for scale in RenderScale.allCases {
        let checks = try PresetPicture(preset: preset, scale: scale, summary: Self.day).checks()
          .results
        #expect(checks.contains { $0.rule == .textSize })
        for check in checks {
          #expect(check.passed, "\(preset.name) @\(scale.factor)x: \(check.line)")
        }
      }
    }
    let lockScreen = try PresetPicture(
      preset: try ExportPreset.named("live-activity-lock-screen"), scale: .x2, summary: Self.day)
    #expect(
      lockScreen.checks().results.map(\.rule) == [.presetMargin, .textSize, .valuesBesideRings])
  }

  /// A canvas too small for the values fails the rules, naming what is missing.
  @Test func aCanvasTooSmallForTheValuesFailsTheRules() throws {
    let narrow = ExportPreset(
      name: "narrow", width: 90, height: 60, detail: "too narrow", source: nil,
      layout: .wide(margin: 14, cornerRadius: nil))
    let checks = try PresetPicture(preset: narrow, scale: .x2, summary: Self.day).checks().results
    #expect(checks.first { $0.rule == .valuesBesideRings }?.passed == false)
    #expect(checks.first { $0.rule == .presetMargin }?.passed == true)
    let thin = ExportPreset(
      name: "thin", width: 12, height: 36, detail: "too thin", source: nil,
      layout: .compactTrailing)
    let snug = try PresetPicture(preset: thin, scale: .x2, summary: Self.day).checks().results
    #expect(snug.first?.line == "✗ compact-snug: no value drawn")
  }
}

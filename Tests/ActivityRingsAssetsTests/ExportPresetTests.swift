import ActivityRings
import ActivityRingsAssets
import Testing

/// The preset table: well-formed, drawable, and the HIG's numbers.
@Suite struct ExportPresetTests {
  @Test func namesAreUniqueLowerCaseWords() {
    let names = ExportPreset.all.map(\.name)
    #expect(Set(names).count == names.count)
    for name in names {
      #expect(name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(name)")
    }
  }

  @Test func everyPresetIsDrawableAtEveryScale() throws {
    for preset in ExportPreset.all {
      for scale in RenderScale.allCases {
        _ = try PresetPicture(preset: preset, scale: scale, summary: nil).drawList()
      }
    }
  }

  @Test(arguments: [
    ("live-activity-compact", "52.33x36.67"), ("live-activity-compact-max", "62.33x36.67"),
    ("live-activity-minimal", "36.67x36.67"), ("live-activity-expanded", "371x160"),
    ("live-activity-expanded-max", "408x160"), ("live-activity-lock-screen", "371x160"),
    ("live-activity-lock-screen-max", "408x160"), ("watch-smart-stack-40mm", "152x69.5"),
    ("watch-smart-stack-41mm", "165x72.5"), ("watch-smart-stack-44mm", "173x76.5"),
    ("watch-smart-stack-45mm", "184x80.5"), ("watch-smart-stack-49mm", "191x81.5"),
    ("carplay-240x100", "240x100"), ("carplay-240x78", "240x78"), ("carplay-170x78", "170x78"),
    ("live-activity-compact-trailing", "52.33x36.67"),
    ("live-activity-compact-trailing-max", "62.33x36.67"),
    ("live-activity-minimal-oval", "45x36.67"), ("live-activity-expanded-84", "371x84"),
    ("live-activity-expanded-max-84", "408x84"), ("live-activity-lock-screen-84", "371x84"),
    ("live-activity-lock-screen-max-84", "408x84"), ("live-activity-standby", "742x320"),
    ("ipad-lock-screen-425", "425x160"), ("ipad-lock-screen-500", "500x160"),
    ("ipad-lock-screen-425-84", "425x84"), ("ipad-lock-screen-500-84", "500x84"),
  ])
  func publishedSizes(name: String, hig: String) throws {
    #expect(try ExportPreset.named(name).sizeText == hig)
  }

  @Test func dynamicIslandThirdsAreWholePixelsAtThreeX() throws {
    let compact = try ExportPreset.named("live-activity-compact").canvasSize()
    #expect(compact.pixels(at: .x3) == (157, 110))
    let max = try ExportPreset.named("live-activity-compact-max").canvasSize()
    #expect(max.pixels(at: .x3) == (187, 110))
  }

  @Test func lookupIgnoresCaseAndUnknownNamesListTheKnownOnes() throws {
    #expect(try ExportPreset.named("Square-64").name == "square-64")
    #expect(throws: ExportPresetError.self) { try ExportPreset.named("square-65") }
    do {
      _ = try ExportPreset.named("huge")
      Issue.record("'huge' is not a preset")
    } catch {
      #expect(error.description.hasPrefix("unknown preset 'huge' (known: live-activity-compact, "))
      #expect(error.description.hasSuffix("square-512, square-1024)"))
    }
  }

  @Test func aMistypedPresetGetsASuggestion() throws {
    #expect(throws: ExportPresetError.self) { try ExportPreset.named("sqaure-64") }
    do {
      _ = try ExportPreset.named("sqaure-64")
    } catch {
      #expect(error.description == "unknown preset 'sqaure-64': did you mean 'square-64'?")
    }
    do {
      _ = try ExportPreset.named("live-activity-lockscreen")
    } catch {
      #expect(error.description.hasSuffix("did you mean 'live-activity-lock-screen'?"))
    }
  }

  @Test func squaresAreNamedForTheirPointsAndBounded() throws {
    #expect(try ExportPreset.square(side: 40).name == "size-40")
    #expect(try ExportPreset.square(side: 110.0 / 3).name == "size-36.67")
    #expect(try ExportPreset.square(side: 10_000).width == 10_000)
    #expect(try ExportPreset.square(side: 0.01).name == "size-0.01")
    // 1e-300 and 0.004 would be named size-0.
    for side in [0, -1, 1e-300, 0.004, 10_000.5, .nan, .infinity] {
      #expect(throws: ExportPresetError.self, "\(side)") { try ExportPreset.square(side: side) }
    }
  }

  /// Every platform preset names the HIG table and row it comes from; squares name none.
  @Test func platformPresetsNameTheirHIGRow() throws {
    for preset in ExportPreset.all {
      if preset.name.hasPrefix("square-") {
        #expect(preset.source == nil, "\(preset.name)")
      } else {
        let page = ["Live Activities", "Widgets", "Complications"].first {
          preset.source?.table.hasPrefix("\($0) › Specifications › ") == true
        }
        #expect(page != nil, "\(preset.name)")
        let anchor = (page ?? "").lowercased().split(separator: " ").joined(separator: "-") + "#"
        #expect(
          preset.source?.url.hasPrefix(
            "https://developer.apple.com/design/human-interface-guidelines/" + anchor) == true,
          "\(preset.name)")
      }
    }
    #expect(
      try ExportPreset.named("live-activity-compact-max").source?.description
        == "Live Activities › Specifications › iOS dimensions: row 430x932, column Compact leading"
    )
    #expect(try ExportPreset.named("carplay-240x78").source?.row == "240x78")
    #expect(
      try ExportPreset.named("watch-smart-stack-45mm").source?.description
        == "Live Activities › Specifications › watchOS dimensions: row 45mm")
    #expect(
      try ExportPreset.named("widget-medium-max").source?.description
        == "Widgets › Specifications › iOS dimensions: row 430x932, column Medium")
    #expect(
      try ExportPreset.named("ipad-widget-extra-large-834x1194").source?.description
        == "Widgets › Specifications › iPadOS dimensions: row 834x1194, column Extra large")
    #expect(
      try ExportPreset.named("watch-complication-corner-49mm").source?.description
        == "Complications › Specifications › Corner: row 45mm, 49mm, column Circular image")
  }
}

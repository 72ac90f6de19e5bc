import ActivityRings
import Testing

@testable import rings

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
      let size = try preset.canvasSize()
      #expect(size.shortSide == preset.ringSide)
      for scale in RenderScale.allCases {
        _ = try RingScene(summary: nil, size: size, scale: scale)
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
    #expect(throws: CLIError.self) { try ExportPreset.named("square-65") }
    do {
      _ = try ExportPreset.named("huge")
    } catch {
      #expect(error.kind == .usage)
      #expect(error.message.hasPrefix("unknown preset 'huge' (known: live-activity-compact, "))
      #expect(error.message.hasSuffix("square-512, square-1024)"))
    }
  }
}

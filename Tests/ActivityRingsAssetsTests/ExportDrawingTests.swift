import ActivityRings
import ActivityRingsAssets
import ActivityRingsCairo
import ActivityRingsGIF
import ActivityRingsSVG
import Synchronization
import Testing

/// An export's images drawn side by side come back in order, each the bytes it has when drawn
/// alone.
@Suite struct ExportDrawingTests {
  /// The renderers `rings` registers for images.
  static func registry() throws -> RendererRegistry {
    var registry = RendererRegistry()
    try registry.register(.svg)
    try registry.register(.cairo)
    try registry.register(.gif)
    return registry
  }

  static let summary = ActivitySummary(
    activeEnergyBurned: 350, activeEnergyBurnedGoal: 500, appleExerciseTime: 20,
    appleExerciseTimeGoal: 30, appleStandHours: 8, appleStandHoursGoal: 12)

  @Test func aBatchDrawnTogetherIsEachImageDrawnAlone() throws {
    let registry = try Self.registry()
    let presets = try ["square-32", "carplay-170x78", "square-64"].map(ExportPreset.named)
    let plan = ExportPlan(
      presets: presets, scales: [.x1, .x3], formats: [.png, .svg, .gif, .pdf], folder: "out")
    #expect(plan.images.count == 21)
    let finished = Mutex<[String]>([])
    let together = try AssetExport(plan: plan, summary: Self.summary).draw(registry: registry) {
      image in finished.withLock { $0.append(image.fileName) }
    }
    #expect(finished.withLock { $0 }.sorted() == plan.images.map(\.fileName).sorted())
    #expect(together.files.map(\.path) == plan.images.map(\.path))
    #expect(together.folder == "out" && together.obsoletePaths.isEmpty)
    var alone: [[UInt8]] = []
    for preset in presets {
      for format in [OutputFormat.png, .svg, .gif, .pdf] {
        let scales: [RenderScale] = format == .pdf ? [.x1] : [.x1, .x3]
        for scale in scales {
          let single = ExportPlan(
            presets: [preset], scales: [scale], formats: [format], folder: "out")
          let drawn = try AssetExport(plan: single, summary: Self.summary)
            .draw(registry: registry)
          alone += drawn.files.map(\.bytes)
        }
      }
    }
    #expect(together.files.map(\.bytes) == alone)
    #expect(Set(together.files.map(\.bytes)).count == together.files.count)
  }

  /// A catalog's `Contents.json` files come first, then the images.
  @Test func aCatalogsContentsComeBeforeItsImages() throws {
    let plan = ExportPlan(
      presets: [try ExportPreset.named("square-32")], scales: [.x2], format: .png, folder: "App",
      catalog: "Rings.xcassets", writesCatalogContents: true)
    let files = try AssetExport(plan: plan, summary: Self.summary).draw(registry: Self.registry())
    #expect(
      files.files.map(\.path) == [
        "App/Rings.xcassets/Contents.json", "App/Rings.xcassets/square-32.imageset/Contents.json",
        "App/Rings.xcassets/square-32.imageset/square-32@2x.png",
      ])
  }

  /// A label that does not fit a preset at 11 pt is left off that preset alone, and named.
  @Test func aLabelTooLargeForAPresetIsLeftOffItAlone() throws {
    let plan = ExportPlan(
      presets: try ["square-32", "square-256", "square-64"].map(ExportPreset.named),
      scales: [.x1, .x2], formats: [.svg], folder: ".")
    let export = try AssetExport(
      plan: plan, summary: Self.summary, options: RingOptions(label: RingLabel(name: "Ana")))
    #expect(export.unlabelledPresets == ["square-32", "square-64"])
    #expect(
      export.scenes.map { $0.options.label != nil } == [false, false, true, true, false, false])
    #expect(export.scenes.allSatisfy { $0.options.imageKind == .vector })
  }

  /// A format no renderer writes is the request's fault (the pixel budget is the request
  /// layer's: `ExportRequestTests`).
  @Test func requestsThatCannotBeDrawnAreUsageErrors() throws {
    let plan = ExportPlan(
      presets: [try ExportPreset.named("square-64")], scales: [.x1], formats: [.pdf],
      folder: ".")
    var svgOnly = RendererRegistry()
    try svgOnly.register(.svg)
    #expect {
      _ = try AssetExport(plan: plan, summary: nil).draw(registry: svgOnly)
    } throws: { error in
      guard let error = error as? AssetExportError, case .noRenderer = error else { return false }
      return error.isUsageError
    }
  }
}

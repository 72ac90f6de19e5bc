import ActivityRings
import Synchronization
import Testing

@testable import rings

/// An export's images drawn side by side come back in order, each the bytes it has when drawn
/// alone.
@Suite struct ExportDrawingTests {
  @Test func aBatchDrawnTogetherIsEachImageDrawnAlone() throws {
    let registry = try RendererCatalog.standard()
    let plan = ExportPlan(
      presets: try ["square-32", "carplay-170x78", "square-64"].map(ExportPreset.named),
      scales: [.x1, .x3], formats: [.png, .svg, .gif, .pdf], folder: "out")
    let summary = ActivitySummary(
      activeEnergyBurned: 350, activeEnergyBurnedGoal: 500, appleExerciseTime: 20,
      appleExerciseTimeGoal: 30, appleStandHours: 8, appleStandHoursGoal: 12)
    let batch = try plan.images.map { image in
      (
        image: image,
        scene: try RingScene(
          summary: summary, size: try image.preset.canvasSize(), scale: image.scale)
      )
    }
    #expect(batch.count == 21)
    let finished = Mutex<[String]>([])
    let together = try ExportDrawing.render(batch, registry: registry) { image in
      finished.withLock { $0.append(image.fileName) }
    }
    #expect(finished.withLock { $0 }.sorted() == batch.map(\.image.fileName).sorted())
    let alone = try batch.map { try ExportDrawing.render([$0], registry: registry)[0] }
    #expect(together.count == batch.count)
    for (index, job) in batch.enumerated() {
      #expect(together[index] == alone[index], "\(job.image.fileName)")
    }
    #expect(Set(together).count == together.count)
  }
}

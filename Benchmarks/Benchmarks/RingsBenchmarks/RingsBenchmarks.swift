import ActivityRings
import ActivityRingsASCII
import ActivityRingsCairo
import ActivityRingsHealth
import ActivityRingsPNG
import ActivityRingsSVG
import Benchmark

// The hot paths of ActivityRings, each with its wall time, allocations and peak memory. The
// pictures are the C reference's three rings at 512 px (BenchmarkScenes); Scripts/benchmark
// times the same work as whole processes beside the peers and prints the ratios.
//
// Thresholds for `baseline check`: allocations are nearly deterministic and get 5%; wall time
// gets 50% at the median, because the machines the baselines come from are shared and loaded
// (see the README's Performance section); peak memory 20%.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
    maxDuration: .seconds(3),
    maxIterations: 200,
    thresholds: [
      .wallClock: BenchmarkThresholds(relative: [.p50: 50]),
      .mallocCountTotal: BenchmarkThresholds(relative: [.p50: 5]),
      .peakMemoryResident: BenchmarkThresholds(relative: [.p50: 20]),
    ])
  let slow = Benchmark.Configuration(
    metrics: Benchmark.defaultConfiguration.metrics, maxDuration: .seconds(10), maxIterations: 5,
    thresholds: Benchmark.defaultConfiguration.thresholds)

  // MARK: - Drawing

  Benchmark("Draw list, three rings") { benchmark, scene in
    for _ in benchmark.scaledIterations {
      blackHole(scene.drawList())
    }
  } setup: {
    try BenchmarkScenes.threeRings()
  }

  Benchmark("SVG, three rings") { benchmark, drawList in
    for _ in benchmark.scaledIterations {
      blackHole(try SVGRenderer().render(drawList))
    }
  } setup: {
    try BenchmarkScenes.threeRings().drawList()
  }

  for look in [RingLook.flat, .gradient] {
    Benchmark("Cairo raster, 512 px, \(look)") { benchmark, drawList in
      for _ in benchmark.scaledIterations {
        blackHole(try CairoRenderer().image(drawList))
      }
    } setup: {
      try BenchmarkScenes.threeRings(look: look).drawList()
    }
  }

  Benchmark("PNG encode, 512 px frame") { benchmark, image in
    for _ in benchmark.scaledIterations {
      blackHole(try PNGEncoder().encode(image))
    }
  } setup: {
    try CairoRenderer().image(BenchmarkScenes.threeRings().drawList())
  }

  for look in [RingLook.flat, .gradient] {
    Benchmark("APNG, 2 s × 60 fps, 512 px, \(look)", configuration: slow) { benchmark, scene in
      for _ in benchmark.scaledIterations {
        blackHole(
          try CairoRenderer().renderAnimation(
            FramePlan(BenchmarkScenes.growth(), scene: scene, framesPerSecond: 60)))
      }
    } setup: {
      try BenchmarkScenes.threeRings(look: look)
    }
  }

  // MARK: - Terminal

  for (name, mode, color) in [
    ("ANSI", ASCIIRenderer.Mode.halfBlocks, ASCIIRenderer.ColorDepth.trueColor),
    ("plain", .ascii, .none),
  ] {
    Benchmark("Terminal frame, 40×20 cells, \(name)") { benchmark, drawList in
      let renderer = ASCIIRenderer(
        grid: try ASCIIRenderer.CellGrid(columns: 40, rows: 20), mode: mode, color: color,
        showsCaption: false)
      for _ in benchmark.scaledIterations {
        blackHole(renderer.render(drawList))
      }
    } setup: {
      try BenchmarkScenes.threeRings().drawList()
    }
  }

  // MARK: - Apple Health import

  for (name, file) in [
    ("export.xml", \BenchmarkInputs.exportXML), ("export.zip", \.exportZip),
    ("CSV, 100,000 days", \.summariesCSV),
  ] {
    Benchmark("Import, \(name)", configuration: slow) { benchmark, url in
      for _ in benchmark.scaledIterations {
        blackHole(try HealthExportReader().read(contentsOf: url))
      }
    } setup: {
      try BenchmarkInputs.prepare()[keyPath: file]
    }
  }

  // MARK: - Export

  Benchmark("Export, every preset × @1x/2x/3x, PNG", configuration: slow) { benchmark in
    for _ in benchmark.scaledIterations {
      for size in try BenchmarkScenes.exportPresetSizes() {
        for scale in [RenderScale.x1, .x2, .x3] {
          let scene = try RingScene(summary: BenchmarkScenes.summary, size: size, scale: scale)
          blackHole(try CairoRenderer().pngData(scene.drawList()))
        }
      }
    }
  }
}

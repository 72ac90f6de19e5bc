import ActivityRings
import ActivityRingsAssets
import ActivityRingsCairo
import ActivityRingsFiles
import ActivityRingsHealth
import ActivityRingsPNG
import ActivityRingsRequests
import ActivityRingsSVG
import ActivityRingsSVGSnapshotTesting
import Foundation
import Testing
import _ActivityRingsTestSupport

/// The Getting started article's Swift blocks, kept here between markers so that they compile
/// and do what the article says; `everyBlockIsHere` checks that the article's blocks are these
/// lines, so neither can change without the other.
@Suite struct GettingStartedTests {
  /// Describe a day, draw it, write it, read a streak and export a catalog, in the article's
  /// order and with its names: `folder` and `exportPath` are the reader's.
  @Test func fromADayToACatalog() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("getting-started-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let exportPath = HealthExportFixtures.summaries.path

    // GettingStarted: describe begins
    let today = ActivitySummary(
      day: try CalendarDay(parsing: "2026-08-13"),
      activeEnergyBurned: 350, activeEnergyBurnedGoal: 500,
      appleExerciseTime: 20, appleExerciseTimeGoal: 30,
      appleStandHours: 8, appleStandHoursGoal: 12)
    // GettingStarted: describe ends

    // GettingStarted: draw begins
    let scene = try RingScene(summary: today, size: CanvasSize(side: 64), scale: .x3)
    let svg = try SVGRenderer().render(scene.drawList())
    // GettingStarted: draw ends
    #expect(svg.contains(#"width="192" height="192""#))

    // GettingStarted: write begins
    let png = try CairoRenderer().pngData(scene.drawList())
    try AtomicFileWriter.write(png, to: "\(folder)/today@3x.png")
    try AtomicFileWriter.write(Array(svg.utf8), to: "\(folder)/today.svg")
    // GettingStarted: write ends
    #expect(
      try PNGDecoder().decode(
        Array(try Data(contentsOf: URL(fileURLWithPath: "\(folder)/today@3x.png")))
      ).width == 192)
    #expect(try String(contentsOfFile: "\(folder)/today.svg", encoding: .utf8) == svg)

    // GettingStarted: streak begins
    let imported = try HealthExportReader().read(contentsOf: URL(fileURLWithPath: exportPath))
    for warning in imported.warnings { print("warning:", warning) }
    let statistics = ActivityStatistics(summaries: imported.summaries)
    if let streak = statistics.streaks(of: .move).longest {
      print("Move closed \(streak.length) days in a row, \(streak.first) to \(streak.last)")
    }
    // GettingStarted: streak ends
    // The fixture's longest Move streak (StatsCommandTests works it out).
    #expect(statistics.streaks(of: .move).longest?.length == 30)

    // GettingStarted: catalog begins
    let registry = try RendererRegistry.standard()
    let plan = ExportPlan(
      presets: try ["widget-small", "lock-screen-circular"].map { try ExportPreset.named($0) },
      scales: [.x2, .x3], format: .png, folder: "\(folder)/MyApp", catalog: "Rings.xcassets")
    try AssetExport(plan: plan, summary: today).draw(registry: registry).write()
    // MyApp/Rings.xcassets/widget-small.imageset/widget-small@2x.png, …
    // GettingStarted: catalog ends
    for name in ["widget-small@2x.png", "widget-small@3x.png"] {
      #expect(
        FileManager.default.fileExists(
          atPath: "\(folder)/MyApp/Rings.xcassets/widget-small.imageset/\(name)"))
    }
  }

  // GettingStarted: snapshot begins
  @Test func todaysRings() {
    let today = ActivitySummary(activeEnergyBurned: 350, activeEnergyBurnedGoal: 500)
    assertRingSnapshot(of: today, as: .svg(size: 64))
  }
  // GettingStarted: snapshot ends

  /// The article's Swift blocks after the manifest's, without their imports, are the marked
  /// lines above, in order.
  @Test func everyBlockIsHere() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let article = try String(
      contentsOf: root.appendingPathComponent(
        "Sources/ActivityRings/Documentation.docc/GettingStarted.md"),
      encoding: .utf8)
    let blocks = article.components(separatedBy: "```swift\n").dropFirst(2).map { block in
      block.components(separatedBy: "```").first?.split(
        separator: "\n", omittingEmptySubsequences: false
      )
      .filter { !$0.hasPrefix("import ") }
      .drop { $0.isEmpty }
      .map(String.init)
      .joined(separator: "\n")
      .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    }
    let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let marked = ["describe", "draw", "write", "streak", "catalog", "snapshot"].map { name in
      let start = source.range(of: "// GettingStarted: \(name) begins\n")
      let end = source.range(of: "// GettingStarted: \(name) ends")
      guard let start, let end else { return "missing \(name)" }
      let lines = source[start.upperBound..<end.lowerBound].split(
        separator: "\n", omittingEmptySubsequences: false
      ).dropLast()
      let indent = lines.first?.prefix { $0 == " " }.count ?? 0
      return lines.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
        .joined(separator: "\n")
    }
    #expect(blocks == marked)
  }
}

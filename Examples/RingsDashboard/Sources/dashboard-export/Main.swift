import ActivityRings
import ActivityRingsAssets
import ActivityRingsCairo
import ActivityRingsHealth
import ActivityRingsJSON
import ActivityRingsReport

import Foundation

/// What the `rings` tool makes, made from the library products alone: the year-in-rings page
/// and the statistics of a Health export, and an asset catalog of a day's rings.
///
/// ```sh
/// $ dashboard-export export.zip out
/// # out/report.html        as rings report export.zip
/// # out/stats.json         as rings stats export.zip --format json
/// # out/Rings.xcassets/…   as rings export --move 350/500 --exercise 20/30 --stand 8/12 \
/// #                           --preset square-64 live-activity-lock-screen --scale 2,3 \
/// #                           --asset-catalog -o out
/// ```
///
/// CI runs it and compares its files with the tool's, byte for byte.
@main
enum DashboardExport {
  static func main() throws {
    let arguments = CommandLine.arguments.dropFirst()
    guard arguments.count == 2, let export = arguments.first, let folder = arguments.last else {
      FileHandle.standardError.write(Data("usage: dashboard-export EXPORT FOLDER\n".utf8))
      exit(64)
    }
    let imported = try HealthExportReader().read(contentsOf: URL(fileURLWithPath: export))
    // As `rings report` and `rings stats` do: the span starts at the first day an Apple Watch
    // can have recorded, leaving out an export's 1969 artefacts (the import warns of them).
    let days = ActivitySummary.fromFirstWatchDay(imported.summaries, since: nil)
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let report = try ReportPage(summaries: days).utf8()
    try Data(report).write(to: URL(fileURLWithPath: folder + "/report.html"))
    let statistics = try JSONDocument.bytes(of: ActivityStatistics(summaries: days))
    try Data(statistics).write(to: URL(fileURLWithPath: folder + "/stats.json"))

    var registry = RendererRegistry()
    try registry.register(.cairo)
    let plan = ExportPlan(
      presets: [
        try ExportPreset.named("square-64"), try ExportPreset.named("live-activity-lock-screen"),
      ],
      scales: [.x2, .x3], format: .png, folder: folder, catalog: "Rings.xcassets",
      writesCatalogContents: true)
    let today = ActivitySummary(
      activeEnergyBurned: 350, activeEnergyBurnedGoal: 500, appleExerciseTime: 20,
      appleExerciseTimeGoal: 30, appleStandHours: 8, appleStandHoursGoal: 12)
    try AssetExport(plan: plan, summary: today).draw(registry: registry).write()
  }
}

import Foundation

/// The files the import benchmarks read, made by `Scripts/benchmark-data` in a folder outside git
/// (`.build/benchmark-data`, or `BENCHMARK_DATA`) the first time they are needed.
///
/// `BENCHMARK_EXPORT_SIZE` sets the export's size (default `500M`, as in the README's table).
struct BenchmarkInputs: Sendable {
  /// The generated export.xml.
  let exportXML: URL
  /// The same file inside a zip, as `apple_health_export/export.xml`.
  let exportZip: URL
  /// 100,000 days as ActivitySummary CSV.
  let summariesCSV: URL

  /// The repository's root: four levels above this file
  /// (`Benchmarks/Benchmarks/RingsBenchmarks/BenchmarkInputs.swift`).
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Runs `Scripts/benchmark-data`, which makes what is missing and prints the folder.
  static func prepare() throws -> BenchmarkInputs {
    let size = ProcessInfo.processInfo.environment["BENCHMARK_EXPORT_SIZE"] ?? "500M"
    let script = Process()
    script.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    script.arguments = [
      "bash", repository.appendingPathComponent("Scripts/benchmark-data").path, "--size", size,
    ]
    let output = Pipe()
    script.standardOutput = output
    try script.run()
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    script.waitUntilExit()
    guard script.terminationStatus == 0,
      let folder = String(decoding: printed, as: UTF8.self).split(separator: "\n").last
    else {
      throw BenchmarkInputError(
        message: "Scripts/benchmark-data failed with status \(script.terminationStatus)")
    }
    let root = URL(fileURLWithPath: String(folder), isDirectory: true)
    return BenchmarkInputs(
      exportXML: root.appendingPathComponent("export-\(size).xml"),
      exportZip: root.appendingPathComponent("export-\(size).zip"),
      summariesCSV: root.appendingPathComponent("summaries.csv"))
  }
}

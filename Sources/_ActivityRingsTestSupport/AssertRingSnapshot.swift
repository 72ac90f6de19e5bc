import Foundation
import SnapshotTesting
import Testing

/// Compares `value` with its reference in the package's top-level `Snapshots/<TestFile>/` folder
/// (not `__Snapshots__` beside the test), and records a Swift Testing issue on mismatch.
///
/// ```swift
/// assertRingSnapshot(of: svgText, as: .lines, named: "half")
/// ```
///
/// The record mode comes from `SNAPSHOT_TESTING_RECORD` (CI sets `never`, so a missing or
/// changed reference fails).
public func assertRingSnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value,
  as strategy: Snapshotting<Value, Format>,
  named name: String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  let failure = verifySnapshot(
    of: try value(), as: strategy, named: name,
    snapshotDirectory: snapshotDirectory(for: filePath).path,
    fileID: fileID, file: filePath, testName: testName, line: line, column: column)
  if let failure {
    Issue.record(
      Comment(rawValue: failure),
      sourceLocation: SourceLocation(
        fileID: String(describing: fileID), filePath: String(describing: filePath),
        line: Int(line), column: Int(column)))
  }
}

/// `Snapshots/<test file name without extension>` at the root of the package that holds
/// `filePath` (the nearest folder above it with a `Package.swift`).
public func snapshotDirectory(for filePath: StaticString) -> URL {
  let file = URL(fileURLWithPath: String(describing: filePath))
  var folder = file.deletingLastPathComponent()
  while folder.path != "/" {
    if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
      break
    }
    folder.deleteLastPathComponent()
  }
  return folder.appendingPathComponent("Snapshots")
    .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
}

// Built only with the package trait SnapshotTesting, which brings swift-snapshot-testing.
#if SnapshotTesting
  import Foundation
  import SnapshotTesting
  import Testing

  /// Compares `value` with its reference in the package's top-level `Snapshots/<TestFile>/` folder
  /// (not `__Snapshots__` beside the test file), and records a Swift Testing issue on mismatch.
  ///
  /// ```swift
  /// @Test func today() throws {
  ///   let scene = try RingScene(summary: ActivitySummary(activeEnergyBurned: 350, activeEnergyBurnedGoal: 500))
  ///   assertRingSnapshot(of: scene, as: .png(precision: 0.995, tolerance: 8))
  /// }
  /// ```
  ///
  /// The reference is `Snapshots/<test file name>/<test name>.<name or counter>.<extension>`,
  /// where `Snapshots/` sits beside the `Package.swift` found by walking up from `filePath` (see
  /// ``ringSnapshotDirectory(for:)``). The record mode comes from `SNAPSHOT_TESTING_RECORD`
  /// (`never` on CI, so a missing or changed reference fails) unless `record` is given.
  ///
  /// On a mismatch swift-snapshot-testing writes the new value to
  /// `$SNAPSHOT_ARTIFACTS/<test file name>/<test name>.<name>.<extension>` (the temporary folder
  /// when the variable is unset). Every file a strategy's diffing attaches to its failure, such as
  /// the `diff.png` of `pixels(precision:tolerance:)`, is written next
  /// to it as `<test name>.<name>.<attachment name>`, and the failure message says where.
  ///
  /// - Parameters:
  ///   - value: The value to compare.
  ///   - strategy: How to turn it into a reference and compare, e.g. `svg`.
  ///   - name: Names the reference; without one, a counter per test is used.
  ///   - record: Overrides `SNAPSHOT_TESTING_RECORD`; leave it `nil` in committed tests.
  ///   - fileID: The test's file ID, for the issue's source location.
  ///   - filePath: The test's file path: where the search for `Package.swift` starts.
  ///   - testName: The first part of the reference's file name.
  ///   - line: The line of the issue's source location.
  ///   - column: The column of the issue's source location.
  public func assertRingSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategy: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let failure = verifyRingSnapshot(
      of: try value(), as: strategy, named: name, record: record, filePath: filePath,
      testName: testName, fileID: fileID, line: line, column: column)
    if let failure {
      Issue.record(
        Comment(rawValue: failure),
        sourceLocation: SourceLocation(
          fileID: String(describing: fileID), filePath: String(describing: filePath),
          line: Int(line), column: Int(column)))
    }
  }

  /// Like ``assertRingSnapshot(of:as:named:record:fileID:filePath:testName:line:column:)``, but
  /// returns the failure message instead of recording an issue: for test helpers and XCTest.
  ///
  /// ```swift
  /// if let message = verifyRingSnapshot(of: scene, as: .svg, named: "today") {
  ///   XCTFail(message)
  /// }
  /// ```
  ///
  /// - Returns: `nil` when the value matches its reference (or was recorded), otherwise a message
  ///   that says what differs and where the new value and any diff files were written.
  public func verifyRingSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategy: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    filePath: StaticString = #filePath,
    testName: String = #function,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) -> String? {
    var strategy = strategy
    let compare = strategy.diffing.diffV2
    let artifactStem = failedSnapshotStem(filePath: filePath, testName: testName, name: name)
    strategy.diffing.diffV2 = { reference, new in
      guard let (message, attachments) = compare(reference, new) else { return nil }
      return (message + writeAttachments(attachments, stem: artifactStem), attachments)
    }
    return verifySnapshot(
      of: try value(), as: strategy, named: name, record: record,
      snapshotDirectory: ringSnapshotDirectory(for: filePath).path,
      fileID: fileID, file: filePath, testName: testName, line: line, column: column)
  }

  /// `Snapshots/<test file name without extension>` at the root of the package that holds
  /// `filePath`: the nearest folder above it with a `Package.swift`.
  ///
  /// ```swift
  /// ringSnapshotDirectory(for: #filePath)  // …/MyPackage/Snapshots/TodayTests
  /// ```
  ///
  /// - Complexity: one file-existence check per folder between `filePath` and the package root.
  public func ringSnapshotDirectory(for filePath: StaticString) -> URL {
    let file = URL(fileURLWithPath: String(describing: filePath))
    var folder = file.deletingLastPathComponent()
    while folder.path != "/" {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      {
        break
      }
      folder.deleteLastPathComponent()
    }
    return folder.appendingPathComponent("Snapshots")
      .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
  }

  /// Where swift-snapshot-testing writes a failing value, without its extension:
  /// `$SNAPSHOT_ARTIFACTS/<test file name>/<test name>.<name>` (the name as it sanitises it).
  /// Unnamed snapshots are numbered by a counter we cannot see, so they get `<test name>` alone.
  func failedSnapshotStem(filePath: StaticString, testName: String, name: String?) -> URL {
    let environment = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"]
    let artifacts = URL(
      fileURLWithPath: environment ?? NSTemporaryDirectory(), isDirectory: true)
    let fileName = URL(fileURLWithPath: String(describing: filePath))
      .deletingPathExtension().lastPathComponent
    let stem = [testName, name].compactMap { $0.map(sanitizedPathComponent) }.joined(separator: ".")
    return artifacts.appendingPathComponent(fileName).appendingPathComponent(stem)
  }

  /// The file-name form swift-snapshot-testing gives test names and snapshot names.
  func sanitizedPathComponent(_ string: String) -> String {
    string
      .replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
      .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
  }

  /// Writes each data attachment as `<stem>.<attachment name>`; returns a sentence for the
  /// failure message.
  private func writeAttachments(_ attachments: [DiffAttachment], stem: URL) -> String {
    var written: [String] = []
    for case .data(let data, let name) in attachments {
      let url = URL(fileURLWithPath: stem.path + "." + name)
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
        written.append(url.path)
      } catch {
        return "\nCould not write \(url.path): \(error)"
      }
    }
    return written.isEmpty ? "" : "\nWrote " + written.joined(separator: " and ")
  }
#endif

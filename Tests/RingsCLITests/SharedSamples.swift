import Foundation
import Testing

/// The public sample exports in `../shared/reference/health/`, beside the package (CI has
/// them); suites that read them are skipped, saying so, when they are not there.
enum SharedSamples {
  /// The folder of samples.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("shared/reference/health")

  /// Enables a suite only when the samples are there.
  static let needed = ConditionTrait.enabled(
    if: FileManager.default.fileExists(atPath: folder.path),
    "the public samples in ../shared/reference/health/ are not beside the package")
}

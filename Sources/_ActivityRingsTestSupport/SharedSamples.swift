import Foundation
import Testing

/// The public sample exports in `../shared/reference/health/`, beside the package (CI has
/// them): the one place the suites find them. Suites that read them are skipped, saying so,
/// when they are not there.
///
/// ```swift
/// @Suite(SharedSamples.needed) struct SampleTests {
///   @Test func reads() throws { _ = try Data(contentsOf: SharedSamples.sample("export.xml")) }
/// }
/// ```
public enum SharedSamples {
  /// The package's root folder (this file is in `Sources/_ActivityRingsTestSupport/`).
  public static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The folder of samples.
  public static let folder = packageRoot.deletingLastPathComponent()
    .appendingPathComponent("shared/reference/health")

  /// A sample by file name.
  public static func sample(_ name: String) -> URL {
    folder.appendingPathComponent(name)
  }

  /// Whether the samples are there.
  public static let arePresent = FileManager.default.fileExists(atPath: folder.path)

  /// Enables a test or suite only when the samples are there, saying why otherwise.
  public static let needed = ConditionTrait.enabled(
    if: arePresent, "the public samples in ../shared/reference/health/ are not beside the package")
}

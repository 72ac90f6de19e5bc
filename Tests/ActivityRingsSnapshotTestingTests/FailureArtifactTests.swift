import ActivityRings
import ActivityRingsCairo
import ActivityRingsPNG
import Foundation
import SnapshotTesting
import Testing

@testable import ActivityRingsSnapshotTestingCore

/// A deliberately changed image fails with counts and the largest difference, and the diff image
/// lands next to the failing one.
@Suite struct FailureArtifactTests {
  /// The committed reference is this picture: grey with no changes.
  static func picture(changed: Bool) throws -> Data {
    var image = RGBAImage(width: 8, height: 8)
    for y in 0..<8 {
      for x in 0..<8 { image[x, y] = RGBAImage.Pixel(red: 100, green: 100, blue: 100, alpha: 255) }
    }
    if changed {
      image[2, 3] = RGBAImage.Pixel(red: 250, green: 100, blue: 100, alpha: 255)
      image[5, 5].blue = 103  // within the tolerance
    }
    return Data(try PNGEncoder().encode(image))
  }

  @Test func unchangedImageMatches() throws {
    assertRingSnapshot(of: try Self.picture(changed: false), as: .png(), named: "grey")
  }

  @Test func changedImageFailsAndWritesADiffNextToTheFailingImage() throws {
    let changed = try Self.picture(changed: true)
    let message = try #require(
      verifyRingSnapshot(
        of: changed, as: .png(precision: 1, tolerance: 8), named: "grey",
        record: .never, testName: "unchangedImageMatches()"))
    #expect(message.contains("1 of 64 pixels (1.56%) differ by more than 8/255"), "\(message)")
    #expect(message.contains("largest channel difference 150/255"), "\(message)")
    let stem = failedSnapshotStem(
      filePath: #filePath, testName: "unchangedImageMatches()", name: "grey")
    let failing = URL(fileURLWithPath: stem.path + ".png")
    let diff = URL(fileURLWithPath: stem.path + ".diff.png")
    #expect(message.contains(diff.path), "\(message)")
    #expect(try Data(contentsOf: failing) == changed)
    let diffImage = try PNGDecoder().decode(try Data(contentsOf: diff))
    #expect(diffImage[2, 3] == RGBAImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
    #expect(diffImage[5, 5] == RGBAImage.Pixel(red: 25, green: 25, blue: 25, alpha: 255))
  }

  @Test func sanitisesNamesLikeSnapshotTesting() {
    #expect(sanitizedPathComponent("corpus") == "corpus")
    #expect(sanitizedPathComponent("plainASCII(_:)") == "plainASCII-_")
  }
}

import ActivityRings
import ActivityRingsCairo
import Foundation
import SnapshotTesting

extension Diffing where Value == Data {
  /// Compares two PNG files as pixels: they match when at most `maximumDifferingFraction` of
  /// the pixels have a channel more than `tolerance` (0…255) apart.
  ///
  /// ```swift
  /// let strategy = Snapshotting<Data, Data>(pathExtension: "png", diffing: .pixels())
  /// ```
  ///
  /// Both files are decoded with ``PNGDecoder``. A failure says how many pixels differ and the
  /// largest channel difference. When the environment variable `SNAPSHOT_ARTIFACTS` names a
  /// folder, a failure also writes there `<artifactName>.new.png` (the new image) and
  /// `<artifactName>.diff.png` (differing pixels in red over the darkened new image), where
  /// `artifactName` may hold sub-folders; without one the files are named after a hash of the
  /// new image.
  ///
  /// The defaults (8/255, 0.5%) absorb antialiasing differences between Cairo versions and
  /// backends while catching any moved or recoloured ring.
  public static func pixels(
    tolerance: Int = 8, maximumDifferingFraction: Double = 0.005, artifactName: String? = nil
  ) -> Diffing {
    .diff(toData: { $0 }, fromData: { $0 }) { referenceData, newData in
      let decoder = PNGDecoder()
      let reference: RGBAImage
      let new: RGBAImage
      do {
        reference = try decoder.decode(referenceData)
      } catch {
        return ("The reference is not a readable PNG: \(error)", [])
      }
      do {
        new = try decoder.decode(newData)
      } catch {
        return ("The new snapshot is not a readable PNG: \(error)", [])
      }
      guard reference.width == new.width, reference.height == new.height else {
        return (
          "Image sizes differ: reference \(reference.width)×\(reference.height) px, "
            + "new \(new.width)×\(new.height) px", []
        )
      }
      let comparison = PixelComparison(reference: reference, actual: new, tolerance: tolerance)
      guard comparison.differingFraction > maximumDifferingFraction else { return nil }
      let percent = (comparison.differingFraction * 10_000).rounded() / 100
      var message =
        "\(comparison.differingPixels) of \(comparison.totalPixels) pixels (\(percent)%) differ "
        + "by more than \(tolerance)/255 in some channel (allowed: "
        + "\(maximumDifferingFraction * 100)%); largest channel difference "
        + "\(comparison.largestChannelDifference)/255"
      let diff = PixelComparison.diffImage(reference: reference, actual: new, tolerance: tolerance)
      let diffPNG = (try? PNGEncoder().encode(diff)).map { Data($0) }
      if let folder = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"], !folder.isEmpty {
        let name = artifactName ?? "pixels-\(String(fnv1a(newData), radix: 16))"
        message += writeArtifacts(
          folder: URL(fileURLWithPath: folder), name: name, new: newData, diff: diffPNG)
      }
      return (message, diffPNG.map { [.data($0, name: "diff.png")] } ?? [])
    }
  }

  /// A stable 32-bit FNV-1a hash, to name artifacts the same way in every run.
  private static func fnv1a(_ data: Data) -> UInt32 {
    data.reduce(UInt32(2_166_136_261)) { ($0 ^ UInt32($1)) &* 16_777_619 }
  }

  /// Writes the new image and the diff image; returns a sentence for the failure message.
  private static func writeArtifacts(folder: URL, name: String, new: Data, diff: Data?)
    -> String
  {
    let newURL = folder.appendingPathComponent("\(name).new.png")
    let diffURL = folder.appendingPathComponent("\(name).diff.png")
    do {
      try FileManager.default.createDirectory(
        at: newURL.deletingLastPathComponent(), withIntermediateDirectories: true)
      try new.write(to: newURL)
      try diff?.write(to: diffURL)
      return ". Wrote \(newURL.path) and \(diffURL.path)"
    } catch {
      return ". Could not write artifacts to \(folder.path): \(error)"
    }
  }
}

import ActivityRings
import Dispatch
import Synchronization

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Draws an export's images on every core: each image is drawn and encoded on its own, so a
/// batch of them runs side by side, and the bytes come back in the batch's order — the same
/// files, byte for byte, whatever the number of cores.
///
/// ```swift
/// let bytes = try ExportDrawing.render([(image, scene)], registry: try RendererCatalog.standard())
/// ```
package enum ExportDrawing {
  /// How many images to draw at once: one per processor online.
  package static var workers: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

  /// Each image's bytes, in order, drawn side by side.
  ///
  /// - Throws: a usage ``CLIError`` when no renderer writes an image's format, a runtime one
  ///   when drawing fails; for several failures, the first image's in order.
  package static func render(
    _ batch: [(image: ExportImage, scene: RingScene)], registry: RendererRegistry
  ) throws(CLIError) -> [[UInt8]] {
    let outcomes = Mutex([Result<[UInt8], CLIError>?](repeating: nil, count: batch.count))
    DispatchQueue.concurrentPerform(iterations: batch.count) { index in
      let job = batch[index]
      let outcome = Result { () throws(CLIError) -> [UInt8] in
        try render(job.image, scene: job.scene, registry: registry)
      }
      outcomes.withLock { $0[index] = outcome }
    }
    return try outcomes.withLock { $0 }.map { outcome throws(CLIError) -> [UInt8] in
      guard let outcome else {
        throw .runtime("drawing stopped before every image was drawn")
      }
      return try outcome.get()
    }
  }

  /// One image's bytes.
  static func render(_ image: ExportImage, scene: RingScene, registry: RendererRegistry)
    throws(CLIError) -> [UInt8]
  {
    let choice = try OutputChoice(registry: registry, renderer: nil, format: image.format)
    do {
      return try choice.renderer.render(scene.drawList(), as: image.format)
    } catch {
      throw .runtime("rendering \(image.fileName) with \(choice.renderer.name) failed: \(error)")
    }
  }
}

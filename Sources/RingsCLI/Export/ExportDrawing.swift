import ActivityRings
import Dispatch
import Synchronization

/// Draws an export's images on every core: each image is drawn and encoded on its own, so they
/// run side by side (a core that finishes a small image takes the next one at once), and the
/// bytes come back in the images' order — the same files, byte for byte, whatever the number of
/// cores.
///
/// ```swift
/// let bytes = try ExportDrawing.render([(image, scene)], registry: try RendererCatalog.standard())
/// ```
enum ExportDrawing {
  /// Each image's bytes, in order, drawn side by side.
  ///
  /// - Parameter finished: called with each image drawn, as it is drawn (so in no set order),
  ///   one call at a time.
  /// - Throws: a usage ``CLIError`` when no renderer writes an image's format, a runtime one
  ///   when drawing fails; for several failures, the first image's in order.
  static func render(
    _ jobs: [(image: ExportImage, scene: RingScene)], registry: RendererRegistry,
    finished: @Sendable (ExportImage) -> Void = { _ in }
  ) throws(CLIError) -> [[UInt8]] {
    let outcomes = Mutex([Result<[UInt8], CLIError>?](repeating: nil, count: jobs.count))
    DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
      let job = jobs[index]
      let outcome = Result { () throws(CLIError) -> [UInt8] in
        try render(job.image, scene: job.scene, registry: registry)
      }
      outcomes.withLock {
        $0[index] = outcome
        if case .success = outcome { finished(job.image) }
      }
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
    let choice: OutputChoice
    do {
      choice = try OutputChoice(format: image.format, registry: registry)
    } catch {
      throw CLIError(error)
    }
    do {
      return try choice.renderer.render(scene.drawList(), as: image.format)
    } catch {
      throw .runtime("rendering \(image.fileName) with \(choice.renderer.name) failed: \(error)")
    }
  }
}

import ActivityRings
import ActivityRingsSafeOutput
import Dispatch
import Synchronization

/// An export ready to draw: a plan's images, each with the scene it shows, checked before
/// anything is drawn. ``draw(registry:finished:)`` draws them and returns the files, which
/// ``ExportedFiles/write()`` writes all or nothing.
///
/// ```swift
/// import ActivityRings
/// import ActivityRingsAssets
/// import ActivityRingsCairo
/// import ActivityRingsSVG
///
/// var registry = RendererRegistry()
/// try registry.register(.svg)
/// try registry.register(.cairo)
/// let plan = ExportPlan(
///   presets: [try ExportPreset.named("square-64")], scales: [.x2, .x3], format: .png,
///   folder: "MyApp", catalog: "Rings.xcassets", writesCatalogContents: true)
/// let export = try AssetExport(plan: plan, summary: today)
/// try export.draw(registry: registry).write()
/// ```
///
/// Each image is the scene of its preset at its scale, drawn as its format (see
/// `RingScene.drawn(as:)`). A label asked for in the options is drawn where it fits at 11 pt;
/// a preset too small for it is drawn without it and named in ``unlabelledPresets``.
public struct AssetExport: Sendable {
  /// What is drawn.
  public let plan: ExportPlan
  /// Each image's scene, in the plan's order.
  public let scenes: [RingScene]
  /// The presets drawn without the label asked for, because it does not fit them at 11 pt, in
  /// the plan's order, each once.
  public let unlabelledPresets: [String]

  /// Makes every image's scene.
  ///
  /// - Parameters:
  ///   - plan: the files to draw.
  ///   - summary: the day's values; nil draws empty tracks.
  ///   - style: which rings.
  ///   - options: background, look, glyphs and label.
  /// - Throws: ``AssetExportError/invalidPreset(_:_:)`` for a preset with no canvas,
  ///   ``AssetExportError/invalidScene(_:)`` for invalid values or a canvas too large.
  public init(
    plan: ExportPlan, summary: ActivitySummary?, style: RingStyle = .automatic,
    options: RingOptions = RingOptions()
  ) throws(AssetExportError) {
    var scenes: [RingScene] = []
    var unlabelled: [String] = []
    for image in plan.images {
      let scene = try Self.scene(for: image, summary: summary, style: style, options: options)
      if options.label != nil, scene.options.label == nil,
        !unlabelled.contains(image.preset.name)
      {
        unlabelled.append(image.preset.name)
      }
      scenes.append(scene.drawn(as: image.format))
    }
    self.plan = plan
    self.scenes = scenes
    unlabelledPresets = unlabelled
  }

  /// One image's scene: with the label when it fits the preset at 11 pt, else without it.
  static func scene(
    for image: ExportImage, summary: ActivitySummary?, style: RingStyle, options: RingOptions
  ) throws(AssetExportError) -> RingScene {
    let size: CanvasSize
    do {
      size = try image.preset.canvasSize()
    } catch {
      throw .invalidPreset(image.preset.name, error)
    }
    var unlabelled = options
    unlabelled.label = nil
    do {
      if options.label != nil {
        do {
          return try RingScene(
            summary: summary, style: style, size: size, scale: image.scale, options: options)
        } catch .labelDoesNotFit {
          // Too small for the label: the preset is drawn without it, and the caller says so.
        }
      }
      return try RingScene(
        summary: summary, style: style, size: size, scale: image.scale, options: unlabelled)
    } catch {
      throw .invalidScene(error)
    }
  }

  /// Draws every image, each on its own, side by side on every core (a core that finishes a
  /// small image takes the next one at once); the files come back in the plan's order, the
  /// same bytes whatever the number of cores: the catalog's `Contents.json` files, then the
  /// images.
  ///
  /// - Parameters:
  ///   - registry: the renderers; each image's format is drawn by the first that writes it.
  ///   - finished: called with each image drawn, as it is drawn (so in no set order), one call
  ///     at a time.
  /// - Throws: ``AssetExportError/noRenderer(_:)`` when no renderer writes an image's format,
  ///   ``AssetExportError/renderingFailed(file:renderer:reason:)`` when drawing fails; for
  ///   several failures, the first image's in order.
  public func draw(
    registry: RendererRegistry, finished: @Sendable (ExportImage) -> Void = { _ in }
  ) throws(AssetExportError) -> ExportedFiles {
    let images = plan.images
    var chosen: [RegisteredRenderer] = []
    for image in images {
      do {
        chosen.append(try registry.renderer(writing: image.format))
      } catch {
        throw .noRenderer(error)
      }
    }
    let renderers = chosen
    let outcomes = Mutex([Result<[UInt8], AssetExportError>?](repeating: nil, count: images.count))
    DispatchQueue.concurrentPerform(iterations: images.count) { index in
      let image = images[index]
      let renderer = renderers[index]
      let outcome = Result { () throws(AssetExportError) -> [UInt8] in
        do {
          return try renderer.render(scenes[index].drawList(), as: image.format)
        } catch {
          throw .renderingFailed(
            file: image.fileName, renderer: renderer.name, reason: "\(error)")
        }
      }
      outcomes.withLock {
        $0[index] = outcome
        if case .success = outcome { finished(image) }
      }
    }
    var files = plan.contents
    for (image, outcome) in zip(images, outcomes.withLock { $0 }) {
      guard let outcome else { throw .interrupted }
      files.append(OutputFile(path: image.path, bytes: try outcome.get()))
    }
    return ExportedFiles(folder: plan.folder, files: files, obsoletePaths: plan.obsoletePaths)
  }
}

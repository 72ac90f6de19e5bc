import ActivityRings
import ActivityRingsFiles
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
///   folder: "MyApp", catalog: "Rings.xcassets")
/// let export = try AssetExport(plan: plan, summary: today)
/// try export.draw(registry: registry).write()
/// ```
///
/// Each image is its preset's ``PresetPicture`` at its scale, drawn as its format (see
/// `RingScene.drawn(as:)`): the rings placed by the preset's ``PresetLayout``, the values
/// beside them on wide presets. A label asked for in the options is drawn where it fits at
/// 11 pt; a preset with no room for it is drawn without it and named in
/// ``unlabelledPresets``.
///
/// Each picture is checked as a scene (at most `CanvasSize.maximumPixelSide` pixels a side);
/// how many pixels a whole plan may draw is the request layer's to say
/// (`ExportRequest.plan(folder:)` in `ActivityRingsRequests` checks it before a plan is made
/// from what a person typed).
public struct AssetExport: Sendable {
  /// What is drawn.
  public let plan: ExportPlan
  /// Each image's picture, in the plan's order.
  public let pictures: [PresetPicture]
  /// The presets drawn without the label asked for, because it does not fit them at 11 pt, in
  /// the plan's order, each once.
  public let unlabelledPresets: [String]

  /// Each image's scene: the rings of ``pictures``.
  public var scenes: [RingScene] { pictures.map(\.scene) }

  /// Makes every image's picture.
  ///
  /// - Parameters:
  ///   - plan: the files to draw.
  ///   - summary: the day's values; nil draws empty tracks.
  ///   - style: which rings.
  ///   - options: background, look, glyphs, label and mode (the Always-On display's reduced
  ///     luminance, a monochrome treatment…).
  /// - Throws: ``AssetExportError/invalidPreset(_:_:)`` for a preset with no canvas,
  ///   ``AssetExportError/invalidScene(_:)`` for invalid values.
  public init(
    plan: ExportPlan, summary: ActivitySummary?, style: RingStyle = .automatic,
    options: RingOptions = RingOptions()
  ) throws(AssetExportError) {
    var pictures: [PresetPicture] = []
    var unlabelled: [String] = []
    for image in plan.images {
      var drawnOptions = options
      drawnOptions.imageKind = image.format.imageKind ?? .raster
      let picture = try Self.picture(
        for: image, summary: summary, style: style, options: drawnOptions)
      if options.label != nil, !picture.showsLabel, !unlabelled.contains(image.preset.name) {
        unlabelled.append(image.preset.name)
      }
      pictures.append(picture)
    }
    self.plan = plan
    self.pictures = pictures
    unlabelledPresets = unlabelled
  }

  /// One image's picture: with the label when it fits the preset at 11 pt, else without it
  /// (``PresetPicture/showsLabel`` says which).
  static func picture(
    for image: ExportImage, summary: ActivitySummary?, style: RingStyle, options: RingOptions
  ) throws(AssetExportError) -> PresetPicture {
    do {
      _ = try image.preset.canvasSize()
    } catch {
      throw .invalidPreset(image.preset.name, error)
    }
    do {
      return try PresetPicture(
        preset: image.preset, scale: image.scale, summary: summary, style: style,
        options: options)
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
          return try renderer.render(pictures[index].drawList(), as: image.format)
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

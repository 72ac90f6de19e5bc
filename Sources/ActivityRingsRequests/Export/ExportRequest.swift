import ActivityRings
import ActivityRingsAssets

/// A set of images at preset sizes as a person asks for them — presets by name, squares by
/// side, scales, formats, an Xcode asset catalog — read and checked once
/// for `rings export`, each entry of an asset manifest (the `export-ring-assets` plugin's) and
/// any program. ``plan(folder:)`` makes the `ExportPlan` that `AssetExport` draws, within the
/// pixel budget.
///
/// ```swift
/// let registry = try RendererRegistry.standard()
/// let fields = RequestFields([.preset: "square-64,live-activity-minimal", .scale: "2,3"])
/// let request = try ExportRequest(fields, formats: ExportPlan.formats(of: registry))
/// let plan = try request.plan(folder: "out")  // 4 PNGs, at 2x and 3x
/// ```
///
/// The lists are comma-separated, spaces around an entry ignored: ``RequestField/preset``,
/// ``RequestField/size`` (each a square of that many points, named `size-POINTS`),
/// ``RequestField/scale`` (some of 1, 2 and 3; all three when absent) and
/// ``RequestField/format`` (`png` when absent). ``RequestField/assetCatalog`` is `true` or
/// `false`. How the images look, their mode (the Always-On variant…) included, is the
/// picture's (``SceneRequest``).
public struct ExportRequest: Sendable, Hashable {
  /// The fields of an export; the picture's own (style, background, look, label, mode) are
  /// ``SceneRequest``'s.
  public static let fields: [RequestField] = [
    .preset, .size, .scale, .format, .assetCatalog, .catalogName,
  ]

  /// The most pixels one export draws, all its raster images together: 2²⁸ = 268,435,456, the
  /// animation budget's figure (``RenderBudget/maximumAnimationPixels``), since the cost is the
  /// same: pixels drawn and encoded. Every preset at 1x, 2x and 3x is about 66 million.
  public static let maximumPixels = RenderBudget.maximumAnimationPixels

  /// The presets, each once, in the order given, then one square per size.
  public var presets: [ExportPreset]
  /// The scales, each once, smallest first.
  public var scales: [RenderScale]
  /// The formats, each once, in the order given.
  public var formats: [OutputFormat]
  /// The asset catalog's folder name (`Rings.xcassets`), or nil for loose files.
  public var catalog: String?

  /// The export `fields` ask for, in formats from `writable` (`ExportPlan.formats(of:)` of the
  /// registry that will draw it).
  ///
  /// - Throws: ``RequestError`` naming the field: an unknown preset (with the nearest name), a
  ///   size that is not a side of 0.01 to 10,000 points or that would be named as another is,
  ///   neither a preset nor a size, a scale or format list with an empty entry or an entry it
  ///   does not know, a catalog name without an asset catalog or one that is not a plain name,
  ///   or an asset catalog of several formats or of one Xcode does not read.
  public init(_ fields: RequestFields, formats writable: [OutputFormat]) throws(RequestError) {
    presets = try Self.presets(fields)
    scales = try Self.scales(fields)
    formats = try Self.formats(fields, writable: writable)
    catalog = try Self.catalog(fields, formats: formats)
  }

  /// The files to write into `folder`, checked against the budget before anything is drawn:
  /// no raster image more than ``RenderBudget/maximumStillPixels``, all of them together no
  /// more than ``maximumPixels``.
  ///
  /// - Throws: ``RequestError`` naming the image over the budget (`size-5000@3x.png: a
  ///   picture of 15000 × 15000 pixels …`), or the whole export's pixels, or a preset with no
  ///   canvas.
  public func plan(folder: String) throws(RequestError) -> ExportPlan {
    let plan: ExportPlan
    if let catalog, let format = formats.first {
      plan = ExportPlan(
        presets: presets, scales: scales, format: format, folder: folder, catalog: catalog)
    } else {
      plan = ExportPlan(presets: presets, scales: scales, formats: formats, folder: folder)
    }
    try Self.checkBudget(plan)
    return plan
  }

  /// Fails when a raster image of `plan`, or all of them, are more pixels than the budget.
  ///
  /// - Throws: ``RequestError`` naming the image, or the export's total.
  public static func checkBudget(_ plan: ExportPlan) throws(RequestError) {
    var total = 0
    var rasters = 0
    for image in plan.images where image.format.imageKind == .raster {
      let size: CanvasSize
      do {
        size = try image.preset.canvasSize()
      } catch {
        throw RequestError(.preset) { _ in "preset \(image.preset.name): \(error.description)" }
      }
      let pixels = size.pixels(at: image.scale)
      do {
        try RenderBudget.checkStill(width: pixels.width, height: pixels.height)
      } catch {
        throw RequestError(nil) { _ in "\(image.fileName): \(error.description)" }
      }
      total += pixels.width * pixels.height
      rasters += 1
    }
    guard total <= maximumPixels else {
      throw RequestError(nil) { _ in
        "an export of \(rasters) images is \(RenderBudgetError.grouped(total)) pixels to draw; "
          + "the limit is \(RenderBudgetError.grouped(maximumPixels)): export fewer presets, "
          + "sizes or scales"
      }
    }
  }

  /// A list's entries, trimmed, empty ones kept (so that `1,,2` is refused).
  private static func entries(_ list: String) -> [String] {
    list.split(separator: ",", omittingEmptySubsequences: false).map {
      RequestFields.trimmed(String($0))
    }
  }

  private static func presets(_ fields: RequestFields) throws(RequestError) -> [ExportPreset] {
    var presets: [ExportPreset] = []
    for name in entries(fields[.preset] ?? "") where !name.isEmpty {
      let preset: ExportPreset
      do {
        preset = try ExportPreset.named(name)
      } catch {
        throw RequestError(.preset) { _ in error.description }
      }
      if !presets.contains(preset) { presets.append(preset) }
    }
    for text in fields[.size].map(entries) ?? [] {
      guard let points = Double(text), points.isFinite else {
        throw RequestError(.size) { name in
          "\(name(.size)) \(QuotedText.quoted(text)) is not a number of points (for example 40 "
            + "or 36.67)"
        }
      }
      let preset: ExportPreset
      do {
        preset = try ExportPreset.square(side: points)
      } catch {
        throw RequestError(.size) { name in
          "\(name(.size)) \(QuotedText.quoted(text)): a side must be at least 0.01 and at most "
            + "10000 points"
        }
      }
      if presets.contains(where: { $0.name == preset.name && $0.width != preset.width }) {
        throw RequestError(.size) { name in
          "\(name(.size)) \(QuotedText.quoted(text)) would be named \(preset.name), as another "
            + "\(name(.size)) is: give sides that differ by at least 0.01 point"
        }
      }
      if !presets.contains(preset) { presets.append(preset) }
    }
    guard !presets.isEmpty else {
      throw RequestError(.preset) { name in
        "no preset: give \(name(.preset)) NAME (rings export --list-presets shows them) or "
          + "\(name(.size)) POINTS"
      }
    }
    return presets
  }

  private static func scales(_ fields: RequestFields) throws(RequestError) -> [RenderScale] {
    let list = fields[.scale] ?? "1,2,3"
    var scales: Set<RenderScale> = []
    for text in entries(list) {
      guard let number = Int(text) else {
        throw RequestError(.scale) { name in
          "\(name(.scale)) \(QuotedText.quoted(list)) is not a list of scales: use 1, 2 or 3, "
            + "separated by commas (for example 1,2,3)"
        }
      }
      do {
        scales.insert(try RenderScale(number))
      } catch {
        throw RequestError(.scale) { name in
          "\(name(.scale)) \(QuotedText.quoted(list)): \(number) is not supported: use 1, 2 or 3"
        }
      }
    }
    return scales.sorted { $0.factor < $1.factor }
  }

  private static func formats(_ fields: RequestFields, writable: [OutputFormat])
    throws(RequestError) -> [OutputFormat]
  {
    let list = fields[.format] ?? "png"
    var formats: [OutputFormat] = []
    for entry in entries(list) {
      let name = entry.lowercased()
      guard let format = writable.first(where: { $0.name == name }) else {
        if name.isEmpty {
          throw RequestError(.format) { name in
            "\(name(.format)) \(QuotedText.quoted(list)) is not a list of formats such as "
              + "png,svg,pdf"
          }
        }
        let known = writable.map(\.name).sorted().joined(separator: ", ")
        throw RequestError(.format) { _ in
          "unknown format \(QuotedText.quoted(name)) for export (known: \(known))"
        }
      }
      if !formats.contains(format) { formats.append(format) }
    }
    return formats
  }

  private static func catalog(_ fields: RequestFields, formats: [OutputFormat])
    throws(RequestError) -> String?
  {
    guard try fields.flag(.assetCatalog) == true else {
      if let name = fields[.catalogName] {
        throw RequestError(.catalogName) { field in
          "\(field(.catalogName)) \(QuotedText.quoted(name)) names the catalog "
            + "\(field(.assetCatalog)) writes: add \(field(.assetCatalog))"
        }
      }
      return nil
    }
    let asked = fields[.catalogName] ?? "Rings"
    guard let name = ExportPlan.catalogName(asked) else {
      throw RequestError(.catalogName) { field in
        "\(field(.catalogName)) \(QuotedText.quoted(asked)) must be \(ExportPlan.catalogNameRule)"
      }
    }
    guard formats.count == 1, let format = formats.first else {
      throw RequestError(.assetCatalog) { field in
        "\(field(.assetCatalog)) writes one format (an image set holds PNGs at each scale, or "
          + "one SVG or PDF), not \(formats.map(\.name).joined(separator: ", "))"
      }
    }
    guard AssetCatalogContents.holds(format) else {
      throw RequestError(.format) { field in
        "\(field(.assetCatalog)) holds PNG, SVG or PDF image sets, which Xcode reads; "
          + "\(field(.format)) \(format.name) is not one of them"
      }
    }
    return name + ".xcassets"
  }
}

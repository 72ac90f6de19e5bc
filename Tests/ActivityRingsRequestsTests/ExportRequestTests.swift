import ActivityRings
import ActivityRingsAssets
import ActivityRingsRequests
import Testing

/// An export request: its lists read once, the names they may hold, and the pixel budget
/// checked before a plan is drawn.
@Suite struct ExportRequestTests {
  /// The formats `rings export` offers: what the standard registry draws as image files.
  static let writable = ExportPlan.formats(of: try! RendererRegistry.standard())

  @Test func theDefaultsAreEveryScaleAsPNG() throws {
    let request = try ExportRequest(
      RequestFields([.preset: "square-64, live-activity-minimal,square-64"]),
      formats: Self.writable)
    #expect(request.presets.map(\.name) == ["square-64", "live-activity-minimal"])
    #expect(request.scales == [.x1, .x2, .x3])
    #expect(request.formats.map(\.name) == ["png"])
    #expect(request.catalog == nil)
    let plan = try request.plan(folder: "out")
    #expect(plan.images.count == 6)
    #expect(plan.images.first?.path == "out/square-64@1x.png")
  }

  @Test func sizesScalesFormatsAndACatalog() throws {
    let request = try ExportRequest(
      RequestFields([
        .size: "40, 36.67", .scale: "3,2", .format: "SVG", .assetCatalog: "true",
        .catalogName: "Activity",
      ]), formats: Self.writable)
    #expect(request.presets.map(\.name) == ["size-40", "size-36.67"])
    #expect(request.scales == [.x2, .x3])
    #expect(request.catalog == "Activity.xcassets")
    let paths = try request.plan(folder: "App").images.map(\.path)
    #expect(paths.first == "App/Activity.xcassets/size-40.imageset/size-40.svg")
  }

  @Test(arguments: [
    (RequestFields([.preset: "huge"]), RequestField.preset, "unknown preset 'huge' (known: "),
    (RequestFields([.preset: "sqaure-64"]), .preset, "did you mean 'square-64'?"),
    (RequestFields([:]), .preset, "no preset: give preset NAME"),
    (RequestFields([.size: "big"]), .size, "size 'big' is not a number of points"),
    (RequestFields([.size: "0"]), .size, "size '0': a side must be at least 0.01"),
    (
      RequestFields([.size: "32,32.0001"]), .size,
      "size '32.0001' would be named size-32, as another size is"
    ),
    (RequestFields([.size: "40", .scale: "1,,2"]), .scale, "scale '1,,2' is not a list of scales"),
    (RequestFields([.size: "40", .scale: "1,4"]), .scale, "scale '1,4': 4 is not supported"),
    (RequestFields([.size: "40", .format: "png,"]), .format, "is not a list of formats"),
    (RequestFields([.size: "40", .format: "txt"]), .format, "unknown format 'txt' for export"),
    (RequestFields([.size: "40", .catalogName: "Art"]), .catalogName, "add asset-catalog"),
    (
      RequestFields([.size: "40", .assetCatalog: "true", .catalogName: "a/b"]), .catalogName,
      "catalog-name 'a/b' must be a plain name"
    ),
    (
      RequestFields([.size: "40", .assetCatalog: "true", .format: "png,pdf"]), .assetCatalog,
      "asset-catalog writes one format"
    ),
    (
      RequestFields([.size: "40", .assetCatalog: "true", .format: "gif"]), .format,
      "asset-catalog holds PNG, SVG or PDF image sets, which Xcode reads; format gif is not"
    ),
    (RequestFields([.size: "40", .assetCatalog: "yes"]), .assetCatalog, "asset-catalog"),
  ])
  func badFieldsAreNamed(fields: RequestFields, field: RequestField, message: String) {
    #expect {
      _ = try ExportRequest(fields, formats: Self.writable)
    } throws: { error in
      guard let error = error as? RequestError else { return false }
      return error.field == field && error.description.contains(message)
    }
  }

  /// No raster image over the still budget, and not too many pixels in all; vector images
  /// cost none.
  @Test func theBudgetIsCheckedBeforeAPlanIsDrawn() throws {
    let huge = try ExportRequest(
      RequestFields([.size: "5000", .scale: "3"]), formats: Self.writable)
    #expect {
      _ = try huge.plan(folder: ".")
    } throws: { error in
      (error as? RequestError)?.description.hasPrefix(
        "size-5000@3x.png: a picture of 15000 × 15000 pixels") == true
    }
    let sides = (0..<17).map { String(4000 + Double($0) / 100) }.joined(separator: ",")
    let tooMany = try ExportRequest(
      RequestFields([.size: sides, .scale: "1"]), formats: Self.writable)
    #expect {
      _ = try tooMany.plan(folder: ".")
    } throws: { error in
      let text = (error as? RequestError)?.description ?? ""
      return text.hasPrefix("an export of 17 images is ")
        && text.hasSuffix(
          "pixels to draw; the limit is 268,435,456: export fewer presets, sizes or scales")
    }
    let vectors = try ExportRequest(
      RequestFields([.size: sides, .scale: "1", .format: "svg"]), formats: Self.writable)
    #expect(try vectors.plan(folder: ".").images.count == 17)
  }
}

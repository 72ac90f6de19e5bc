import ActivityRings
import ActivityRingsASCII
import ActivityRingsCairo
import ActivityRingsGIF
import ActivityRingsSVG
import ActivityRingsWebP

extension RendererRegistry {
  /// Every backend this package ships, registered once for every front door — `rings`, the
  /// server, the export plugin (through `rings`) and any program — so that one request gives
  /// one renderer and one set of bytes everywhere. A new backend is one target and one line
  /// here.
  ///
  /// ```swift
  /// let registry = try RendererRegistry.standard()
  /// registry.names  // ["ascii", "cairo", "gif", "svg", "webp"]
  /// ```
  ///
  /// - Parameter cairo: the Cairo backend's options, which change how it works, never its
  ///   bytes but a PDF's date: `rings` dates PDFs by `SOURCE_DATE_EPOCH`
  ///   (`pdfCreationDate`), the server draws each animation on one thread (`workers: 1`).
  /// - Throws: `RendererRegistryError` when two backends claim one name (a build with a
  ///   backend added twice).
  public static func standard(cairo: CairoRenderer.Options = CairoRenderer.Options())
    throws(RendererRegistryError) -> RendererRegistry
  {
    var registry = RendererRegistry()
    try registry.register(.svg)
    try registry.register(.cairo(options: cairo))
    try registry.register(.ascii)
    try registry.register(.gif)
    try registry.register(.webp)
    return registry
  }
}

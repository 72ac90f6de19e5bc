import ActivityRings
import ActivityRingsASCII
import ActivityRingsCairo
import ActivityRingsSVG

/// The renderers the `rings` tool offers. Adding a backend is one `register` line here.
///
/// ```swift
/// let registry = try RendererCatalog.standard()
/// registry.names  // ["ascii", "cairo", "svg"]
/// ```
public enum RendererCatalog {
  /// A registry with every backend this package ships.
  ///
  /// ```swift
  /// let svg = try RendererCatalog.standard().renderer(named: "svg")
  /// ```
  public static func standard() throws -> RendererRegistry {
    var registry = RendererRegistry()
    try registry.register(.svg)
    try registry.register(.cairo)
    try registry.register(.ascii)
    return registry
  }

  /// The registered renderers' names, for completion scripts (empty if registration fails).
  ///
  /// ```swift
  /// RendererCatalog.names  // ["ascii", "cairo", "svg"]
  /// ```
  public static var names: [String] { (try? standard())?.names ?? [] }

  /// Every format the renderers write, by name, for completion scripts and help.
  ///
  /// ```swift
  /// RendererCatalog.formatNames  // ["ansi", "txt", "png", "pdf", "svg"]
  /// ```
  public static var formatNames: [String] {
    (try? standard()).map { BackendOptions.formats(of: $0).map(\.name) } ?? []
  }
}

import ActivityRings

/// Which registered renderer writes a format: the one `--renderer` names, or else the first in
/// the registry that writes it. The format itself comes from ``OutputTarget``.
///
/// ```swift
/// let choice = try OutputChoice(registry: registry, renderer: nil, format: .png)
/// choice.renderer.name  // "cairo"
/// ```
public struct OutputChoice: Sendable {
  /// The renderer.
  public let renderer: RegisteredRenderer
  /// The format it writes.
  public let format: OutputFormat

  /// Finds the renderer for `format`.
  ///
  /// ```swift
  /// try OutputChoice(registry: registry, renderer: "svg", format: .svg)
  /// ```
  ///
  /// - Throws: a usage ``CLIError`` for an unknown renderer, or one that does not write
  ///   `format`.
  public init(registry: RendererRegistry, renderer name: String?, format: OutputFormat)
    throws(CLIError)
  {
    self.format = format
    guard let name else {
      guard let renderer = registry.renderers.first(where: { $0.formats.contains(format) }) else {
        throw .usage("no renderer writes \(format.name)")
      }
      self.renderer = renderer
      return
    }
    let renderer: RegisteredRenderer
    do {
      renderer = try registry.renderer(named: name)
    } catch {
      throw .usage(error.description)
    }
    guard renderer.formats.contains(format) else {
      throw .usage(
        "renderer \(QuotedText.quoted(renderer.name)) cannot write \(format.name) (it writes: "
          + "\(OutputTarget.list(renderer.formats)))")
    }
    self.renderer = renderer
  }

  /// Renders `drawList` in the chosen format.
  ///
  /// - Throws: a runtime ``CLIError`` naming the renderer when it fails.
  public func render(_ drawList: DrawList) throws(CLIError) -> [UInt8] {
    do {
      return try renderer.render(drawList, as: format)
    } catch {
      throw .runtime("rendering with \(renderer.name) failed: \(error)")
    }
  }
}

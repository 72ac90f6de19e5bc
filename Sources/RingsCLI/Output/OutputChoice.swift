import ActivityRings

/// Which registered renderer writes a format, as a still or as an animation: the one
/// `--renderer` names, or else the first in the registry that writes it. The format itself
/// comes from ``OutputTarget``.
///
/// ```swift
/// let choice = try OutputChoice(registry: registry, renderer: nil, format: .png)
/// choice.renderer.name  // "cairo"
/// ```
package struct OutputChoice: Sendable {
  /// The renderer.
  package let renderer: RegisteredRenderer
  /// The format it writes.
  package let format: OutputFormat

  /// Whether the renderer writes a whole animation rather than a still.
  package let animated: Bool

  /// Finds the renderer for `format`.
  ///
  /// - Throws: a usage ``CLIError`` for an unknown renderer, or one that does not write
  ///   `format` (as an animation, when `animated`).
  package init(
    registry: RendererRegistry, renderer name: String?, format: OutputFormat,
    animated: Bool = false
  ) throws(CLIError) {
    self.format = format
    self.animated = animated
    do {
      renderer = try registry.renderer(writing: format, animated: animated, named: name)
    } catch {
      throw .usage(error.description)
    }
  }

  /// Renders `drawList` in the chosen format.
  ///
  /// - Throws: a runtime ``CLIError`` naming the renderer when it fails.
  package func render(_ drawList: DrawList, options: RenderOptions = RenderOptions())
    throws(CLIError) -> [UInt8]
  {
    do {
      return try renderer.render(drawList, as: format, options: options)
    } catch {
      throw .runtime("rendering with \(renderer.name) failed: \(error)")
    }
  }

  /// Writes `plan` as an animation in the chosen format.
  ///
  /// - Throws: a runtime ``CLIError`` naming the renderer when it fails.
  package func renderAnimation(_ plan: FramePlan, options: RenderOptions = RenderOptions())
    throws(CLIError) -> [UInt8]
  {
    do {
      return try renderer.renderAnimation(plan, as: format, options: options)
    } catch {
      throw .runtime("animating with \(renderer.name) failed: \(error)")
    }
  }
}

import ActivityRings
import ActivityRingsCairo
import ActivityRingsRequests

/// The renderers the server draws with: the backends the `rings` tool registers, with the
/// tool's options (PDFs are not served, so no creation date is needed), so that a URL's bytes
/// are the tool's for the same options; Cairo draws an animation's frames on one thread.
///
/// ```swift
/// let renderers = try ServerRenderers()
/// renderers.stillFormat(forExtension: "png")   // .png, drawn by Cairo
/// let bytes = try renderers.render(scene.drawList(), as: .png)
/// ```
struct ServerRenderers: Sendable {
  /// The file extensions of the still pictures served, in the order the README lists them.
  static let stillExtensions = ["svg", "png", "webp", "gif", "txt"]
  /// The file extensions of the animations served.
  static let animationExtensions = ["png", "webp", "gif", "svg"]

  /// Every backend, registered as `rings` registers them.
  let registry: RendererRegistry

  /// Registers the backends.
  ///
  /// - Throws: ``ServerSetupError/runtime(_:)`` when two backends claim one name (a build of
  ///   the server with a backend added twice).
  init() throws(ServerSetupError) {
    do {
      // One thread an animation, where `rings` takes every core (the same bytes for any
      // count): HeavyWork decides how many are drawn at once, so that one core stays free.
      registry = try RendererRegistry.standard(cairo: CairoRenderer.Options(workers: 1))
    } catch {
      throw .runtime("cannot register the renderers: \(error)")
    }
  }

  /// The still format written to files with `fileExtension`, among ``stillExtensions``, as
  /// `rings render -o x.EXT` chooses it (the request layer's `OutputChoice`).
  func stillFormat(forExtension fileExtension: some StringProtocol) -> OutputFormat? {
    guard Self.stillExtensions.contains(String(fileExtension)) else { return nil }
    return OutputChoice.format(
      named: String(fileExtension), in: OutputChoice.stillFormats(of: registry))
  }

  /// The animation written to files with `fileExtension`, among ``animationExtensions``, and
  /// its renderer, as `rings animate -o x.EXT` chooses them.
  func animation(forExtension fileExtension: String) -> OutputChoice? {
    guard Self.animationExtensions.contains(fileExtension),
      let format = OutputChoice.format(
        named: fileExtension, in: OutputChoice.animatedFormats(of: registry))
    else { return nil }
    return try? OutputChoice(format: format, animated: true, registry: registry)
  }

  /// `Content-Type` for `format`: text is UTF-8.
  static func mediaType(of format: OutputFormat) -> String {
    format.mediaType.hasPrefix("text/") ? format.mediaType + "; charset=utf-8" : format.mediaType
  }

  /// `drawList` in `format`, by the first renderer that writes it (as `rings` chooses).
  ///
  /// - Throws: a 500 ``RequestProblem`` naming the renderer when it fails.
  func render(
    _ drawList: DrawList, as format: OutputFormat, options: RenderOptions = RenderOptions()
  ) throws(RequestProblem) -> [UInt8] {
    let renderer: RegisteredRenderer
    do {
      renderer = try registry.renderer(writing: format)
      return try renderer.render(drawList, as: format, options: options)
    } catch {
      throw .internalFailure("rendering \(format.name) failed: \(error)")
    }
  }

  /// `plan` animated in `format`.
  ///
  /// - Throws: a 500 ``RequestProblem`` naming the renderer when it fails.
  func renderAnimation(_ plan: FramePlan, as format: OutputFormat) throws(RequestProblem)
    -> [UInt8]
  {
    do {
      return try registry.renderer(writing: format, animated: true).renderAnimation(
        plan, as: format)
    } catch {
      throw .internalFailure("animating \(format.name) failed: \(error)")
    }
  }
}

import ActivityRings

/// What a request writes, decided once before anything is drawn: the format — named, implied by
/// the output path's extension, or a renderer's default — and, for a picture, the registered
/// renderer that writes it, as a still or as an animation.
///
/// ```swift
/// let format = try OutputChoice.format(named: nil, path: "today.svg", among: [.png, .svg])
/// // svg
/// let choice = try OutputChoice(format: .png, registry: registry)
/// choice.renderer.name  // "cairo"
/// let bytes = try choice.render(scene.drawList())
/// ```
///
/// A name is a format's name or file extension, in any case (`png`, `PNG`, `ans` for `ansi`),
/// or an alias (``aliases``: `text` for `txt`). Nothing falls back silently: an unknown name, a
/// name and an extension that disagree, a path whose format cannot be told and a renderer that
/// does not write the format are each an ``OutputChoiceError`` naming the field.
public struct OutputChoice: Sendable {
  /// The fields a choice is made from, for messages.
  public enum Field: String, Sendable, Hashable, CaseIterable {
    /// The format's name.
    case format
    /// The output path.
    case output
    /// The renderer's name.
    case renderer
  }

  /// Other names of formats, each for one format's name: `text` for `txt`.
  public static let aliases = ["text": "txt"]

  /// The format written.
  public let format: OutputFormat
  /// Whether a whole animation is written rather than a still.
  public let isAnimated: Bool
  #if !hasFeature(Embedded)
    /// The renderer that writes it.
    public let renderer: RegisteredRenderer

    /// The renderer in `registry` that writes `format` (as an animation, when `animated`): the
    /// one named `renderer`, else the first that does.
    ///
    /// - Throws: ``OutputChoiceError/renderer(_:)`` for an unknown renderer (with the nearest
    ///   name), one that does not write the format, or a format no renderer writes.
    public init(
      format: OutputFormat, animated: Bool = false, renderer name: String? = nil,
      registry: RendererRegistry
    ) throws(OutputChoiceError) {
      self.format = format
      isAnimated = animated
      do {
        renderer = try registry.renderer(writing: format, animated: animated, named: name)
      } catch {
        throw .renderer(error)
      }
    }

    /// Draws `drawList` as a still in the format.
    ///
    /// - Throws: the renderer's error.
    public func render(_ drawList: DrawList, options: RenderOptions = RenderOptions()) throws
      -> [UInt8]
    {
      try renderer.render(drawList, as: format, options: options)
    }

    /// Draws `scene` as a still in the format, the scene as drawn in it
    /// (`RingScene.drawn(as:)`: an SVG or PDF decides its glyphs as a vector),
    /// so that no caller has to remember that step.
    ///
    /// ```swift
    /// let bytes = try choice.render(scene)
    /// ```
    ///
    /// - Throws: the scene's or the renderer's error.
    public func render(_ scene: RingScene, options: RenderOptions = RenderOptions()) throws
      -> [UInt8]
    {
      try render(scene.drawn(as: format).drawList(), options: options)
    }

    /// Writes `plan` as an animation in the format.
    ///
    /// - Throws: the renderer's error.
    public func renderAnimation(_ plan: FramePlan, options: RenderOptions = RenderOptions())
      throws -> [UInt8]
    {
      try renderer.renderAnimation(plan, as: format, options: options)
    }

    /// Every still format `registry`'s renderers write, each once: images first (png, pdf,
    /// svg), then text (txt, ansi, ansi256), then any other in registry order.
    public static func stillFormats(of registry: RendererRegistry) -> [OutputFormat] {
      ordered(registry.renderers.flatMap(\.stillFormats))
    }

    /// Every format `registry`'s renderers animate, each once, in the order of
    /// ``stillFormats(of:)``.
    public static func animatedFormats(of registry: RendererRegistry) -> [OutputFormat] {
      ordered(registry.renderers.flatMap(\.animatedFormats))
    }

    private static func ordered(_ all: [OutputFormat]) -> [OutputFormat] {
      var formats: [OutputFormat] = []
      for format in all where !formats.contains(format) { formats.append(format) }
      let preferred = ["png", "pdf", "svg", "txt", "ansi", "ansi256"]
      return formats.enumerated().sorted { lhs, rhs in
        let left = preferred.firstIndex(of: lhs.element.name) ?? preferred.count + lhs.offset
        let right = preferred.firstIndex(of: rhs.element.name) ?? preferred.count + rhs.offset
        return left < right
      }.map(\.element)
    }
  #endif

  /// The format a request names, among `formats`: `name` (a name, an extension or an alias, in
  /// any case), else the extension of `path`'s last component, else `fallback`; nil when none
  /// of them names one and there is no path (standard output, whose format the caller decides).
  ///
  /// - Throws: ``OutputChoiceError/unknownFormat(_:)`` for a name that is none of them;
  ///   ``OutputChoiceError/mismatch(format:path:implied:)`` when the name and the path's
  ///   extension name different formats; ``OutputChoiceError/cannotTell(path:formats:)`` for a
  ///   path whose format cannot be told and no fallback.
  public static func format(
    named name: String?, path: String?, among formats: [OutputFormat],
    fallback: OutputFormat? = nil
  ) throws(OutputChoiceError) -> OutputFormat? {
    var chosen: OutputFormat?
    if let name {
      guard let named = format(named: name, in: formats) else {
        throw .unknownFormat(UnknownNameError(name: name, known: formats.map { $0.name }))
      }
      chosen = named
    }
    guard let path else { return chosen ?? fallback }
    let implied = fileExtension(of: path).flatMap { format(named: $0, in: formats) }
    if let chosen, let implied, chosen != implied {
      throw .mismatch(format: chosen, path: path, implied: implied)
    }
    guard let result = chosen ?? implied ?? fallback else {
      throw .cannotTell(path: path, formats: formats)
    }
    return result
  }

  /// The format `name` names in `formats`: a name, then an extension, then an alias.
  public static func format(named name: String, in formats: [OutputFormat]) -> OutputFormat? {
    let wanted = lowercased(name)
    return formats.first { $0.name == wanted } ?? formats.first { $0.fileExtension == wanted }
      ?? aliases[wanted].flatMap { alias in formats.first { $0.name == alias } }
  }

  /// The lower-cased extension of a path's last component, or nil when it has none (a name
  /// that starts with its only dot, such as `.png`, has none).
  ///
  /// ```swift
  /// OutputChoice.fileExtension(of: "out/Today.PNG")  // "png"
  /// OutputChoice.fileExtension(of: ".png")           // nil
  /// ```
  public static func fileExtension(of path: String) -> String? {
    let name = path.split(separator: "/").last ?? ""
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
    let ext = name[name.index(after: dot)...]
    return ext.isEmpty ? nil : lowercased(ext)
  }

  /// `text` with ASCII capitals made small (no Unicode tables needed).
  private static func lowercased(_ text: some StringProtocol) -> String {
    String(decoding: text.utf8.map { (65...90).contains($0) ? $0 + 32 : $0 }, as: UTF8.self)
  }
}

#if !hasFeature(Embedded)
  /// Renderers by name, so that a command line or a configuration file can choose one with a
  /// string. A value: build one, register what you link, pass it around.
  ///
  /// ```swift
  /// var registry = RendererRegistry()
  /// try registry.register(.svg)
  /// try registry.register(.ascii)
  /// registry.names                       // ["ascii", "svg"]
  /// let svg = try registry.renderer(named: "svg")
  /// let bytes = try svg.render(scene.drawList())
  /// ```
  ///
  /// Adding a backend is one new target that offers a ``RegisteredRenderer``, plus one
  /// `register` line where the registry is built.
  public struct RendererRegistry: Sendable {
    private var entries: [String: RegisteredRenderer] = [:]

    /// Creates an empty registry.
    public init() {}

    /// Adds a renderer under its name.
    ///
    /// - Throws: ``RendererRegistryError/duplicateName(_:)`` when the name is taken, and
    ///   ``RendererRegistryError/invalidName(_:)`` unless the name is non-empty lower-case ASCII
    ///   letters, digits and `-`.
    public mutating func register(_ renderer: RegisteredRenderer) throws(RendererRegistryError) {
      let allowed = renderer.name.utf8.allSatisfy {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0)
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: "-")
      }
      guard allowed, !renderer.name.isEmpty else { throw .invalidName(renderer.name) }
      guard entries[renderer.name] == nil else { throw .duplicateName(renderer.name) }
      entries[renderer.name] = renderer
    }

    /// The registered names, sorted.
    public var names: [String] { entries.keys.sorted() }

    /// The registered renderers, sorted by name.
    public var renderers: [RegisteredRenderer] { names.compactMap { entries[$0] } }

    /// The renderer registered under `name` (case-insensitive).
    ///
    /// - Throws: ``RendererRegistryError/unknownName(_:known:)``, which lists the known names.
    public func renderer(named name: String) throws(RendererRegistryError) -> RegisteredRenderer {
      guard let entry = entries[name.lowercased()] else {
        throw .unknownName(name, known: names)
      }
      return entry
    }

    /// The first renderer that writes a file extension, for choosing a backend from an output
    /// path; renderers are tried in name order.
    ///
    /// - Throws: ``RendererRegistryError/noRendererForExtension(_:known:)``.
    public func renderer(forExtension fileExtension: String) throws(RendererRegistryError)
      -> RegisteredRenderer
    {
      let wanted = fileExtension.lowercased()
      guard
        let entry = renderers.first(where: {
          $0.stillFormats.contains { $0.fileExtension == wanted }
        })
      else {
        throw .noRendererForExtension(
          fileExtension,
          known: Array(Set(renderers.flatMap { $0.stillFormats.map(\.fileExtension) })).sorted())
      }
      return entry
    }

    /// The renderer to write `format` with: the one named `name` when given, else the first in
    /// name order that writes it, as a still or (with `animated`) as an animation. This is how a
    /// caller that knows only the format finds a backend.
    ///
    /// ```swift
    /// let png = try registry.renderer(writing: .png)                      // stills
    /// let apng = try registry.renderer(writing: .png, animated: true)     // animations
    /// let text = try registry.renderer(writing: .text, named: "my-text")  // a chosen backend
    /// ```
    ///
    /// - Throws: ``RendererRegistryError/unknownName(_:known:)`` for an unknown `name`;
    ///   ``RendererRegistryError/unsupportedFormat(renderer:format:supported:)`` when the named
    ///   renderer does not write the format; ``RendererRegistryError/noRendererForFormat(_:animated:known:)``
    ///   when no renderer does.
    public func renderer(
      writing format: OutputFormat, animated: Bool = false, named name: String? = nil
    )
      throws(RendererRegistryError) -> RegisteredRenderer
    {
      func formats(of renderer: RegisteredRenderer) -> [OutputFormat] {
        animated ? renderer.animatedFormats : renderer.stillFormats
      }
      if let name {
        let entry = try renderer(named: name)
        guard formats(of: entry).contains(format) else {
          let kind = animated ? "animated " : ""
          throw .unsupportedFormat(
            renderer: entry.name, format: kind + format.name,
            supported: formats(of: entry).map { kind + $0.name })
        }
        return entry
      }
      guard let entry = renderers.first(where: { formats(of: $0).contains(format) }) else {
        var known: [String] = []
        for candidate in renderers.flatMap(formats(of:)) where !known.contains(candidate.name) {
          known.append(candidate.name)
        }
        throw .noRendererForFormat(format.name, animated: animated, known: known)
      }
      return entry
    }
  }
#endif

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
    ///
    /// ```swift
    /// var registry = RendererRegistry()
    /// ```
    public init() {}

    /// Adds a renderer under its name.
    ///
    /// ```swift
    /// try registry.register(.cairo)
    /// ```
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
    ///
    /// ```swift
    /// registry.names  // ["ascii", "cairo", "svg"]
    /// ```
    public var names: [String] { entries.keys.sorted() }

    /// The registered renderers, sorted by name.
    ///
    /// ```swift
    /// for renderer in registry.renderers { print(renderer.name, renderer.formats) }
    /// ```
    public var renderers: [RegisteredRenderer] { names.compactMap { entries[$0] } }

    /// The renderer registered under `name` (case-insensitive).
    ///
    /// ```swift
    /// let ascii = try registry.renderer(named: "ascii")
    /// ```
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
    /// ```swift
    /// try registry.renderer(forExtension: "png").name  // "cairo"
    /// ```
    ///
    /// - Throws: ``RendererRegistryError/noRendererForExtension(_:known:)``.
    public func renderer(forExtension fileExtension: String) throws(RendererRegistryError)
      -> RegisteredRenderer
    {
      let wanted = fileExtension.lowercased()
      guard
        let entry = renderers.first(where: { $0.formats.contains { $0.fileExtension == wanted } })
      else {
        throw .noRendererForExtension(
          fileExtension,
          known: Array(Set(renderers.flatMap { $0.formats.map { $0.fileExtension } })).sorted())
      }
      return entry
    }
  }
#endif

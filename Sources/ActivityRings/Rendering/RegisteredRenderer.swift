#if !hasFeature(Embedded)
  /// A renderer as the ``RendererRegistry`` holds it: a name, the formats it writes, and a function
  /// from a draw list and a format to bytes.
  ///
  /// ```swift
  /// let roles = RegisteredRenderer(
  ///   name: "roles", summary: "one line per shape", formats: [.text]
  /// ) { drawList, _ in
  ///   Array(drawList.items.map(\.role.description).joined(separator: "\n").utf8)
  /// }
  /// ```
  ///
  /// Each backend module offers one of these (`RegisteredRenderer.svg`, `.cairo`, `.ascii`).
  public struct RegisteredRenderer: Sendable {
    /// The name users choose it by: lower-case, no spaces.
    public let name: String
    /// One line saying what it produces.
    public let summary: String
    /// The formats it can write; the first is its default.
    public let formats: [OutputFormat]
    private let draw: @Sendable (DrawList, OutputFormat) throws -> [UInt8]

    /// Creates an entry; `formats` must not be empty.
    ///
    /// ```swift
    /// let entry = RegisteredRenderer(name: "null", summary: "nothing", formats: [.text]) { _, _ in [] }
    /// ```
    public init(
      name: String, summary: String, formats: [OutputFormat],
      render: @escaping @Sendable (DrawList, OutputFormat) throws -> [UInt8]
    ) {
      precondition(!formats.isEmpty, "a renderer must produce at least one format")
      self.name = name
      self.summary = summary
      self.formats = formats
      self.draw = render
    }

    /// The format used when none is asked for.
    ///
    /// ```swift
    /// registry.renderer(named: "cairo").defaultFormat  // png
    /// ```
    public var defaultFormat: OutputFormat { formats[0] }

    /// Looks up one of this renderer's formats by name or file extension.
    ///
    /// ```swift
    /// try entry.format(named: "pdf")
    /// ```
    ///
    /// - Throws: ``RendererRegistryError/unsupportedFormat(renderer:format:supported:)``.
    public func format(named name: String) throws(RendererRegistryError) -> OutputFormat {
      let wanted = name.lowercased()
      guard let format = formats.first(where: { $0.name == wanted || $0.fileExtension == wanted })
      else {
        throw .unsupportedFormat(
          renderer: self.name, format: name, supported: formats.map { $0.name })
      }
      return format
    }

    /// Renders a draw list in one of this renderer's formats (the default when nil).
    ///
    /// ```swift
    /// let bytes = try entry.render(drawList, as: .svg)
    /// ```
    ///
    /// - Throws: ``RendererRegistryError/unsupportedFormat(renderer:format:supported:)`` for a
    ///   format it does not write, or the backend's own error.
    public func render(_ drawList: DrawList, as format: OutputFormat? = nil) throws -> [UInt8] {
      let chosen = format ?? defaultFormat
      guard formats.contains(chosen) else {
        throw RendererRegistryError.unsupportedFormat(
          renderer: name, format: chosen.name, supported: formats.map { $0.name })
      }
      return try draw(drawList, chosen)
    }
  }
#endif

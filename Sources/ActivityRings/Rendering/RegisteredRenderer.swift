#if !hasFeature(Embedded)
  /// A renderer as the ``RendererRegistry`` holds it: a name, the still and animated formats it
  /// writes, and how to make the ``RingRenderer`` (or ``AnimatedRingRenderer``) that writes each.
  ///
  /// ```swift
  /// struct RoleListRenderer: AnimatedRingRenderer {
  ///   func render(_ drawList: DrawList) -> String {
  ///     drawList.items.map(\.role.description).joined(separator: "\n")
  ///   }
  ///   func renderAnimation(_ plan: FramePlan) -> String { "\(plan.frameCount) frames" }
  /// }
  ///
  /// let roles = RegisteredRenderer(
  ///   name: "roles", summary: "one line per shape", stillFormats: [.text],
  ///   animatedFormats: [.text]
  /// ) { format, options in
  ///   RoleListRenderer()
  /// }
  /// ```
  ///
  /// Each backend module offers one of these (`RegisteredRenderer.svg`, `.cairo`, `.ascii`,
  /// `.gif`); a backend of your own is one more, registered with one line. A renderer that
  /// conforms to ``AnimatedRingRenderer`` animates the formats listed as animated, with no
  /// more code. Callers choose by format and never need to know which backend answers.
  public struct RegisteredRenderer: Sendable {
    /// The name users choose it by: lower-case, no spaces.
    public let name: String
    /// One line saying what it produces.
    public let summary: String
    /// The formats it writes a still picture in; the first is its default.
    public let stillFormats: [OutputFormat]
    /// The formats it writes a whole animation in (APNG, animated SVG, …); may be empty.
    public let animatedFormats: [OutputFormat]
    private let draw: @Sendable (DrawList, OutputFormat, RenderOptions) throws -> [UInt8]
    private let animate: (@Sendable (FramePlan, OutputFormat, RenderOptions) throws -> [UInt8])?
    private let frameRateLimit: @Sendable (OutputFormat) -> Int?

    /// An entry for a renderer of stills: `renderer` makes the ``RingRenderer`` that writes a
    /// format with the caller's options, and is called only with one of `stillFormats`.
    ///
    /// ```swift
    /// let roles = RegisteredRenderer(
    ///   name: "roles", summary: "one line per shape", stillFormats: [.text]
    /// ) { _, _ in RoleListRenderer() }
    /// ```
    ///
    /// - Precondition: `stillFormats` is not empty.
    public init<Renderer: RingRenderer>(
      name: String, summary: String, stillFormats: [OutputFormat],
      renderer: @escaping @Sendable (OutputFormat, RenderOptions) throws -> Renderer
    ) where Renderer.Output: RenderedOutput {
      precondition(!stillFormats.isEmpty, "a renderer must produce at least one format")
      self.name = name
      self.summary = summary
      self.stillFormats = stillFormats
      self.animatedFormats = []
      self.draw = { drawList, format, options in
        try renderer(format, options).render(drawList).renderedBytes
      }
      self.animate = nil
      self.frameRateLimit = { _ in nil }
    }

    /// An entry for a renderer of stills and animations: `renderer` makes the
    /// ``AnimatedRingRenderer`` that writes a format with the caller's options, and is called
    /// only with one of `stillFormats` (for ``render(_:as:options:)``) or of `animatedFormats`
    /// (for ``renderAnimation(_:as:options:)``). Its
    /// ``AnimatedRingRenderer/maximumFramesPerSecond`` is the format's fastest frame rate.
    ///
    /// ```swift
    /// let roles = RegisteredRenderer(
    ///   name: "roles", summary: "one line per shape", stillFormats: [.text],
    ///   animatedFormats: [.text]
    /// ) { _, _ in RoleListRenderer() }
    /// ```
    ///
    /// - Precondition: neither `stillFormats` nor `animatedFormats` is empty.
    public init<Renderer: AnimatedRingRenderer>(
      name: String, summary: String, stillFormats: [OutputFormat],
      animatedFormats: [OutputFormat],
      renderer: @escaping @Sendable (OutputFormat, RenderOptions) throws -> Renderer
    ) where Renderer.Output: RenderedOutput {
      precondition(!stillFormats.isEmpty, "a renderer must produce at least one format")
      precondition(!animatedFormats.isEmpty, "an animated renderer must animate a format")
      self.name = name
      self.summary = summary
      self.stillFormats = stillFormats
      self.animatedFormats = animatedFormats
      self.draw = { drawList, format, options in
        try renderer(format, options).render(drawList).renderedBytes
      }
      self.animate = { plan, format, options in
        let animator = try renderer(format, options)
        // Refused before anything is drawn.
        if plan.frameCount > 1, let maximum = animator.maximumFramesPerSecond,
          plan.framesPerSecond > maximum
        {
          throw RendererRegistryError.frameRateTooHigh(
            renderer: name, format: format.name, framesPerSecond: plan.framesPerSecond,
            maximum: maximum)
        }
        return try animator.renderAnimation(plan).renderedBytes
      }
      self.frameRateLimit = { format in
        (try? renderer(format, RenderOptions()))?.maximumFramesPerSecond
      }
    }

    /// The format used when none is asked for: the first still format.
    public var defaultFormat: OutputFormat { stillFormats[0] }

    /// Looks up one of this renderer's still formats by name or file extension.
    ///
    /// - Throws: ``RendererRegistryError/unsupportedFormat(renderer:format:supported:)``.
    public func format(named name: String) throws(RendererRegistryError) -> OutputFormat {
      let wanted = name.lowercased()
      guard
        let format = stillFormats.first(where: { $0.name == wanted || $0.fileExtension == wanted })
      else {
        throw .unsupportedFormat(
          renderer: self.name, format: name, supported: stillFormats.map(\.name))
      }
      return format
    }

    /// Renders a draw list in one of this renderer's still formats (the default when nil).
    ///
    /// - Throws: ``RendererRegistryError/unsupportedFormat(renderer:format:supported:)`` for a
    ///   format it does not write, or the backend's own error.
    public func render(
      _ drawList: DrawList, as format: OutputFormat? = nil, options: RenderOptions = RenderOptions()
    ) throws -> [UInt8] {
      let chosen = format ?? defaultFormat
      guard stillFormats.contains(chosen) else {
        throw RendererRegistryError.unsupportedFormat(
          renderer: name, format: chosen.name, supported: stillFormats.map(\.name))
      }
      return try draw(drawList, chosen, options)
    }

    /// The fastest frame rate `format` plays at as this renderer's animation, or nil when it
    /// takes any frame plan (GIF's is 50): the ``AnimatedRingRenderer/maximumFramesPerSecond``
    /// of the renderer made for `format` with the default ``RenderOptions``.
    public func maximumFramesPerSecond(animating format: OutputFormat) -> Int? {
      animatedFormats.contains(format) ? frameRateLimit(format) : nil
    }

    /// Writes a whole animation in one of this renderer's animated formats.
    ///
    /// - Throws: ``RendererRegistryError/unsupportedFormat(renderer:format:supported:)`` for a
    ///   format it does not animate,
    ///   ``RendererRegistryError/frameRateTooHigh(renderer:format:framesPerSecond:maximum:)``
    ///   for a plan of more than one frame faster than the renderer made for `format` and
    ///   `options` plays, before anything is drawn, or the backend's own error.
    /// - Complexity: O(frames × the cost of one frame); backends hold as few frames' pixels as
    ///   their format allows.
    public func renderAnimation(
      _ plan: FramePlan, as format: OutputFormat, options: RenderOptions = RenderOptions()
    ) throws -> [UInt8] {
      guard let animate, animatedFormats.contains(format) else {
        throw RendererRegistryError.unsupportedFormat(
          renderer: name, format: "animated \(format.name)",
          supported: animatedFormats.map { "animated \($0.name)" })
      }
      return try animate(plan, format, options)
    }
  }
#endif

#if !hasFeature(Embedded)
  /// A renderer as the ``RendererRegistry`` holds it: a name, the still and animated formats it
  /// writes, and two functions: a draw list to bytes, and a ``FramePlan`` to bytes.
  ///
  /// ```swift
  /// let roles = RegisteredRenderer(
  ///   name: "roles", summary: "one line per shape", stillFormats: [.text],
  ///   animatedFormats: [.text]
  /// ) { drawList, format, options in
  ///   Array(drawList.items.map(\.role.description).joined(separator: "\n").utf8)
  /// } animate: { plan, format, options in
  ///   Array(plan.drawLists.map { "\($0.items.count) shapes" }.joined(separator: "\n").utf8)
  /// }
  /// ```
  ///
  /// Each backend module offers one of these (`RegisteredRenderer.svg`, `.cairo`, `.ascii`); a
  /// backend of your own is one more, registered with one line. Callers choose by format and
  /// never need to know which backend answers.
  public struct RegisteredRenderer: Sendable {
    /// The name users choose it by: lower-case, no spaces.
    public let name: String
    /// One line saying what it produces.
    public let summary: String
    /// The formats it writes a still picture in; the first is its default.
    public let stillFormats: [OutputFormat]
    /// The formats it writes a whole animation in (APNG, animated SVG, …); may be empty.
    public let animatedFormats: [OutputFormat]
    /// The fastest frame rate each animated format plays at, for those that have one (GIF's
    /// delays are whole hundredths of a second); a format not listed takes any plan.
    private let frameRateLimits: [OutputFormat: Int]
    private let draw: @Sendable (DrawList, OutputFormat, RenderOptions) throws -> [UInt8]
    private let animate: (@Sendable (FramePlan, OutputFormat, RenderOptions) throws -> [UInt8])?

    /// Creates an entry. `render` is called only with one of `stillFormats`, `animate` only with
    /// one of `animatedFormats`.
    ///
    /// ```swift
    /// let null = RegisteredRenderer(name: "null", summary: "nothing", stillFormats: [.text]) {
    ///   _, _, _ in []
    /// }
    /// ```
    ///
    /// `maximumFramesPerSecond` gives the fastest frame rate of each animated format that has
    /// one (GIF: 50): ``renderAnimation(_:as:options:)`` refuses a faster plan before `animate`
    /// is called, and callers can check with ``maximumFramesPerSecond(animating:)`` first.
    ///
    /// - Precondition: `stillFormats` is not empty, and `animate` is given exactly when
    ///   `animatedFormats` is not empty.
    public init(
      name: String, summary: String, stillFormats: [OutputFormat],
      animatedFormats: [OutputFormat] = [], maximumFramesPerSecond: [OutputFormat: Int] = [:],
      render: @escaping @Sendable (DrawList, OutputFormat, RenderOptions) throws -> [UInt8],
      animate: (@Sendable (FramePlan, OutputFormat, RenderOptions) throws -> [UInt8])? = nil
    ) {
      precondition(!stillFormats.isEmpty, "a renderer must produce at least one format")
      precondition(
        animatedFormats.isEmpty == (animate == nil),
        "a renderer animates exactly when it names animated formats")
      self.name = name
      self.summary = summary
      self.stillFormats = stillFormats
      self.animatedFormats = animatedFormats
      self.frameRateLimits = maximumFramesPerSecond
      self.draw = render
      self.animate = animate
    }

    /// Creates a renderer of stills only.
    @available(
      *, deprecated,
      message: "use init(name:summary:stillFormats:render:), whose render also takes RenderOptions"
    )
    public init(
      name: String, summary: String, formats: [OutputFormat],
      render: @escaping @Sendable (DrawList, OutputFormat) throws -> [UInt8]
    ) {
      self.init(name: name, summary: summary, stillFormats: formats) { drawList, format, _ in
        try render(drawList, format)
      }
    }

    /// The still formats.
    @available(*, deprecated, renamed: "stillFormats")
    public var formats: [OutputFormat] { stillFormats }

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
    /// takes any frame plan (GIF's is 50).
    public func maximumFramesPerSecond(animating format: OutputFormat) -> Int? {
      frameRateLimits[format]
    }

    /// Writes a whole animation in one of this renderer's animated formats.
    ///
    /// - Throws: ``RendererRegistryError/unsupportedFormat(renderer:format:supported:)`` for a
    ///   format it does not animate,
    ///   ``RendererRegistryError/frameRateTooHigh(renderer:format:framesPerSecond:maximum:)``
    ///   for a plan of more than one frame faster than ``maximumFramesPerSecond(animating:)``,
    ///   or the backend's own error.
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
      if plan.frameCount > 1, let maximum = frameRateLimits[format],
        plan.framesPerSecond > maximum
      {
        throw RendererRegistryError.frameRateTooHigh(
          renderer: name, format: format.name, framesPerSecond: plan.framesPerSecond,
          maximum: maximum)
      }
      return try animate(plan, format, options)
    }
  }
#endif

import ActivityRings

extension CairoRenderer {
  /// What a ``CairoRenderer`` produces from ``CairoRenderer/render(_:)``.
  ///
  /// ```swift
  /// let options = CairoRenderer.Options(format: .png, compression: .maximum)
  /// ```
  public struct Options: Sendable, Hashable {
    /// The output format of ``CairoRenderer/render(_:)``.
    ///
    /// ```swift
    /// var options = CairoRenderer.Options()
    /// options.format = .pdf
    /// ```
    public var format: Format
    /// How PNG output is compressed; ``PNGCompression/fast`` by default.
    ///
    /// ```swift
    /// var options = CairoRenderer.Options()
    /// options.compression = .maximum
    /// ```
    public var compression: PNGCompression

    /// Creates options; the defaults write quickly compressed PNG.
    ///
    /// ```swift
    /// let pdf = CairoRenderer.Options(format: .pdf)
    /// ```
    public init(format: Format = .png, compression: PNGCompression = .fast) {
      self.format = format
      self.compression = compression
    }
  }
}

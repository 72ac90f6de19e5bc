#if !hasFeature(Embedded)
  /// What a renderer held by a ``RendererRegistry`` produces, as the bytes of a file or stream:
  /// text as UTF-8, binary data as it is. `String` and `[UInt8]` conform; a backend whose
  /// `Output` is another type conforms that type to be registered.
  ///
  /// ```swift
  /// "<svg/>".renderedBytes        // [60, 115, 118, 103, 47, 62]
  /// ```
  public protocol RenderedOutput {
    /// The bytes to write.
    var renderedBytes: [UInt8] { get }
  }

  extension String: RenderedOutput {
    /// The text as UTF-8.
    public var renderedBytes: [UInt8] { Array(utf8) }
  }

  extension Array: RenderedOutput where Element == UInt8 {
    /// The bytes themselves.
    public var renderedBytes: [UInt8] { self }
  }
#endif

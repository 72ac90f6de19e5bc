/// How a scene is drawn, beyond its data and size.
///
/// ```swift
/// var options = RingOptions()
/// options.background = .circle
/// options.look = .flat
/// let scene = try RingScene(summary: summary, options: options)
/// ```
public struct RingOptions: Sendable, Hashable {
  /// The black canvas or a black enclosing circle; ``RingBackground/black`` by default.
  public var background: RingBackground
  /// Apple's gradient (the default) or the flat HIG swatches.
  public var look: RingLook
  /// Whether each ring shows its symbol at 12 o'clock (→, ≫, ↑) where it is thick enough to
  /// read; true by default, as in Apple's views.
  public var showsGlyphs: Bool
  /// A label block beside or below the rings (name and values); nil for rings alone.
  public var label: RingLabel?
  /// What the picture is drawn as: ``OutputFormat/ImageKind/raster`` pixels at the scene's
  /// scale (the default), or a ``OutputFormat/ImageKind/vector`` or
  /// ``OutputFormat/ImageKind/page`` shown at any size, whose glyphs are decided at
  /// ``RingGlyph/nominalVectorScale`` pixels per point (see
  /// ``RingGlyph/isLegible(lineWidth:scale:imageKind:)``). Set it to the format's
  /// ``OutputFormat/imageKind`` before drawing an SVG or PDF.
  public var imageKind: OutputFormat.ImageKind
  /// How the system shows the rings: Apple's colours (``RenderingMode/fullColor``, the
  /// default), a monochrome treatment or the Always-On display's.
  public var mode: RenderingMode
  /// The colour ``RenderingMode/accented`` draws in; ``RenderingMode/defaultTint`` by default.
  /// Other modes do not use it.
  public var tint: RGBColor

  /// Creates options; the defaults draw Apple's gradient rings with their glyphs on a black
  /// canvas, in full colour, as pixels.
  public init(
    background: RingBackground = .black, look: RingLook = .default, showsGlyphs: Bool = true,
    label: RingLabel? = nil, imageKind: OutputFormat.ImageKind = .raster,
    mode: RenderingMode = .fullColor, tint: RGBColor = RenderingMode.defaultTint
  ) {
    self.background = background
    self.look = look
    self.showsGlyphs = showsGlyphs
    self.label = label
    self.imageKind = imageKind
    self.mode = mode
    self.tint = tint
  }
}

#if !hasFeature(Embedded)
  extension RingOptions: Codable {
    private enum CodingKeys: String, CodingKey {
      case background, look, showsGlyphs, label, imageKind, mode, tint
    }

    /// Decodes options; absent keys take their defaults, so `{}` is the default options.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      self.init(
        background: try container.decodeIfPresent(RingBackground.self, forKey: .background)
          ?? .black,
        look: try container.decodeIfPresent(RingLook.self, forKey: .look) ?? .default,
        showsGlyphs: try container.decodeIfPresent(Bool.self, forKey: .showsGlyphs) ?? true,
        label: try container.decodeIfPresent(RingLabel.self, forKey: .label),
        imageKind: try container.decodeIfPresent(OutputFormat.ImageKind.self, forKey: .imageKind)
          ?? .raster,
        mode: try container.decodeIfPresent(RenderingMode.self, forKey: .mode) ?? .fullColor,
        tint: try container.decodeIfPresent(RGBColor.self, forKey: .tint)
          ?? RenderingMode.defaultTint)
    }
  }
#endif

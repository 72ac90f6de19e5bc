import ActivityRings

/// Where to look for a ring's colour in a rendered scene, and what to expect there.
///
/// Every sample lies on the ring's centre line (the middle of the band, as far from its
/// antialiased edges as possible) and clear of the two things drawn over a ring's colour: the
/// glyph at 12 o'clock and the tip's shadow ahead of the tip past 100%.
///
/// - ``value(of:in:)``: where the ring shows its value: the track without data, the zero dot,
///   the middle of an arc below 100%, and a quarter lap behind the tip past 100%.
/// - ``track(of:in:)``: the middle of the visible track below 100%, when there is room.
///
/// In the gradient look the expected colour is the gradient's at that place.
///
/// ```swift
/// for ring in scene.layout().rings {
///   let sample = RingSample.value(of: ring, in: scene)
///   let found = sample.pixel(in: image, scale: scene.scale)
/// }
/// ```
public struct RingSample: Sendable, Hashable, CustomStringConvertible {
  /// The ring sampled.
  public let kind: RingKind
  /// The angle, radians clockwise from 12 o'clock.
  public let angle: Double
  /// The sampled point, in points: on the ring's centre line at ``angle``.
  public let point: Point
  /// The colour expected there.
  public let color: RGBColor
  /// Levels (0…255) any channel may differ from ``color``.
  public let tolerance: Int
  /// Where the sample is, in words, for failure messages.
  public let place: String

  /// How far (along the centre line, in line widths) a sample keeps from 12 o'clock when the
  /// ring shows its glyph: the widest glyph (Exercise's ≫) reaches 0.315 line widths.
  public static let glyphClearance = 0.36

  /// The ring's colour from Apple's Human Interface Guidelines, written out here rather than
  /// taken from the library, so a changed library colour fails the pixel tests.
  public static func higColor(of kind: RingKind) -> RGBColor {
    switch kind {
    case .move: RGBColor(red: 250, green: 17, blue: 79)
    case .exercise: RGBColor(red: 166, green: 255, blue: 0)
    case .stand: RGBColor(red: 0, green: 255, blue: 246)
    }
  }

  /// The track's colour worked out here, not taken from the library: the gradient's start
  /// colour (Apple's, measured: Move (210, 19, 49), Exercise (63, 212, 0), Stand (0, 186, 225))
  /// at 15% on black, MKRingProgressView's rule.
  public static func trackColor(of kind: RingKind) -> RGBColor {
    let start: (Double, Double, Double) =
      switch kind {
      case .move: (210, 19, 49)
      case .exercise: (63, 212, 0)
      case .stand: (0, 186, 225)
      }
    func level(_ channel: Double) -> UInt8 { UInt8((channel * 0.15).rounded()) }
    return RGBColor(red: level(start.0), green: level(start.1), blue: level(start.2))
  }

  /// `Move at the middle of the arc`.
  public var description: String { "\(kind.name) at \(place)" }

  /// Whether `ring` of `scene` shows its glyph at 12 o'clock.
  public static func showsGlyph(_ ring: RingGeometry, in scene: RingScene) -> Bool {
    scene.options.showsGlyphs
      && RingGlyph.isLegible(
        lineWidth: ring.lineWidth, scale: scene.scale, imageKind: scene.options.imageKind)
  }

  /// Whether the centre-line point at `angle` lies where `ring`'s glyph could be.
  public static func isNearGlyph(_ angle: Double, ring: RingGeometry, in scene: RingScene) -> Bool {
    guard showsGlyph(ring, in: scene) else { return false }
    var turned = angle.truncatingRemainder(dividingBy: RingAngle.fullTurn)
    if turned < 0 { turned += RingAngle.fullTurn }
    let fromTwelve = min(turned, RingAngle.fullTurn - turned) * ring.radius
    return fromTwelve < glyphClearance * ring.lineWidth
  }

  /// Where `ring` shows its value in `scene`, and the colour expected there.
  public static func value(of ring: RingGeometry, in scene: RingScene) -> RingSample {
    let kind = ring.kind
    let flat = scene.options.look == .flat
    let clearance = glyphClearance * ring.lineWidth / ring.radius
    func sample(_ angle: Double, _ color: RGBColor, _ place: String) -> RingSample {
      RingSample(kind: kind, ring: ring, scene: scene, angle: angle, color: color, place: place)
    }
    guard let progress = scene.progress[kind] else {
      return RingSample(
        kind: kind, ring: ring, scene: scene, angle: .pi, color: trackColor(of: kind), tolerance: 2,
        place: "6 o'clock (track, no data)")
    }
    if progress == 0 {
      // The dot is centred at 12 o'clock, under the glyph: look a little clockwise of it.
      let angle = showsGlyph(ring, in: scene) ? clearance : 0
      return sample(angle, flat ? higColor(of: kind) : kind.gradientStartColor, "12 o'clock (dot)")
    }
    if progress < 1 {
      let end = ring.arc(progress: progress).endAngle
      var angle = end / 2
      var place = "the middle of the arc"
      if isNearGlyph(angle, ring: ring, in: scene) {
        // A short arc: past the glyph, on the arc or in its round end cap.
        angle = clearance
        place = "the arc, clockwise of the glyph"
      }
      let color =
        flat ? higColor(of: kind) : RingGradient.color(of: kind, at: angle / RingAngle.fullTurn)
      return sample(angle, color, place)
    }
    let tip = ring.arc(progress: progress).tipAngle
    var behind = Double.pi / 2
    var place = "a quarter lap behind the tip"
    if isNearGlyph(tip - behind, ring: ring, in: scene) {
      behind += 2 * clearance
      place = "a little over a quarter lap behind the tip"
    }
    let color =
      flat ? higColor(of: kind) : RingGradient.color(of: kind, at: 1 - behind / RingAngle.fullTurn)
    return sample(tip - behind, color, place)
  }

  /// The middle of `ring`'s visible track below 100%, or nil when the ring has no value (its
  /// ``value(of:in:)`` is the track already) or the visible track is shorter than two line
  /// widths.
  public static func track(of ring: RingGeometry, in scene: RingScene) -> RingSample? {
    guard let progress = scene.progress[ring.kind], progress < 1 else { return nil }
    // The track shows between the arc's end cap and its start cap (the zero dot is a cap too).
    let end = ring.arc(progress: progress).endAngle
    let visible = (RingAngle.fullTurn - end) * ring.radius - ring.lineWidth
    guard visible >= 2 * ring.lineWidth else { return nil }
    return RingSample(
      kind: ring.kind, ring: ring, scene: scene, angle: (end + RingAngle.fullTurn) / 2,
      color: trackColor(of: ring.kind), tolerance: 2, place: "the middle of the track")
  }

  /// Every sample of `scene`: each ring's value and, where it shows, its track.
  public static func all(in scene: RingScene) -> [RingSample] {
    scene.layout().rings.flatMap { ring in
      [value(of: ring, in: scene)] + (track(of: ring, in: scene).map { [$0] } ?? [])
    }
  }

  /// The pixel of `image` (drawn at `scale`) that holds ``point``.
  public func pixel(in image: RGBAImage, scale: RenderScale) -> RGBAImage.Pixel {
    image.pixel(at: point, scale: scale)
  }

  /// The expected colour as an opaque pixel.
  public var expected: RGBAImage.Pixel { .opaque(color) }

  /// Whether `pixel` is the expected colour within ``tolerance``.
  public func matches(_ pixel: RGBAImage.Pixel) -> Bool {
    pixel.maximumChannelDifference(to: expected) <= tolerance
  }

  private init(
    kind: RingKind, ring: RingGeometry, scene: RingScene, angle: Double, color: RGBColor,
    tolerance: Int? = nil, place: String
  ) {
    self.kind = kind
    self.angle = angle
    point = RingAngle.point(at: angle, radius: ring.radius, around: scene.layout().center)
    self.color = color
    // Gradient pieces are a few degrees wide, so their colour is a step away from the exact one.
    self.tolerance = tolerance ?? (scene.options.look == .flat ? 2 : 6)
    self.place = place
  }
}

extension RGBAImage.Pixel {
  /// `color`, fully opaque.
  public static func opaque(_ color: RGBColor) -> RGBAImage.Pixel {
    RGBAImage.Pixel(red: color.red, green: color.green, blue: color.blue, alpha: 255)
  }

  /// The pixel's luma (Rec. 709 weights on the stored sRGB values), 0…255.
  public var luma: Double {
    0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)
  }
}

extension RGBAImage {
  /// The pixel that holds `point` (in points) of a picture drawn at `scale`, clamped to the
  /// image.
  public func pixel(at point: Point, scale: RenderScale) -> Pixel {
    let factor = Double(scale.factor)
    let x = min(max(Int((point.x * factor).rounded(.down)), 0), width - 1)
    let y = min(max(Int((point.y * factor).rounded(.down)), 0), height - 1)
    return self[x, y]
  }
}

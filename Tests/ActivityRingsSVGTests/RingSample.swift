import ActivityRings

/// Where to look for a ring's colour in a rendered scene, and what to expect there: the track
/// without data, the zero dot at 12 o'clock, the middle of an arc below 100%, and a quarter
/// lap behind the tip past 100% (clear of the tip's shadow). In the gradient look the expected
/// colour is the gradient's at that place.
struct RingSample {
  let angle: Double
  let color: RGBColor
  let tolerance: Int
  let place: String

  init(ring: RingGeometry, progress: Double?, look: RingLook) {
    let kind = ring.kind
    let flat = look == .flat
    guard let progress else {
      (angle, color, tolerance, place) = (.pi, kind.trackColor, 3, "6 o'clock (track)")
      return
    }
    if progress == 0 {
      (angle, color, place) = (0, flat ? kind.color : kind.gradientStartColor, "12 o'clock (dot)")
    } else if progress < 1 {
      (angle, place) = (.pi * progress, "the middle of the arc")
      color = flat ? kind.color : RingGradient.color(of: kind, at: 0.5)
    } else {
      (angle, place) = (
        ring.arc(progress: progress).tipAngle - .pi / 2, "a quarter lap behind the tip"
      )
      color = flat ? kind.color : RingGradient.color(of: kind, at: 0.75)
    }
    // Gradient pieces are a few degrees wide, so their colour is a step away from the exact one.
    tolerance = flat ? 3 : 6
  }
}

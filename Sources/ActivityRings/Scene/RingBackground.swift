/// What lies behind the rings.
///
/// ```swift
/// var options = RingOptions()
/// options.background = .circle   // a black disc on a transparent canvas
/// ```
///
/// Apple draws rings on black, always; the circle keeps the black visible around the outermost
/// ring while the rest of the canvas stays transparent (Apple's guidance: enclose the rings in a
/// circle with a corner radius rather than a mask). ``transparent`` draws nothing behind the
/// rings, for a page or a view that puts its own black there (`GuidelineRule/blackBackground`
/// says why it must).
public enum RingBackground: String, Sendable, Hashable, CaseIterable {
  /// The whole canvas is black.
  case black
  /// A black circle enclosing the rings; the canvas outside it is transparent.
  case circle
  /// Nothing behind the rings: the canvas is transparent, between the rings and in their hole
  /// too. Typed `none`.
  case transparent = "none"
}

#if !hasFeature(Embedded)
  extension RingBackground: Codable {}
#endif

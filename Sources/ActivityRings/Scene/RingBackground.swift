/// What lies behind the rings.
///
/// ```swift
/// var options = RingOptions()
/// options.background = .circle   // a black disc on a transparent canvas
/// ```
///
/// Apple draws rings on black, always; the circle keeps the black visible around the outermost
/// ring while the rest of the canvas stays transparent (Apple's guidance: enclose the rings in a
/// circle with a corner radius rather than a mask).
public enum RingBackground: String, Sendable, Hashable, CaseIterable {
  /// The whole canvas is black.
  case black
  /// A black circle enclosing the rings; the canvas outside it is transparent.
  case circle
}

#if !hasFeature(Embedded)
  extension RingBackground: Codable {}
#endif

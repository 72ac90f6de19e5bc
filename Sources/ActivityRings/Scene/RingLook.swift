/// How the rings are coloured.
///
/// ```swift
/// var options = RingOptions()
/// options.look = .gradient
/// ```
///
/// Both looks end every ring's tip in exactly its Human Interface Guidelines colour; the flat
/// look uses nothing else.
public enum RingLook: String, Sendable, Hashable, Codable, CaseIterable {
  /// Each ring in exactly its HIG colour (the default).
  case flat
  /// Apple's watch-face style: a conic gradient along each ring from a deeper shade
  /// (``RingKind/gradientStartColor``) at 12 o'clock to the HIG colour at the tip, seam-free at
  /// 12 o'clock and continuous across laps. See ``RingGradient``.
  case gradient
}

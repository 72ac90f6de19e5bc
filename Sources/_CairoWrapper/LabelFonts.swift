import CCairo
import Synchronization

/// The fonts label text is set in: ``family`` first (Inter, the free face nearest Apple's SF
/// Pro), and for each character it lacks, the first font fontconfig ranks after it that has the
/// character — Noto Sans CJK for Chinese, Japanese and Korean, Noto Color Emoji for emoji — so a
/// character draws as a box only when no installed font has it. Cairo's own text API
/// (`cairo_select_font_face`) sets a whole string in one font, boxes and all.
///
/// ```swift
/// for run in LabelFonts.shared.runs(of: "Ana 🏃 宏", bold: true) {
///   cairo_set_font_face(context, run.face)
///   cairo_show_text(context, run.text)
/// }
/// ```
///
/// Fontconfig's ranking is worked out once per weight and kept for the life of the process, with
/// the Cairo face of each font used so far (at most one per installed font): ranking the ~160
/// fonts here takes about 5 ms, choosing a character's font then a lookup per font tried.
package final class LabelFonts: Sendable {
  /// Inter, with fontconfig's fallbacks.
  package static let shared = LabelFonts(family: "Inter")

  /// A stretch of text set in one font.
  package struct Run {
    /// The Cairo font face, or nil when fontconfig has no fonts at all (then Cairo's own
    /// choice for ``LabelFonts/family`` is used).
    package let face: OpaquePointer?
    /// The text, without the invisible joiners and variation selectors its font lacks.
    package let text: String
  }

  /// The family asked for first.
  package let family: String
  private let ranked: Mutex<[Bool: RankedFonts]> = Mutex([:])

  /// Fonts for `family` and its fallbacks.
  package init(family: String) {
    self.family = family
  }

  /// `text` cut into runs of grapheme clusters set in the same font: each cluster in the first
  /// ranked font that has all its visible characters; an emoji shown as a picture (an emoji by
  /// default, or followed by U+FE0F) in the first colour font that has it; a cluster no font
  /// covers in the first font.
  package func runs(of text: String, bold: Bool) -> [Run] {
    ranked.withLock { cache in
      let fonts: RankedFonts
      if let known = cache[bold] {
        fonts = known
      } else {
        fonts = RankedFonts(family: family, bold: bold)
        cache[bold] = fonts
      }
      var runs: [(font: Int, text: String)] = []
      for cluster in text {
        let index = fonts.font(for: cluster)
        var kept = ""
        for scalar in cluster.unicodeScalars
        where !scalar.properties.isDefaultIgnorableCodePoint || fonts.has(scalar, in: index) {
          kept.unicodeScalars.append(scalar)
        }
        if let last = runs.last, last.font == index {
          runs[runs.count - 1].text += kept
        } else {
          runs.append((index, kept))
        }
      }
      return runs.map { Run(face: fonts.face(at: $0.font), text: $0.text) }
    }
  }
}

/// Fontconfig's ranking of the installed fonts for one family and weight, with each font's
/// character set and, once used, its Cairo face. Kept for the life of the process; only
/// ``LabelFonts`` touches it, under its lock.
private final class RankedFonts {
  private let set: UnsafeMutablePointer<FcFontSet>?
  private let pattern: OpaquePointer?
  private var faces: [Int: OpaquePointer] = [:]

  init(family: String, bold: Bool) {
    let pattern = FcPatternCreate()
    FcPatternAddString(pattern, FC_FAMILY, family)
    FcPatternAddInteger(pattern, FC_WEIGHT, bold ? FC_WEIGHT_BOLD : FC_WEIGHT_REGULAR)
    FcConfigSubstitute(nil, pattern, FcMatchPattern)
    FcDefaultSubstitute(pattern)
    var result = FcResultMatch
    let set = FcFontSort(nil, pattern, FcTrue, nil, &result)
    self.pattern = pattern
    self.set = set.flatMap { $0.pointee.nfont > 0 ? $0 : nil }
  }

  private var count: Int { Int(set?.pointee.nfont ?? 0) }

  private func font(_ index: Int) -> OpaquePointer? {
    guard let set, index < count else { return nil }
    return set.pointee.fonts[index]
  }

  /// Whether the font at `index` has `scalar`.
  func has(_ scalar: Unicode.Scalar, in index: Int) -> Bool {
    var charset: OpaquePointer?
    guard let font = font(index),
      FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) == FcResultMatch
    else { return false }
    return FcCharSetHasChar(charset, scalar.value) != 0
  }

  private func isColor(_ index: Int) -> Bool {
    var color: FcBool = 0
    guard let font = font(index), FcPatternGetBool(font, FC_COLOR, 0, &color) == FcResultMatch
    else { return false }
    return color != 0
  }

  /// The index of the font `cluster` is set in (0 when none has it).
  func font(for cluster: Character) -> Int {
    let scalars = cluster.unicodeScalars
    let visible = scalars.filter { !$0.properties.isDefaultIgnorableCodePoint }
    guard let base = visible.first else { return 0 }
    let asPicture =
      scalars.contains("\u{FE0F}")
      || (base.properties.isEmojiPresentation && !scalars.contains("\u{FE0E}"))
    if asPicture, let index = (0..<count).first(where: { isColor($0) && has(base, in: $0) }) {
      return index
    }
    if let index = (0..<count).first(where: { index in visible.allSatisfy { has($0, in: index) } }
    ) {
      return index
    }
    return (0..<count).first { has(base, in: $0) } ?? 0
  }

  /// The Cairo face of the font at `index`, made the first time it is asked for; nil without
  /// fonts.
  func face(at index: Int) -> OpaquePointer? {
    if let face = faces[index] { return face }
    guard let font = font(index), let prepared = FcFontRenderPrepare(nil, pattern, font) else {
      return nil
    }
    defer { FcPatternDestroy(prepared) }
    guard let face = cairo_ft_font_face_create_for_pattern(prepared),
      cairo_font_face_status(face) == CAIRO_STATUS_SUCCESS
    else { return nil }
    faces[index] = face
    return face
  }
}

/// The known name nearest to a mistyped one, for "did you mean …?" in messages: one rule for
/// every name a user types (subcommands, presets, formats, renderers, options, keys).
///
/// ```swift
/// NameSuggestion.nearest(to: "sqaure-64", among: ["square-32", "square-64"])  // "square-64"
/// NameSuggestion.nearest(to: "rendr", among: ["render", "animate"])          // "render"
/// NameSuggestion.nearest(to: "xyz", among: ["render", "animate"])            // nil
/// ```
///
/// Names are compared without regard to ASCII case. A name is suggested when its edit distance
/// (insertions, deletions, substitutions and swaps of neighbours, each counting 1) is at most
/// 2, or a third of the name's length for longer names; of several, the nearest, then the first
/// in `names`' order.
public enum NameSuggestion {
  /// The name in `names` nearest to `word`, or nil when none is near enough to be meant.
  ///
  /// - Complexity: O(`word.count` × the total length of `names`).
  public static func nearest(to word: some StringProtocol, among names: some Sequence<String>)
    -> String?
  {
    let typed = folded(word)
    guard !typed.isEmpty else { return nil }
    var best: (name: String, distance: Int)?
    for name in names {
      let candidate = folded(name)
      let distance = editDistance(typed, candidate)
      guard distance <= max(2, candidate.count / 3), distance < (best?.distance ?? .max) else {
        continue
      }
      best = (name, distance)
    }
    return best?.name
  }

  /// `text`'s Unicode scalars with ASCII letters in lower case.
  private static func folded(_ text: some StringProtocol) -> [Unicode.Scalar] {
    text.unicodeScalars.map { scalar in
      (65...90).contains(scalar.value) ? Unicode.Scalar(UInt8(scalar.value + 32)) : scalar
    }
  }

  /// The optimal-string-alignment distance between two scalar sequences.
  ///
  /// - Complexity: O(`left.count` × `right.count`) time, O(`right.count`) memory.
  static func editDistance(_ left: [Unicode.Scalar], _ right: [Unicode.Scalar]) -> Int {
    guard !left.isEmpty else { return right.count }
    guard !right.isEmpty else { return left.count }
    var previousRow: [Int] = []
    var row = Array(0...right.count)
    for i in 1...left.count {
      let beforePrevious = previousRow
      previousRow = row
      row = [Int](repeating: 0, count: right.count + 1)
      row[0] = i
      for j in 1...right.count {
        let cost = left[i - 1] == right[j - 1] ? 0 : 1
        var best = min(previousRow[j] + 1, row[j - 1] + 1, previousRow[j - 1] + cost)
        if i > 1, j > 1, left[i - 1] == right[j - 2], left[i - 2] == right[j - 1] {
          best = min(best, beforePrevious[j - 2] + 1)
        }
        row[j] = best
      }
    }
    return row[right.count]
  }
}

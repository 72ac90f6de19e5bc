/// How hard ``PNGEncoder`` works to make the file small.
///
/// ```swift
/// let archive = PNGEncoder(compression: .maximum)
/// ```
///
/// Flat-colour ring art compresses well either way; `.fast` is several times quicker than
/// Cairo's own PNG writer, `.maximum` suits files that are stored (snapshot references,
/// exported assets).
public enum PNGCompression: String, Sendable, Hashable, Codable, CaseIterable {
  /// zlib level 1, no row filtering (filter type 0 on every row): the quickest encode.
  case fast
  /// zlib level 9 on the rows either unfiltered or with an adaptive filter per row (the one with
  /// the smallest sum of absolute differences, as libpng chooses), whichever a quick level-1
  /// trial compresses smaller: the smallest files. Flat ring art usually wins unfiltered,
  /// gradients and photos filtered.
  case maximum
}

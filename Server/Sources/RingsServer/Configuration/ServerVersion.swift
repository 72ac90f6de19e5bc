/// The server's version, printed by `rings-server --version` and part of every `ETag`, so that
/// a new version's drawing is never taken for an old one's in a cache.
///
/// ```swift
/// ServerVersion.current  // "0.4.0"
/// ```
public enum ServerVersion {
  /// The version, the same as the ActivityRings package it is released with.
  public static let current = "0.4.0"
}

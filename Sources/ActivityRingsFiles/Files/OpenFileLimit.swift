import _ActivityRingsPlatform

/// The process's limit of open files (`ulimit -n`). Each staged file keeps its descriptor open
/// (and its lock held) until it is published, so a large set can need more descriptors than
/// the usual soft limit (1,024 on Linux, 256 on macOS) while the hard limit allows many more.
///
/// ```swift
/// if OpenFileLimit.raiseToHardLimit() { /* open again */ }
/// ```
public enum OpenFileLimit {
  /// The soft limit now; 0 when it cannot be read, `Int.max` when it is unlimited.
  public static var current: Int {
    var limit = rlimit()
    guard getrlimit(openFilesResource, &limit) == 0 else { return 0 }
    return Int(clamping: limit.rlim_cur)
  }

  /// Raises the soft limit to the hard limit (on macOS at most `OPEN_MAX`), as Go programs do
  /// at start; true when it went up.
  public static func raiseToHardLimit() -> Bool {
    var limit = rlimit()
    guard getrlimit(openFilesResource, &limit) == 0 else { return false }
    let ceiling = min(limit.rlim_max, openFilesCeiling)
    guard ceiling > limit.rlim_cur else { return false }
    limit.rlim_cur = ceiling
    return setrlimit(openFilesResource, &limit) == 0
  }
}

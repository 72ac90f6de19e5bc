#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's limit of open files (`ulimit -n`). Each staged file keeps its descriptor open
/// (and its lock held) until it is published, so a large set can need more descriptors than
/// the usual soft limit (1,024 on Linux, 256 on macOS) while the hard limit allows many more.
///
/// ```swift
/// if OpenFileLimit.raiseToHardLimit() { /* open again */ }
/// ```
enum OpenFileLimit {
  /// The soft limit now.
  static var current: Int {
    var limit = rlimit()
    guard getrlimit(openFiles, &limit) == 0 else { return 0 }
    return Int(clamping: limit.rlim_cur)
  }

  /// Raises the soft limit to the hard limit (on macOS at most `OPEN_MAX`), as Go programs do
  /// at start; true when it went up.
  static func raiseToHardLimit() -> Bool {
    var limit = rlimit()
    guard getrlimit(openFiles, &limit) == 0 else { return false }
    var ceiling = limit.rlim_max
    #if canImport(Darwin)
      ceiling = min(ceiling, rlim_t(OPEN_MAX))
    #endif
    guard ceiling > limit.rlim_cur else { return false }
    limit.rlim_cur = ceiling
    return setrlimit(openFiles, &limit) == 0
  }
}

#if canImport(Glibc)
  /// `RLIMIT_NOFILE` as `getrlimit` takes it: glibc declares it as an enum case.
  private let openFiles = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
#else
  private let openFiles = RLIMIT_NOFILE
#endif

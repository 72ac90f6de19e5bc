import ActivityRingsFiles

/// How many connections `rings-server` keeps open, from the process's own file limit, so that
/// it never runs out of descriptors: a client past the limit closes the oldest idle or
/// unfinished connection (``ConnectionRegistry``), and a new request is answered.
///
/// ```swift
/// ConnectionLimit.connections(forFileLimit: 1024)  // 480
/// ```
enum ConnectionLimit {
  /// The descriptors kept for the server's own files: the standard streams, the lock, the
  /// database with its journal for the writer and each reader, the listening socket, and each
  /// event loop's epoll, eventfd and timerfd. 23 are open at rest (with two event loops); 64
  /// leave room for GRDB's readers and for fonts and temporary files opened while drawing.
  static let reservedDescriptors = 64

  /// The connections for a limit of `fileLimit` descriptors: (`fileLimit` − 64) ÷ 2, at least
  /// 1. Half, because a connection may hold a second descriptor: an import's temporary file.
  static func connections(forFileLimit fileLimit: Int) -> Int {
    max(1, (fileLimit - reservedDescriptors) / 2)
  }

  /// The process's soft limit of open files (`RLIMIT_NOFILE`), as it is now, at most
  /// 1,048,576 (Linux's own ceiling, `nr_open`), which is also the answer when it is unlimited
  /// or cannot be read.
  static var processFileLimit: Int {
    let ceiling = 1 << 20
    let current = OpenFileLimit.current
    return current > 0 ? min(current, ceiling) : ceiling
  }
}

import _ActivityRingsPlatform

/// A system call that failed, with the C library's `errno` after it; ``SystemReason`` says what
/// it means in the user's words.
///
/// ```swift
/// guard rename(from, to) == 0 else { throw SystemCallError.current }
/// ```
struct SystemCallError: Error, Hashable {
  /// The `errno` value (`ENOSPC`, `EACCES`, …).
  let code: Int32

  /// The error `errno` holds now, after a call that failed.
  static var current: SystemCallError { SystemCallError(code: errno) }
}

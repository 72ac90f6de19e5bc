import _ActivityRingsPlatform

/// The lock that proves a temporary file's writer is alive: an exclusive `flock(2)` lock that
/// the writer takes as soon as it has made the file and holds until the file is renamed into
/// place or removed. The kernel drops it when the writer's descriptor closes, however the
/// writer ends (SIGKILL included), so a lock that can be taken proves the writer gone, in any
/// PID namespace or container that shares the file system's kernel.
///
/// `flock` rather than `fcntl` record locks: a `flock` lock belongs to the open file
/// description, so this process closing some other descriptor of the same file (the sweep
/// opening a candidate, say) never drops a lock it holds, as closing any descriptor drops POSIX
/// record locks; and unlike Linux's open-file-description `fcntl` locks (`F_OFD_SETLK`), it
/// exists on macOS and the BSDs too. On NFS, Linux carries `flock` over as a byte-range lock,
/// so it holds across clients as well.
///
/// ```swift
/// if TemporaryLock.take(descriptor), TemporaryLock.isStill(descriptor, named: name, in: folder) {
///   // this process owns the temporary file `name` until it closes `descriptor`
/// }
/// ```
enum TemporaryLock {
  /// Takes the exclusive lock without waiting: true when it is now held through `descriptor`,
  /// false when another open file description holds it.
  static func take(_ descriptor: Int32) -> Bool {
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EINTR else { return false }
    }
    return true
  }

  /// Whether `name` in the folder open as `folder` still names the file `descriptor` has open
  /// (nobody removed or replaced it meanwhile).
  static func isStill(_ descriptor: Int32, named name: String, in folder: Int32) -> Bool {
    guard let open = FileMetadata(descriptor: descriptor),
      let there = FileMetadata(named: name, in: folder)
    else { return false }
    return FileIdentity(open) == FileIdentity(there)
  }
}

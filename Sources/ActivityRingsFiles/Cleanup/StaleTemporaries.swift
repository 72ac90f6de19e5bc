import ActivityRings
import Synchronization
import _ActivityRingsPlatform

/// Removes the temporary files that a writer killed outright (SIGKILL, a power cut) left
/// behind, and only those that can be proven dead. ``AtomicFileWriter`` and
/// ``AtomicFileSetWriter`` call it before their first write into a folder.
///
/// ```swift
/// StaleTemporaries.removeOnce(in: "out")
/// ```
///
/// A writer holds an exclusive `flock(2)` lock on each of its temporary files
/// (`.<name>.rings-<pid>-XXXXXX`) from the moment it makes one until the file is renamed into
/// place or removed, and the kernel drops the lock however the writer ends. A temporary file is
/// removed only when its lock can be taken, which proves that no process holds it: in this PID
/// namespace or another one, as when containers share a volume. A process id is no such proof
/// (the same number names different processes in different namespaces), so the id in the name
/// is used only to keep more, never to remove: a file whose id names a live process here is
/// left alone even when unlocked.
///
/// Temporary files of earlier versions, which took no lock, have the same names: one is removed
/// when its lock is free (always) and its process id names no process here, the rule those
/// versions kept; a live writer of an earlier version in another PID namespace is not protected.
/// Names without a process id, and anything that is not a regular file, are left alone.
public enum StaleTemporaries {
  /// The folders already cleaned in this run.
  private static let cleaned = Mutex<Set<String>>([])

  /// Removes the stale temporary files in `folder`, the first time it is asked for that folder
  /// in this process. The folder is reached as the writers reach it (``AtomicFileWriter``: a
  /// link on the way is followed only by the shared-folder rule); one that cannot be reached
  /// is left alone.
  ///
  /// - Complexity: one pass over the folder's entries with `readdir(3)`; only names that start
  ///   with a dot become strings, so a folder of many files (`/tmp`) costs little.
  public static func removeOnce(in folder: String) {
    guard let opened = try? OpenedFolder.open(folder) else { return }
    removeOnce(in: opened)
  }

  /// ``removeOnce(in:)-(String)`` for an open folder.
  static func removeOnce(in folder: OpenedFolder) {
    guard cleaned.withLock({ $0.insert(folder.path).inserted }) else { return }
    remove(in: folder)
  }

  /// Removes the stale temporary files in `folder` now, and returns their names.
  ///
  /// ```swift
  /// StaleTemporaries.remove(in: "out")  // [".today.png.rings-4242-a1B2c3"]
  /// ```
  ///
  /// - Complexity: as ``removeOnce(in:)-(String)``, plus an open and a lock attempt per
  ///   candidate.
  @discardableResult
  public static func remove(in folder: String) -> [String] {
    guard let opened = try? OpenedFolder.open(folder) else { return [] }
    return remove(in: opened)
  }

  /// ``remove(in:)-(String)`` for an open folder.
  @discardableResult
  static func remove(in folder: OpenedFolder) -> [String] {
    FolderListing.names(in: folder, startingWith: [UInt8(ascii: ".")]).filter { name in
      guard let pid = TemporaryName.writer(of: name), pid != getpid() else { return false }
      return !isAlive(pid) && removeIfAbandoned(name, in: folder)
    }
  }

  /// Removes the regular file `name` in `folder` if its lock can be taken, holding the lock
  /// while it does; true when it was removed.
  private static func removeIfAbandoned(_ name: String, in folder: OpenedFolder) -> Bool {
    // Without following a link, and without waiting for a FIFO's writer.
    let options = O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC
    guard
      let descriptor =
        (try? FileDescriptorCalls.openFile(name, in: folder.descriptor, O_RDONLY | options))
        ?? (try? FileDescriptorCalls.openFile(name, in: folder.descriptor, O_WRONLY | options))
    else { return false }
    defer { close(descriptor) }
    guard FileIdentity(descriptor: descriptor)?.isRegularFile == true,
      TemporaryLock.take(descriptor),
      TemporaryLock.isStill(descriptor, named: name, in: folder.descriptor)
    else { return false }
    // Unlinked before the lock goes (at the close), so a writer that made this name in the
    // meantime sees its file gone and makes another.
    return PathEncoding.withCString(name) { unlinkat(folder.descriptor, $0, 0) } == 0
  }

  /// Whether a process with this id exists here (a process of another user counts as alive).
  private static func isAlive(_ pid: pid_t) -> Bool {
    kill(pid, 0) == 0 || errno == EPERM
  }
}

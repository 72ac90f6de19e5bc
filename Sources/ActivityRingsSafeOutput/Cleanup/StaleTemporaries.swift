import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Removes the temporary files that a writer killed outright (SIGKILL, a power cut) left
/// behind. Each temporary name carries its writer's process id,
/// `.<name>.rings-<pid>-XXXXXX`; a later write into the same folder removes those whose process
/// is gone, and never one of a live process, this one included. ``AtomicFileWriter`` and
/// ``AtomicFileSetWriter`` call it before their first write into a folder.
///
/// ```swift
/// StaleTemporaries.removeOnce(in: "out")
/// ```
///
/// A process id can be reused: a stale file whose id now belongs to another live process stays
/// until that one ends. Older temporary names without a process id are left alone.
public enum StaleTemporaries {
  /// The folders already cleaned in this run.
  private static let cleaned = Mutex<Set<String>>([])

  /// Removes the stale temporary files in `folder`, the first time it is asked for that folder.
  ///
  /// - Complexity: one pass over the folder's entries with `readdir(3)`; only names that start
  ///   with a dot become strings, so a folder of many files (`/tmp`) costs little.
  public static func removeOnce(in folder: String) {
    guard cleaned.withLock({ $0.insert(folder).inserted }) else { return }
    guard let directory = opendir(folder) else { return }
    defer { closedir(directory) }
    while let entry = readdir(directory) {
      var rawName = entry.pointee.d_name
      let dotted = withUnsafeBytes(of: &rawName) { bytes -> String? in
        guard bytes.first == UInt8(ascii: ".") else { return nil }
        let length = bytes.firstIndex(of: 0) ?? bytes.count
        return String(decoding: bytes[..<length], as: UTF8.self)
      }
      guard let name = dotted, let pid = TemporaryName.writer(of: name), pid != getpid(),
        !isAlive(pid)
      else {
        continue
      }
      let path = folder + "/" + name
      var status = stat()
      // Only plain files; a folder or a link with such a name is not ours.
      guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
      unlink(path)
    }
  }

  /// Whether a process with this id exists (a process of another user counts as alive).
  private static func isAlive(_ pid: pid_t) -> Bool {
    kill(pid, 0) == 0 || errno == EPERM
  }
}

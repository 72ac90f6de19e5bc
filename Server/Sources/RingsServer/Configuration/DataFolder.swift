import ActivityRings
import ActivityRingsFiles
import _ActivityRingsPlatform

/// The server's data folder, created when missing (mode 700, parents included) and locked for
/// the server's lifetime, so that a second server on the same folder stops at once instead of
/// writing beside the first.
///
/// ```swift
/// let folder = try DataFolder(path: "/var/lib/rings")
/// folder.path  // "/var/lib/rings"
/// ```
final class DataFolder: Sendable {
  /// The folder.
  let path: String
  private let lock: Int32

  /// Creates and locks `path`.
  ///
  /// - Throws: ``ServerSetupError/runtime(_:)`` when it cannot be created or another server
  ///   holds it; ``ServerSetupError/usage(_:)`` when it is empty or names a file.
  init(path: String) throws(ServerSetupError) {
    guard !path.isEmpty else { throw .usage("--data needs a folder") }
    // SQLite opens the database by a UTF-8 path: a folder whose name is other bytes (which
    // the arguments keep, see PathEncoding) would put the lock and the database apart.
    guard !path.unicodeScalars.contains(where: { PathEncoding.escapedByte($0) != nil }) else {
      throw .usage(
        "--data \(QuotedText.quoted(path)) is not UTF-8, which the database's path must be: "
          + "give the folder a UTF-8 name")
    }
    var trimmed = path
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
    self.path = trimmed
    try Self.create(trimmed)
    let lockPath = trimmed + "/lock"
    lock = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard lock >= 0 else {
      throw .runtime(
        "cannot open \(QuotedText.quoted(lockPath)): \(SystemReason.text(forCode: errno))")
    }
    guard flock(lock, LOCK_EX | LOCK_NB) == 0 else {
      close(lock)
      throw .runtime(
        "another rings-server is using \(QuotedText.quoted(trimmed)): stop it, or give another "
          + "--data")
    }
    // A lock file an earlier version made with the umask's mode.
    if fchmod(lock, 0o600) != 0 {
      close(lock)
      throw .runtime(
        "cannot make \(QuotedText.quoted(lockPath)) private (mode 600): "
          + SystemReason.text(forCode: errno))
    }
  }

  deinit {
    close(lock)
  }

  /// Makes the file at `path` its owner's alone: created empty with mode 600 when missing
  /// and `creating`, its mode narrowed to 600 when it is wider (a file an earlier version of the
  /// server made with the umask's mode).
  ///
  /// - Throws: ``ServerSetupError/runtime(_:)`` when it cannot be made or its mode changed, or
  ///   it is not a regular file.
  static func keepPrivate(_ path: String, creating: Bool) throws(ServerSetupError) {
    var status = stat()
    if lstat(path, &status) != 0 {
      guard errno == ENOENT else {
        throw .runtime(
          "cannot read \(QuotedText.quoted(path)): \(SystemReason.text(forCode: errno))")
      }
      guard creating else { return }
      let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
      guard descriptor >= 0 else {
        throw .runtime(
          "cannot create \(QuotedText.quoted(path)): \(SystemReason.text(forCode: errno))")
      }
      close(descriptor)
      return
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw .runtime("\(QuotedText.quoted(path)) is not a file: move it out of the data folder")
    }
    guard status.st_mode & 0o077 != 0 else { return }
    guard chmod(path, 0o600) == 0 else {
      throw .runtime(
        "cannot make \(QuotedText.quoted(path)) private (mode 600): "
          + SystemReason.text(forCode: errno))
    }
  }

  /// A path for a file in the folder.
  func file(_ name: String) -> String { path == "/" ? "/" + name : path + "/" + name }

  /// `mkdir -p` with mode 700 for the folders it makes.
  private static func create(_ path: String) throws(ServerSetupError) {
    var status = stat()
    if stat(path, &status) == 0 {
      guard status.st_mode & S_IFMT == S_IFDIR else {
        throw .usage("--data \(QuotedText.quoted(path)) is a file, not a folder")
      }
      return
    }
    let parent = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
      .joined(separator: "/")
    if !parent.isEmpty { try create(parent) }
    guard mkdir(path, 0o700) == 0 || errno == EEXIST else {
      throw .runtime(
        "cannot create the data folder \(QuotedText.quoted(path)): "
          + SystemReason.text(forCode: errno))
    }
  }
}

import ActivityRings
import _ActivityRingsPlatform

/// Writes files so that a reader never sees half of one, and so that what stands at the path
/// stays what it was:
///
/// - A regular file (or a new one) is replaced in one step: the bytes go to a temporary file in
///   the same folder, which is flushed to disk, given the old file's mode (and owner, when
///   allowed), and renamed over it. An error, or Ctrl-C, leaves the destination as it was and
///   no temporary file behind.
/// - A symbolic link stays: the file it points to (through any chain of links) is replaced, or
///   created when missing. As the kernel's `fs.protected_symlinks` does for a shell, a link in
///   a sticky folder that everyone may write to (`/tmp`) is followed only when it belongs to
///   this process's user or to the folder's owner — in every part of the path, the folders on
///   the way included — so another user cannot plant a link there that makes a write replace
///   their victim file.
/// - A device, a FIFO or a socket, and `/dev/stdout`, `/dev/stderr` and `/dev/fd/N`, are
///   opened and written in place, never replaced; in a shared folder, only one that belongs to
///   this process's user or to the folder's owner (another user's FIFO there would hold the
///   write until a reader came).
/// - A read-only file, or one the user may not write, is an error, though its folder would
///   allow a rename.
///
/// ```swift
/// try AtomicFileWriter.write(pngBytes, to: "out/rings.png")
/// ```
///
/// Paths are bytes (see `PathEncoding` in the core): a name that is not UTF-8 names its own
/// file. Temporary files are named `.<name>.rings-<pid>-XXXXXX` (the name cut short when the
/// whole would pass the file system's longest name) and locked while they are written;
/// one left by a process that is gone (killed with SIGKILL, say) is removed by the next write
/// into the same folder, which can take its lock (see ``StaleTemporaries``).
public enum AtomicFileWriter {
  /// Writes `bytes` to `path`.
  ///
  /// - Parameters:
  ///   - bytes: the whole file.
  ///   - path: where it goes; the folder must exist.
  ///   - permissions: the mode a new file is made with, less the umask (default `0o666`: what
  ///     a plain create gives); `0o600` keeps a secret to its owner from its first byte. A
  ///     file replaced keeps its own mode.
  /// - Throws: ``SafeOutputError`` naming the path and the reason (missing folder, permission
  ///   denied, read-only, a folder in the way, another user's link in a shared folder, disk
  ///   full…).
  public static func write(_ bytes: [UInt8], to path: String, permissions: UInt32 = 0o666)
    throws(SafeOutputError)
  {
    if let descriptor = openDescriptor(named: path) {
      try StandardOutput.write(bytes, to: descriptor, describing: QuotedText.quoted(path))
      return
    }
    let (folder, name) = try destination(of: path, followingLinks: true)
    if let status = FileMetadata(named: name, in: folder.descriptor), status.kind == .other {
      try writeInPlace(bytes, to: name, in: folder, status: status, shownAs: path)
      return
    }
    let staged = try stage(
      bytes, named: name, in: folder, shownAs: path, permissions: mode_t(permissions & 0o777))
    try InterruptCleanup.holdingInterrupts { () throws(SafeOutputError) in try staged.commit() }
  }

  /// Writes `bytes` to a new temporary file beside `path`, flushed to disk, for a later
  /// ``StagedFile/commit()``; the folder must exist. An existing file at `path` must be a
  /// regular file the user may write; its mode is kept.
  ///
  /// ```swift
  /// let staged = try AtomicFileWriter.stage(bytes, for: "out/rings.png")
  /// try InterruptCleanup.holdingInterrupts { () throws(SafeOutputError) in
  ///   try staged.commit()
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - bytes: the whole file.
  ///   - path: where it goes; the folder must exist.
  ///   - shown: how messages name the destination (default `path`).
  /// - Throws: ``SafeOutputError`` naming the path and the reason; nothing is left behind.
  public static func stage(_ bytes: [UInt8], for path: String, shownAs shown: String? = nil)
    throws(SafeOutputError) -> StagedFile
  {
    let (folder, name) = try destination(of: path, shownAs: shown, followingLinks: false)
    return try stage(bytes, named: name, in: folder, shownAs: shown ?? path)
  }

  /// ``stage(_:for:shownAs:)`` for the file `name` in an open folder.
  static func stage(
    _ bytes: [UInt8], named name: String, in folder: OpenedFolder, shownAs shown: String,
    permissions: mode_t = 0o666
  ) throws(SafeOutputError) -> StagedFile {
    let quoted = QuotedText.quoted(shown)
    let existing = FileMetadata(named: name, in: folder.descriptor)
    if let existing {
      switch existing.kind {
      case .regular:
        let mode = existing.permissions & 0o777
        if mode & 0o222 == 0 {
          throw .cannotWrite(quoted, "it is read-only (mode \(String(mode, radix: 8)))")
        }
        let writable = PathEncoding.withCString(name) { faccessat(folder.descriptor, $0, W_OK, 0) }
        if writable != 0, errno == EACCES {
          throw .cannotWrite(quoted, "permission denied")
        }
      case .directory: throw .cannotWrite(quoted, "it is a folder")
      case .symbolicLink: throw .cannotWrite(quoted, "it is a symbolic link")
      case .other: throw .cannotWrite(quoted, "it is not a regular file")
      }
    }
    InterruptCleanup.install()
    StaleTemporaries.removeOnce(in: folder)
    // A new file gets `permissions` less the umask (a plain create's 0666 by default); a
    // replaced one starts private and gets the old file's mode once written.
    let staged = try StagedFile.create(
      named: name, in: folder, permissions: existing == nil ? permissions : 0o600,
      shownAs: shown)
    do throws(SafeOutputError) {
      try StandardOutput.write(bytes, to: staged.descriptor, describing: quoted)
      if let existing {
        guard fchmod(staged.descriptor, existing.permissions) == 0 else {
          throw .cannotWrite(quoted, SystemReason.current())
        }
        if existing.userID != geteuid() || existing.groupID != getegid() {
          // Only root may give a file away; anyone else keeps the new file as their own.
          _ = fchown(staged.descriptor, existing.userID, existing.groupID)
        }
      }
      guard fsync(staged.descriptor) == 0 else {
        throw .cannotWrite(quoted, SystemReason.current())
      }
    } catch {
      staged.discard()
      throw error
    }
    return staged
  }

  /// The descriptor a path names without a file behind it to replace: `/dev/stdout` (1),
  /// `/dev/stderr` (2), `/dev/fd/N` and `/proc/self/fd/N`, when open.
  static func openDescriptor(named path: String) -> Int32? {
    let number: Int32?
    switch path {
    case "/dev/stdout": number = STDOUT_FILENO
    case "/dev/stderr": number = STDERR_FILENO
    default:
      let prefixes = ["/dev/fd/", "/proc/self/fd/"]
      guard let prefix = prefixes.first(where: path.hasPrefix) else { return nil }
      number = Int32(path.dropFirst(prefix.count))
    }
    guard let number, fcntl(number, F_GETFD) >= 0 else { return nil }
    return number
  }

  /// The open folder and the name a write to `path` goes to. Every folder on the way is
  /// walked as ``OpenedFolder`` walks it; with `followingLinks`, so is a chain of symbolic
  /// links at the end (at most 40, as the kernel allows), each judged by
  /// ``OpenedFolder/mayFollow(_:)``.
  ///
  /// - Throws: ``SafeOutputError`` for a path that names no file, a missing folder, a file
  ///   where a folder goes, a loop of links, or a link the rule does not follow.
  static func destination(of path: String, shownAs shown: String? = nil, followingLinks: Bool)
    throws(SafeOutputError) -> (folder: OpenedFolder, name: String)
  {
    let quoted = QuotedText.quoted(shown ?? path)
    var current = PathNames.absolute(path)
    for _ in 0...OpenedFolder.linkLimit {
      guard let name = PathNames.lastComponent(of: current), !path.isEmpty else {
        throw .cannotWrite(quoted, "it names no file")
      }
      let folderPath = PathNames.parent(of: current)
      let folder: OpenedFolder
      do throws(OpenedFolder.Failure) {
        folder = try OpenedFolder.open(folderPath.isEmpty ? "." : folderPath)
      } catch {
        throw .cannotWrite(quoted, error.reason(opening: folderPath))
      }
      guard followingLinks, let status = FileMetadata(named: name, in: folder.descriptor),
        status.kind == .symbolicLink
      else {
        return (folder, name)
      }
      guard folder.mayFollow(status) else {
        let subject =
          current == PathNames.absolute(path) ? "it is" : "\(QuotedText.quoted(current)) is"
        throw .cannotWrite(quoted, subject + OpenedFolder.Failure.sharedLinkPredicate)
      }
      do throws(OpenedFolder.Failure) {
        let target = try folder.linkTarget(named: name, shown: current)
        current = PathNames.appending(target, to: folder.path)
      } catch {
        throw .cannotWrite(quoted, error.reason(opening: folderPath))
      }
    }
    throw .cannotWrite(quoted, "too many symbolic links (a loop?)")
  }

  /// Opens a device, FIFO or socket and writes to it, as `>` in a shell does.
  private static func writeInPlace(
    _ bytes: [UInt8], to name: String, in folder: OpenedFolder, status: FileMetadata,
    shownAs shown: String
  ) throws(SafeOutputError) {
    let quoted = QuotedText.quoted(shown)
    guard folder.mayFollow(status) else {
      throw .cannotWrite(
        quoted,
        "it is another user's \(status.kindName) in a shared folder (sticky and writable by "
          + "all, like /tmp), which is not opened")
    }
    let descriptor: Int32
    do throws(SystemCallError) {
      descriptor = try FileDescriptorCalls.openFile(
        name, in: folder.descriptor, O_WRONLY | O_CLOEXEC | O_NOCTTY | O_NOFOLLOW)
    } catch {
      throw .cannotWrite(quoted, SystemReason.text(forCode: error.code))
    }
    defer { close(descriptor) }
    try StandardOutput.write(bytes, to: descriptor, describing: quoted)
  }
}

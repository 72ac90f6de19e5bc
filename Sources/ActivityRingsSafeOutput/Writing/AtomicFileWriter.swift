import ActivityRings

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
///   this process's user or to the folder's owner, so another user cannot plant a link there
///   that makes a write replace their victim file.
/// - A device, a FIFO or a socket, and `/dev/stdout`, `/dev/stderr` and `/dev/fd/N`, are
///   opened and written in place, never replaced.
/// - A read-only file, or one the user may not write, is an error, though its folder would
///   allow a rename.
///
/// ```swift
/// try AtomicFileWriter.write(pngBytes, to: "out/rings.png")
/// ```
///
/// Temporary files are named `.<name>.rings-<pid>-XXXXXX` and locked while they are written;
/// one left by a process that is gone (killed with SIGKILL, say) is removed by the next write
/// into the same folder, which can take its lock (see ``StaleTemporaries``).
public enum AtomicFileWriter {
  /// Writes `bytes` to `path`.
  ///
  /// - Throws: ``SafeOutputError`` naming the path and the reason (missing folder, permission
  ///   denied, read-only, a folder in the way, disk full…).
  public static func write(_ bytes: [UInt8], to path: String) throws(SafeOutputError) {
    if let descriptor = openDescriptor(named: path) {
      try StandardOutput.write(bytes, to: descriptor, describing: QuotedText.quoted(path))
      return
    }
    let target = try resolvingLinks(path)
    if let status = FileMetadata(path: target), status.kind != .regular,
      status.kind != .directory
    {
      try writeInPlace(bytes, to: path)
      return
    }
    let staged = try stage(bytes, for: target, shownAs: path)
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
    let name = QuotedText.quoted(shown ?? path)
    let file = PathNames.absolute(path)
    let folder = PathNames.parent(of: file)
    guard let fileName = PathNames.lastComponent(of: file), !path.isEmpty else {
      throw .cannotWrite(name, "it names no file")
    }
    let existing = FileMetadata(path: path, followingLinks: false)
    if let existing {
      switch existing.kind {
      case .regular:
        let mode = existing.permissions & 0o777
        if mode & 0o222 == 0 {
          throw .cannotWrite(name, "it is read-only (mode \(String(mode, radix: 8)))")
        }
        if access(path, W_OK) != 0, errno == EACCES {
          throw .cannotWrite(name, "permission denied")
        }
      case .directory: throw .cannotWrite(name, "it is a folder")
      case .symbolicLink: throw .cannotWrite(name, "it is a symbolic link")
      case .other: throw .cannotWrite(name, "it is not a regular file")
      }
    }
    switch FileStatus.isFolder(atPath: folder) {
    case true?: break
    case false?: throw .cannotWrite(name, "\(QuotedText.quoted(folder)) is a file, not a folder")
    case nil: throw .cannotWrite(name, "folder \(QuotedText.quoted(folder)) does not exist")
    }
    InterruptCleanup.install()
    StaleTemporaries.removeOnce(in: folder)
    // A new file gets what a plain create gives (0666 less the umask); a replaced one starts
    // private and gets the old file's mode once written.
    let (descriptor, temporaryPath) = try StagedFile.createTemporary(
      in: folder, for: fileName,
      permissions: existing == nil ? 0o666 : 0o600,
      shownAs: name)
    let staged = StagedFile(
      path: path, temporaryPath: temporaryPath, shownPath: shown ?? path, descriptor: descriptor)
    do throws(SafeOutputError) {
      try StandardOutput.write(bytes, to: descriptor, describing: name)
      if let existing {
        guard fchmod(descriptor, existing.permissions) == 0 else {
          throw .cannotWrite(name, SystemReason.current())
        }
        if existing.userID != geteuid() || existing.groupID != getegid() {
          // Only root may give a file away; anyone else keeps the new file as their own.
          _ = fchown(descriptor, existing.userID, existing.groupID)
        }
      }
      guard fsync(descriptor) == 0 else {
        throw .cannotWrite(name, SystemReason.current())
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

  /// The path at the end of a chain of symbolic links (at most 40, as the kernel allows);
  /// `path` itself when it is not a link or does not exist.
  ///
  /// - Throws: ``SafeOutputError`` for a loop of links, or a link the kernel's
  ///   `fs.protected_symlinks` rule would not follow (see ``mayFollow(_:at:)``).
  static func resolvingLinks(_ path: String) throws(SafeOutputError) -> String {
    var current = path
    for _ in 0..<40 {
      guard let status = FileMetadata(path: current, followingLinks: false),
        status.kind == .symbolicLink
      else {
        return current
      }
      guard mayFollow(status, at: current) else {
        let subject = current == path ? "it is" : "\(QuotedText.quoted(current)) is"
        throw .cannotWrite(
          QuotedText.quoted(path),
          "\(subject) another user's symbolic link in a shared folder (sticky and writable by "
            + "all, like /tmp), which is not followed")
      }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let length = readlink(current, &buffer, buffer.count - 1)
      guard length > 0 else { return current }
      let target = String(
        decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current = PathNames.appending(target, to: PathNames.parent(of: PathNames.absolute(current)))
    }
    throw .cannotWrite(QuotedText.quoted(path), "too many symbolic links (a loop?)")
  }

  /// Whether the kernel would let this process follow the symbolic link `link` (its own
  /// status) at `path` under `fs.protected_symlinks`: yes when the link's folder is not both
  /// sticky and writable by everyone, or when the link belongs to this process's user (the
  /// effective one) or to the folder's owner. The rule is kept whatever the sysctl says: a
  /// write that follows a link itself must not do what the shell is refused.
  static func mayFollow(_ link: FileMetadata, at path: String) -> Bool {
    if link.userID == geteuid() { return true }
    guard let folder = FileMetadata(path: PathNames.parent(of: PathNames.absolute(path))) else {
      return true
    }
    let shared = mode_t(S_ISVTX) | mode_t(S_IWOTH)
    guard folder.mode & shared == shared else { return true }
    return folder.userID == link.userID
  }

  /// Opens a device, FIFO or socket and writes to it, as `>` in a shell does.
  private static func writeInPlace(_ bytes: [UInt8], to path: String) throws(SafeOutputError) {
    let name = QuotedText.quoted(path)
    let descriptor: Int32
    do throws(SystemCallError) {
      descriptor = try FileDescriptorCalls.openFile(path, O_WRONLY | O_CLOEXEC | O_NOCTTY)
    } catch {
      throw .cannotWrite(name, SystemReason.text(forCode: error.code))
    }
    defer { close(descriptor) }
    try StandardOutput.write(bytes, to: descriptor, describing: name)
  }
}

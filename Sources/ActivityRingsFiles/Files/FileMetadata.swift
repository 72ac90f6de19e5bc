import ActivityRings
import _ActivityRingsPlatform

/// What `stat(2)` says of a file, as the writers ask: its kind, mode, owner and identity.
///
/// ```swift
/// if let existing = FileMetadata(path: "out.png", followingLinks: false),
///   existing.kind == .regular
/// {
///   print(String(existing.permissions, radix: 8))  // "644"
/// }
/// ```
struct FileMetadata {
  /// What a file is.
  enum Kind {
    case regular, directory, symbolicLink
    /// A device, a FIFO or a socket.
    case other
  }

  /// What `stat` returned.
  private let status: stat

  /// The file at `path` (normalized as ``PathNames/normalized(_:)`` says); nil when it cannot
  /// be looked at (nothing there, a missing permission…). Interrupted calls are retried.
  ///
  /// - Parameter followingLinks: `stat` (true) or `lstat` (false) for a link at the end.
  init?(path: String, followingLinks: Bool = true) {
    self.init(named: PathNames.normalized(path), in: AT_FDCWD, followingLinks: followingLinks)
  }

  /// The entry `name` in the folder open as `folder` (`fstatat(2)`; `AT_FDCWD` for the current
  /// folder), a link itself unless `followingLinks`; nil when it cannot be looked at, with
  /// `errno` saying why.
  init?(named name: String, in folder: Int32, followingLinks: Bool = false) {
    var status = stat()
    let flags = followingLinks ? 0 : AT_SYMLINK_NOFOLLOW
    while PathEncoding.withCString(name, { fstatat(folder, $0, &status, flags) }) != 0 {
      guard errno == EINTR else { return nil }
    }
    self.status = status
  }

  /// The file an open descriptor refers to; nil when the descriptor is not open.
  init?(descriptor: Int32) {
    var status = stat()
    while fstat(descriptor, &status) != 0 {
      guard errno == EINTR else { return nil }
    }
    self.status = status
  }

  /// What the file is.
  var kind: Kind {
    switch status.st_mode & S_IFMT {
    case S_IFREG: .regular
    case S_IFDIR: .directory
    case S_IFLNK: .symbolicLink
    default: .other
    }
  }

  /// The whole `st_mode`: kind and permission bits.
  var mode: mode_t { status.st_mode }
  /// The permission bits, set-id and sticky bits included (`st_mode & 07777`).
  var permissions: mode_t { status.st_mode & 0o7777 }
  /// The owner.
  var userID: uid_t { status.st_uid }
  /// The group.
  var groupID: gid_t { status.st_gid }
  /// The device that holds the file.
  var device: UInt64 { UInt64(status.st_dev) }
  /// The file's number on that device.
  var inode: UInt64 { UInt64(status.st_ino) }
  /// Its size in bytes (a regular file's; what others report varies).
  var size: Int64 { Int64(status.st_size) }

  /// What a file of kind ``Kind/other`` is, in words: "FIFO", "socket" or "device".
  var kindName: String {
    switch status.st_mode & S_IFMT {
    case S_IFIFO: "FIFO"
    case S_IFSOCK: "socket"
    case S_IFCHR, S_IFBLK: "device"
    default: "file"
    }
  }

  /// Whether this is a folder that is sticky and writable by everyone, as `/tmp` is: one where
  /// anyone may plant a link or a FIFO, and only remove their own.
  var isShared: Bool {
    let shared = mode_t(S_ISVTX) | mode_t(S_IWOTH)
    return kind == .directory && status.st_mode & shared == shared
  }
}

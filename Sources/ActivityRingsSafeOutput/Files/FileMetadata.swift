#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
    let normalized = PathNames.normalized(path)
    var status = stat()
    while (followingLinks ? stat(normalized, &status) : lstat(normalized, &status)) != 0 {
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
}

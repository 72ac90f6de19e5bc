import _ActivityRingsPlatform

/// What a failed system call means for the user, in their words: "the disk is full" rather
/// than `ENOSPC` or "No space left on device".
///
/// ```swift
/// SystemReason.text(forCode: ENOSPC)  // "the disk is full"
/// ```
public enum SystemReason {
  /// The reason for a failed call, from its `errno` code.
  public static func text(forCode code: Int32) -> String {
    switch code {
    case EACCES, EPERM: "permission denied"
    case ENOENT: "no such file or folder"
    case ENOTDIR: "a part of the path is a file, not a folder"
    case EISDIR: "it is a folder"
    case ENOSPC: "the disk is full"
    case EDQUOT: "the disk quota is used up"
    case EROFS: "the file system is read-only"
    case EIO: "the device reported an input/output error"
    case EFBIG: "the file is too large for the file system"
    case ENAMETOOLONG: "the name is too long"
    case ELOOP: "too many symbolic links (a loop?)"
    case EMFILE, ENFILE: "too many files are open at once"
    case EBADF: "it is not open for writing"
    case EPIPE: "the reader has closed the pipe"
    case EXDEV: "it is on another file system"
    case ETXTBSY: "it is a program that is running"
    case EBUSY: "it is in use"
    case EEXIST: "something else is there already"
    case ENXIO: "no reader or device is attached to it"
    case EMLINK: "the folder or file has too many links"
    case EINVAL: "the file system does not allow it"
    default:
      "the system refused it (error \(code): \(String(cString: strerror(code))))"
    }
  }

  /// The reason for a failed read: as ``text(forCode:)`` says it, but a descriptor that is
  /// closed or open only for writing (`EBADF`) is "not open for reading".
  ///
  /// ```swift
  /// SystemReason.readingText(forCode: EBADF)  // "it is not open for reading"
  /// ```
  public static func readingText(forCode code: Int32) -> String {
    code == EBADF ? "it is not open for reading" : text(forCode: code)
  }

  /// The reason for the C library's `errno` after a failed call.
  static func current() -> String {
    text(forCode: errno)
  }
}

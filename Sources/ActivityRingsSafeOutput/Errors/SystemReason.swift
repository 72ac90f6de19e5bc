import SystemPackage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a failed system call means for the user, in their words: "the disk is full" rather
/// than `ENOSPC` or "No space left on device".
///
/// ```swift
/// SystemReason.text(for: .noSpace)  // "the disk is full"
/// ```
public enum SystemReason {
  /// The reason for `errno`.
  public static func text(for errno: Errno) -> String {
    switch errno {
    case .permissionDenied, .notPermitted: "permission denied"
    case .noSuchFileOrDirectory: "no such file or folder"
    case .notDirectory: "a part of the path is a file, not a folder"
    case .isDirectory: "it is a folder"
    case .noSpace: "the disk is full"
    case .diskQuotaExceeded: "the disk quota is used up"
    case .readOnlyFileSystem: "the file system is read-only"
    case .ioError: "the device reported an input/output error"
    case .fileTooLarge: "the file is too large for the file system"
    case .fileNameTooLong: "the name is too long"
    case .tooManySymbolicLinkLevels: "too many symbolic links (a loop?)"
    case .tooManyOpenFiles, .tooManyOpenFilesInSystem: "too many files are open at once"
    case .badFileDescriptor: "it is not open for writing"
    case .brokenPipe: "the reader has closed the pipe"
    case .improperLink: "it is on another file system"
    case .textFileBusy: "it is a program that is running"
    case .resourceBusy: "it is in use"
    case .fileExists: "something else is there already"
    case .noSuchAddressOrDevice: "no reader or device is attached to it"
    case .tooManyLinks: "the folder or file has too many links"
    case .invalidArgument: "the file system does not allow it"
    default:
      "the system refused it (error \(errno.rawValue): \(String(cString: strerror(errno.rawValue))))"
    }
  }

  /// The reason for an error a swift-system call threw (always an `Errno`).
  static func text(for error: any Error) -> String {
    (error as? Errno).map { text(for: $0) } ?? "\(error)"
  }

  /// The reason for the C library's `errno` after a failed call.
  static func current() -> String {
    text(for: Errno(rawValue: errno))
  }
}

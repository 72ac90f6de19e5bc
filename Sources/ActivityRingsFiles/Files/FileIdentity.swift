import _ActivityRingsPlatform

/// Which file a path or an open descriptor stands for: its device and inode, the same however
/// it is reached (a symbolic link, a hard link, `/dev/stdin`, `/proc/self/fd/0`).
///
/// ```swift
/// let input = FileIdentity(descriptor: StandardDescriptor.input)
/// if let input, input == FileIdentity(path: "w.csv") {
///   // writing w.csv would replace what standard input reads
/// }
/// ```
public struct FileIdentity: Sendable, Hashable {
  /// The device that holds the file.
  public let device: UInt64
  /// The file's number on that device.
  public let inode: UInt64
  /// Whether it is a regular file (not a folder, device, FIFO or socket).
  public let isRegularFile: Bool

  /// The file at `path`; nil when nothing is there.
  ///
  /// - Parameters:
  ///   - path: the path, absolute or relative to the current folder.
  ///   - followingLinks: whether a symbolic link at the end of `path` stands for the file it
  ///     names (the default) or for itself.
  public init?(path: String, followingLinks: Bool = true) {
    guard let metadata = FileMetadata(path: path, followingLinks: followingLinks) else {
      return nil
    }
    self.init(metadata)
  }

  /// The file an open descriptor refers to (``StandardDescriptor/input``, or what `open(2)` returned);
  /// nil when the descriptor is not open.
  public init?(descriptor: Int32) {
    guard let metadata = FileMetadata(descriptor: descriptor) else { return nil }
    self.init(metadata)
  }

  /// The file `metadata` describes.
  init(_ metadata: FileMetadata) {
    device = metadata.device
    inode = metadata.inode
    isRegularFile = metadata.kind == .regular
  }
}

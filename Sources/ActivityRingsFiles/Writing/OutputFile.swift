/// A file to write: where, and every byte of it, already made.
///
/// ```swift
/// let file = OutputFile(path: "out/square-64@2x.png", bytes: pngBytes)
/// try AtomicFileSetWriter.write([file])
/// ```
public struct OutputFile: Sendable, Hashable {
  /// The destination path, relative to the current folder or absolute.
  public var path: String
  /// The whole contents.
  public var bytes: [UInt8]

  /// Creates a file description.
  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
  }
}

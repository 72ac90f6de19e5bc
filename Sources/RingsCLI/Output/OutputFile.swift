/// A file to write: where, and every byte of it, already rendered.
///
/// ```swift
/// let file = OutputFile(path: "out/square-64@2x.png", bytes: pngBytes)
/// try AtomicFileSetWriter.write([file])
/// ```
package struct OutputFile: Sendable, Hashable {
  /// The destination path, relative to the current folder or absolute.
  package var path: String
  /// The whole contents.
  package var bytes: [UInt8]

  /// Creates a file description.
  package init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
  }
}

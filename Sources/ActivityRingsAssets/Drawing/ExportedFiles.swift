import ActivityRingsFiles

/// Everything one export writes, drawn in memory: the files, the folder they belong in, and an
/// earlier export's images the new image sets no longer name.
///
/// ```swift
/// let files = try AssetExport(plan: plan, summary: today).draw(registry: registry)
/// files.files.map(\.path)  // ["out/square-64@1x.png", "out/square-64@2x.png"]
/// try files.write()
/// ```
public struct ExportedFiles: Sendable, Hashable {
  /// The folder the files belong in.
  public var folder: String
  /// The files, in the plan's order.
  public var files: [OutputFile]
  /// Images of an earlier export to remove once the new set is written.
  public var obsoletePaths: [String]

  /// Creates a set of files.
  public init(folder: String, files: [OutputFile], obsoletePaths: [String]) {
    self.folder = folder
    self.files = files
    self.obsoletePaths = obsoletePaths
  }

  /// Writes every file or none (see `AtomicFileSetWriter`), then removes the obsolete images
  /// (regular files only; a missing one is fine).
  ///
  /// - Throws: `SafeOutputError` naming the first path that could not be written.
  public func write() throws(SafeOutputError) {
    try AtomicFileSetWriter.write(files, inside: folder, removing: obsoletePaths)
  }
}

import ActivityRings
import ActivityRingsSafeOutput

/// Everything one `rings export` writes, drawn in memory: the files, the folder they belong in,
/// and an earlier export's images the new image sets no longer name.
///
/// ```swift
/// let drawn = try command.draw()
/// try drawn.write()
/// ```
struct ExportFiles {
  /// The folder the files belong in (`-o`).
  var folder: String
  /// The files, in the plan's order.
  var files: [OutputFile]
  /// Images of an earlier export to remove once the new set is written.
  var obsoletePaths: [String]

  /// Writes every file or none (see ``AtomicFileSetWriter``), then removes the obsolete images
  /// (regular files only; a missing one is fine).
  ///
  /// - Throws: a runtime ``CLIError`` naming the first path that could not be written.
  func write() throws(CLIError) {
    // An earlier export's images that the new image sets no longer name go in the same step.
    do {
      try AtomicFileSetWriter.write(files, inside: folder, removing: obsoletePaths)
    } catch {
      throw CLIError(error)
    }
  }
}

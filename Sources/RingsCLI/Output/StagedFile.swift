import ActivityRings

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A finished file waiting under a temporary name beside its destination: ``commit()`` renames it
/// into place in one step, ``discard()`` removes it. Made by ``AtomicFileWriter/stage(_:for:)``.
///
/// ```swift
/// let staged = try AtomicFileWriter.stage(bytes, for: "out/rings.png")
/// try InterruptCleanup.holdingInterrupts { () throws(CLIError) in try staged.commit() }
/// ```
///
/// Until it is committed or discarded, the temporary file is tracked by ``InterruptCleanup``.
struct StagedFile: Sendable, Hashable {
  /// Where the file goes.
  let path: String
  /// Where it waits: `.<name>.rings-<pid>-XXXXXX` in the same folder.
  let temporaryPath: String
  /// How messages name the destination: the path as the user gave it.
  var shownPath: String? = nil

  /// Renames the temporary file over the destination.
  ///
  /// - Throws: a runtime ``CLIError`` naming the destination; the temporary file is then removed.
  func commit() throws(CLIError) {
    guard rename(temporaryPath, path) == 0 else {
      let reason = String(cString: strerror(errno))
      discard()
      throw .runtime("cannot write \(QuotedText.quoted(shownPath ?? path)): \(reason)")
    }
    InterruptCleanup.untrack(temporaryPath)
  }

  /// Removes the temporary file; the destination stays as it was.
  func discard() {
    unlink(temporaryPath)
    InterruptCleanup.untrack(temporaryPath)
  }
}

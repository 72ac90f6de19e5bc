import ActivityRings
import _ActivityRingsPlatform

/// A temporary file with no name, for bytes that arrive in order and are read back: a request
/// body as it comes in, a zip read from a pipe (whose directory is at its end). With
/// `O_TMPFILE` (Linux) it never has a name, so nothing stays behind however the process ends,
/// even by SIGKILL; elsewhere, or on a file system without it, it is made with a random name
/// (`O_EXCL`) that is unlinked at once, so only a kill between those two calls leaves it. Its
/// space is freed when the spool goes.
///
/// ```swift
/// let spool = try TemporarySpool(in: "/tmp")
/// try chunk.withUnsafeBytes { try spool.append($0) }
/// try spool.rewind()
/// // read(spool.descriptor, …) now reads the chunk from its first byte
/// ```
public final class TemporarySpool: Sendable {
  /// The open file, for reading and writing.
  public let descriptor: Int32
  /// How messages name the folder.
  private let shownFolder: String

  /// Makes an empty spool in `folder`.
  ///
  /// - Parameters:
  ///   - folder: where its bytes are kept; it must exist.
  ///   - shown: how messages name the folder (default: the path, quoted), such as "the data
  ///     folder" where the path is not for the reader of the message.
  /// - Throws: ``SafeOutputError`` (`cannot write a temporary file in '/tmp': permission
  ///   denied`).
  public init(in folder: String, describing shown: String? = nil) throws(SafeOutputError) {
    shownFolder = shown ?? QuotedText.quoted(folder)
    var made: Int32 = -1
    if let nameless = namelessFileFlag {
      made =
        (try? FileDescriptorCalls.openFile(
          folder, O_RDWR | nameless | O_CLOEXEC, permissions: 0o600)) ?? -1
    }
    if made < 0 {
      // No O_TMPFILE here, or not on this file system: a random name, gone at once.
      var failure = SystemCallError(code: EEXIST)
      for _ in 0..<100 where made < 0 {
        let name = folder + "/" + TemporaryName.make(for: "spool")
        do {
          made = try FileDescriptorCalls.openFile(
            name, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, permissions: 0o600)
          _ = PathEncoding.withCString(name) { unlink($0) }
        } catch {
          failure = error
          guard error.code == EEXIST else { break }
        }
      }
      guard made >= 0 else {
        throw .cannotWrite(
          "a temporary file in \(shownFolder)", SystemReason.text(forCode: failure.code))
      }
    }
    descriptor = made
  }

  deinit {
    close(descriptor)
  }

  /// Writes `bytes` at the end.
  ///
  /// - Throws: ``SafeOutputError`` (the disk is full, say).
  public func append(_ bytes: UnsafeRawBufferPointer) throws(SafeOutputError) {
    do throws(SystemCallError) {
      try FileDescriptorCalls.writeAll(bytes, to: descriptor)
    } catch {
      throw .cannotWrite(
        "a temporary file in \(shownFolder)", SystemReason.text(forCode: error.code))
    }
  }

  /// Moves back to the first byte, to read what was written.
  ///
  /// - Throws: ``SafeOutputError`` when the system refuses.
  public func rewind() throws(SafeOutputError) {
    guard lseek(descriptor, 0, SEEK_SET) == 0 else {
      let code = errno
      throw .cannotWrite("a temporary file in \(shownFolder)", SystemReason.text(forCode: code))
    }
  }
}

import ActivityRings
import ActivityRingsFiles
import _ActivityRingsPlatform

/// A secret kept in a file of the data folder: its owner's alone (mode 600), made on first use
/// from 32 random bytes as 64 hexadecimal digits, written whole or not at all. The write token
/// and the signing key are such files.
///
/// ```swift
/// let (text, generated) = try SecretFile.load("/var/lib/rings/signing-key")
/// ```
enum SecretFile {
  /// The secret in `path`, and whether it was generated now; a file that others may read, or
  /// that is not there for another reason than its absence, is refused.
  ///
  /// - Throws: ``ServerSetupError/runtime(_:)`` for a file that others can read, or that
  ///   cannot be read or written.
  static func load(_ path: String) throws(ServerSetupError) -> (text: String, generated: Bool) {
    var status = stat()
    if lstat(path, &status) == 0 {
      return (try stored(at: path), false)
    }
    // Only a secret that is not there is made: any other failure keeps the one that may be.
    let code = errno
    guard code == ENOENT else {
      throw .runtime(
        "cannot read \(QuotedText.quoted(path)): \(SystemReason.readingText(forCode: code))")
    }
    return (try generate(into: path), true)
  }

  /// 32 random bytes as 64 hexadecimal digits, written to `path` whole or not at all, by the
  /// file library's atomic writer (a temporary file of mode 600, flushed, then renamed), so a
  /// process killed while it writes leaves no half secret.
  private static func generate(into path: String) throws(ServerSetupError) -> String {
    var generator = SystemRandomNumberGenerator()
    let text = URLSigner.hex((0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) })
    do throws(SafeOutputError) {
      try AtomicFileWriter.write(Array(text.utf8) + [0x0A], to: path, permissions: 0o600)
    } catch {
      throw .runtime(error.message)
    }
    return text
  }

  /// The secret in an existing file, which only its owner may read.
  private static func stored(at path: String) throws(ServerSetupError) -> String {
    let file: InputFile
    do throws(InputFileError) {
      file = try InputFile(path: path, limit: 1024)
    } catch {
      throw .runtime("cannot read \(QuotedText.quoted(path)): \(error)")
    }
    guard file.permissions & 0o077 == 0 else {
      throw .runtime(
        "\(QuotedText.quoted(path)) can be read by other users (mode "
          + String(file.permissions & 0o777, radix: 8) + "): run chmod 600 on it")
    }
    var text = String(decoding: file.bytes, as: UTF8.self)
    while text.last == "\n" || text.last == "\r" { text.removeLast() }
    return text
  }
}

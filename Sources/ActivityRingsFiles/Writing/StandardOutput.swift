import _ActivityRingsPlatform

/// Writes bytes to standard output, or to any open descriptor, byte for byte: PNG, PDF and text
/// alike reach a pipe or a redirected file exactly as they were made, with no text decoding on
/// the way. Short and interrupted writes are retried.
///
/// ```swift
/// try StandardOutput.write(pngBytes)          // rings render --format png > rings.png
/// try StandardOutput.write(Array("ok\n".utf8))
/// ```
public enum StandardOutput {
  /// Writes every byte to standard output.
  ///
  /// - Throws: ``SafeOutputError`` when standard output cannot be written (closed, disk
  ///   full…).
  public static func write(_ bytes: [UInt8]) throws(SafeOutputError) {
    try write(bytes, to: STDOUT_FILENO, describing: "standard output")
  }

  /// Writes every byte to an open descriptor.
  ///
  /// - Parameters:
  ///   - bytes: what to write.
  ///   - descriptor: an open descriptor (`STDERR_FILENO`, or what `open(2)` returned).
  ///   - name: how the message names the destination: `standard error`, or a quoted path.
  /// - Throws: ``SafeOutputError`` naming `name` and the reason.
  public static func write(
    _ bytes: [UInt8], to descriptor: Int32, describing name: String
  ) throws(SafeOutputError) {
    do throws(SystemCallError) {
      try FileDescriptorCalls.writeAll(bytes, to: descriptor)
    } catch {
      throw .cannotWrite(name, SystemReason.text(forCode: error.code))
    }
  }
}

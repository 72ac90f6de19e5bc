#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes to standard output with `write(2)`, byte for byte: PNG, PDF and text alike reach a
/// pipe or a redirected file exactly as they were rendered, with no text decoding on the way.
///
/// ```swift
/// try StandardOutput.write(pngBytes)          // rings render --format png > rings.png
/// try StandardOutput.write(Array("ok\n".utf8))
/// ```
enum StandardOutput {
  /// Writes every byte.
  ///
  /// - Throws: a runtime ``CLIError`` when standard output cannot be written (closed, disk
  ///   full…).
  static func write(_ bytes: [UInt8]) throws(CLIError) {
    try write(bytes, to: STDOUT_FILENO, describing: "standard output")
  }

  /// Writes every byte to an open descriptor, retrying short and interrupted writes.
  ///
  /// - Throws: a runtime ``CLIError`` naming `name` and the reason.
  static func write(_ bytes: [UInt8], to descriptor: Int32, describing name: String)
    throws(CLIError)
  {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        #if canImport(Glibc)
          return Glibc.write(descriptor, base + offset, buffer.count - offset)
        #else
          return Darwin.write(descriptor, base + offset, buffer.count - offset)
        #endif
      }
      if written < 0 {
        if errno == EINTR { continue }
        throw .runtime("cannot write \(name): \(String(cString: strerror(errno)))")
      }
      offset += written
    }
  }
}

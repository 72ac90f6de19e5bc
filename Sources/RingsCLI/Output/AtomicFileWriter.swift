import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes files so that a reader never sees half of one: the bytes go to a temporary file in the
/// same folder, which is flushed to disk and then renamed over the destination in one step. An
/// error, or Ctrl-C, leaves the destination as it was (or absent) and no temporary file behind.
///
/// ```swift
/// try AtomicFileWriter.write(pngBytes, to: "out/rings.png")
/// ```
public enum AtomicFileWriter {
  /// Writes `bytes` to `path`.
  ///
  /// ```swift
  /// try AtomicFileWriter.write(bytes, to: "rings.svg")
  /// ```
  ///
  /// - Throws: a runtime ``CLIError`` naming the path and the reason (missing folder, permission
  ///   denied, a folder in the way, disk full…).
  public static func write(_ bytes: [UInt8], to path: String) throws(CLIError) {
    let staged = try stage(bytes, for: path)
    try InterruptCleanup.holdingInterrupts { () throws(CLIError) in try staged.commit() }
  }

  /// Writes `bytes` to a new temporary file beside `path`, flushed to disk, for a later
  /// ``StagedFile/commit()``; the folder must exist.
  ///
  /// ```swift
  /// let staged = try AtomicFileWriter.stage(bytes, for: "out/rings.svg")
  /// try staged.commit()
  /// ```
  ///
  /// - Throws: a runtime ``CLIError`` naming the path and the reason; nothing is left behind.
  static func stage(_ bytes: [UInt8], for path: String) throws(CLIError) -> StagedFile {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      throw .runtime("cannot write \(Escaped.quoted(path)): it is a folder")
    }
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw .runtime(
        "cannot write \(Escaped.quoted(path)): folder \(Escaped.quoted(folder)) does not exist")
    }
    InterruptCleanup.install()
    var template = Array("\(folder)/.\(url.lastPathComponent).rings-XXXXXX".utf8CString)
    // An interrupt between creating the file and tracking it would leave the file behind.
    let (descriptor, temporaryPath) = InterruptCleanup.holdingInterrupts {
      () -> (Int32, String) in
      let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
        guard let base = buffer.baseAddress else { return -1 }
        return mkstemp(base)
      }
      guard descriptor >= 0 else { return (descriptor, "") }
      let temporaryPath = String(
        decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      InterruptCleanup.track(temporaryPath, kind: .file)
      return (descriptor, temporaryPath)
    }
    guard descriptor >= 0 else {
      throw .runtime("cannot write \(Escaped.quoted(path)): \(String(cString: strerror(errno)))")
    }
    let staged = StagedFile(path: path, temporaryPath: temporaryPath)
    do throws(CLIError) {
      try StandardOutput.write(bytes, to: descriptor, describing: "\(Escaped.quoted(path))")
      // mkstemp creates 0600; give the file the permissions a plain create would.
      let mask = umask(0)
      umask(mask)
      guard fchmod(descriptor, 0o666 & ~mask) == 0, fsync(descriptor) == 0 else {
        throw CLIError.runtime(
          "cannot write \(Escaped.quoted(path)): \(String(cString: strerror(errno)))")
      }
    } catch {
      close(descriptor)
      staged.discard()
      throw error
    }
    guard close(descriptor) == 0 else {
      let reason = String(cString: strerror(errno))
      staged.discard()
      throw .runtime("cannot write \(Escaped.quoted(path)): \(reason)")
    }
    return staged
  }
}

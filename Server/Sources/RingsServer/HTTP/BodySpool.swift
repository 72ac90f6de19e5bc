import ActivityRings
import Hummingbird

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A request body written to a temporary file in the data folder as it arrives, never held
/// whole in memory: the file is unlinked as soon as it is made, so nothing stays behind however
/// the server ends, and its descriptor is read back from the start.
///
/// ```swift
/// let spool = try await BodySpool(request.body, in: folder, limit: 64 << 30, route: "/imports")
/// reader.read(fileDescriptor: spool.descriptor, named: "the upload")
/// ```
///
/// The file is closed, and its space freed, when the spool goes.
final class BodySpool: Sendable {
  /// The open file, at offset 0.
  let descriptor: Int32
  /// The body's length in bytes.
  let bytes: Int64

  /// Writes `body` to a new unlinked file in `folder`.
  ///
  /// - Throws: a 413 ``RequestProblem`` as soon as the body passes `limit` bytes; a 500 when
  ///   the file cannot be made or written (a full disk).
  init(_ body: RequestBody, in folder: DataFolder, limit: Int64, route: String) async throws {
    // A random name, made with O_EXCL: mkstemp's, without its mutable C buffer.
    var generator = SystemRandomNumberGenerator()
    let path = folder.file(".upload-" + String(generator.next() as UInt64, radix: 36))
    let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw RequestProblem.internalFailure(
        "cannot make a temporary file in the data folder: \(String(cString: strerror(errno)))")
    }
    unlink(path)
    var bytes: Int64 = 0
    do {
      for try await buffer in body {
        bytes += Int64(buffer.readableBytes)
        guard bytes <= limit else { throw RequestProblem.tooLarge(limit: limit, route: route) }
        try buffer.withUnsafeReadableBytes { (chunk) throws(RequestProblem) in
          var offset = 0
          while offset < chunk.count {
            let written = write(
              descriptor, chunk.baseAddress.map { $0 + offset }, chunk.count - offset)
            guard written > 0 else {
              throw RequestProblem.internalFailure(
                "cannot write the upload to the data folder: \(String(cString: strerror(errno)))")
            }
            offset += written
          }
        }
      }
      guard lseek(descriptor, 0, SEEK_SET) == 0 else {
        throw RequestProblem.internalFailure(
          "cannot read the upload back: \(String(cString: strerror(errno)))")
      }
    } catch {
      close(descriptor)
      throw error
    }
    self.descriptor = descriptor
    self.bytes = bytes
  }

  deinit {
    close(descriptor)
  }
}
